//! Enumerations ([dcl.enum]): the underlying type (fixed, or the first of `int`,
//! `unsigned`, `long`, `unsigned long` that holds every value), opaque declarations
//! (`enum class E : short;`) completed by a later definition, and enumerators, which
//! are visible to later initializers in the list and, for an unscoped enumeration, in
//! the enclosing scope.

use crate::il::Expr;
use crate::sema::lookup::{Entity, NsId};
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{EnumInfo, TypeId};

/// An enumeration whose enumerator list is being read.
pub struct EnumDefinition {
    /// Its name and where it is written (dropped when it names the enclosing class).
    name: Option<(Sym, Span)>,
    text: String,
    scoped: bool,
    fixed: Option<TypeId>,
    /// The enumeration and its enumerator scope when they exist from the `{` (a fixed
    /// underlying type, or an opaque declaration before).
    early: Option<(TypeId, NsId)>,
}

/// An enumerator as read: its name, where, its value and whether it was declared (not
/// a redeclaration).
pub struct Enumerator {
    name: Sym,
    span: Span,
    value: i128,
    declared: bool,
}

/// An enumeration's head as written: `enum [class|struct] [name] [: type]`.
#[derive(Clone, Copy, Debug)]
pub struct EnumHead {
    /// The name and where it is written.
    pub name: Option<(Sym, Span)>,
    /// The underlying type as written, and where.
    pub underlying: Option<(TypeId, Span)>,
    /// `enum class` or `enum struct`.
    pub scoped: bool,
}

/// What follows an enumeration's head, as clang's `TagUseKind` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumUse {
    /// `;` after a head with a fixed underlying type: an opaque declaration.
    Declaration,
    /// A `{`: the enumerator list follows.
    Definition,
    /// Anything else: the named enumeration, declared before, is used.
    Reference,
}

/// What Sema made of an enumeration's head.
pub enum EnumHeadAction {
    /// The enumeration declared or named.
    Type(TypeId),
    /// A definition whose enumerator list is read next, and the type its
    /// enumerators have while the list is read.
    Definition(EnumDefinition, TypeId),
    /// A reference without a name: the parser's syntax error follows.
    Unnamed,
}

impl<'a> Sema<'a> {
    /// An enumeration's `head` followed as `used` says (a [`EnumUse::Declaration`] has
    /// a name): its underlying type checked, the enumeration declared, named or
    /// started; `None` after an error.
    pub fn act_on_enum_head(&mut self, head: EnumHead, used: EnumUse) -> Option<EnumHeadAction> {
        let fixed = match head.underlying {
            Some((ty, span)) => {
                if !self.check_enum_underlying_type(ty, span) {
                    return None;
                }
                Some(ty.unqualified())
            }
            // A scoped enumeration's underlying type is `int` unless given.
            None if head.scoped => Some(TypeId::INT),
            None => None,
        };
        Some(match (used, head.name) {
            (EnumUse::Definition, _) => EnumHeadAction::Definition(
                self.start_enum_definition(head.name, fixed, head.scoped),
                fixed.unwrap_or(TypeId::INT),
            ),
            (EnumUse::Declaration, Some((n, _))) => {
                EnumHeadAction::Type(self.opaque_enum(n, fixed.unwrap_or(TypeId::INT), head.scoped))
            }
            (_, Some((n, span))) => EnumHeadAction::Type(self.named_enum(n, span)?),
            (_, None) => EnumHeadAction::Unnamed,
        })
    }

    /// Whether `ty` can be an enumeration's underlying type (an integral type, not an
    /// enumeration); nvcc's error at `span` if not.
    fn check_enum_underlying_type(&mut self, ty: TypeId, span: Span) -> bool {
        if !self.types.is_integer(ty) || self.types.enum_of(ty).is_some() {
            self.diags
                .error(span, "the underlying type of an enumeration must be an integral type");
            return false;
        }
        true
    }

    /// `enum name` without a body, naming an enumeration declared before.
    fn named_enum(&mut self, name: Sym, span: Span) -> Option<TypeId> {
        match self.scopes.lookup(name).cloned() {
            Some(Entity::Enum(ty)) => Some(ty),
            _ => {
                let text = self.interner.get(name).to_string();
                self.diags.error(span, format!("enumeration \"{text}\" is undefined"));
                None
            }
        }
    }

    /// `enum [class] name : type;`: the enumeration (the one declared before in this
    /// scope, if any), with an empty enumerator scope until its definition.
    fn opaque_enum(&mut self, name: Sym, underlying: TypeId, scoped: bool) -> TypeId {
        if let Some(Entity::Enum(ty)) = self.scopes.lookup_current(name) {
            return *ty;
        }
        let text = self.interner.get(name).to_string();
        let ty = self.new_enum(&text, underlying, scoped);
        let ns = self.scopes.new_enum_scope(&text, ty);
        self.declare_opaque_enum(ty, ns);
        self.scopes.declare(name, Entity::Enum(ty));
        ty
    }

    /// A new enumeration type named `name` in the current namespace.
    fn new_enum(&mut self, name: &str, underlying: TypeId, scoped: bool) -> TypeId {
        let scope = self.scopes.namespace_path(self.scopes.current_namespace());
        self.types.new_enum(EnumInfo {
            name: name.to_string(),
            scope,
            underlying,
            scoped,
        })
    }

    /// The `{` of an enumeration's definition (named `name`, with the `fixed`
    /// underlying type if one is written or it is `scoped`).
    fn start_enum_definition(
        &mut self,
        name: Option<(Sym, Span)>,
        fixed: Option<TypeId>,
        scoped: bool,
    ) -> EnumDefinition {
        // An enumeration named like the class it is in is defined without its name.
        let name = name.filter(|&(n, span)| self.check_member_not_named_as_class(n, span));
        let text = name.map(|(n, _)| self.interner.get(n).to_string()).unwrap_or_default();
        // With a fixed underlying type the enumeration exists from its opening brace.
        let opaque = name.and_then(|(n, _)| match self.scopes.lookup_current(n).cloned() {
            Some(Entity::Enum(ty)) => self.define_opaque_enum(ty).map(|ns| (ty, ns)),
            _ => None,
        });
        let early = match opaque {
            Some(found) => Some(found),
            None => fixed.map(|u| {
                let ty = self.new_enum(&text, u, scoped);
                (ty, self.scopes.new_enum_scope(&text, ty))
            }),
        };
        if let (true, Some((_, ns))) = (scoped, early) {
            // A scoped enumeration's enumerators are visible unqualified only in its body.
            self.scopes.enter_scope(ns);
        }
        EnumDefinition {
            name,
            text,
            scoped,
            fixed,
            early,
        }
    }

    /// Enumerator `name` (at `span`) of type `ty`, with the initializer `init` if
    /// written, else the value after the previous one (`next`, updated).
    pub fn enumerator(
        &mut self,
        name: Sym,
        span: Span,
        init: Option<&'a Expr<'a>>,
        next: &mut i128,
        ty: TypeId,
    ) -> Enumerator {
        if let Some(v) = init {
            match (self.is_err(v), self.types.is_integer(v.ty), self.const_int(v)) {
                (true, _, _) => {}
                (false, true, Some(val)) => *next = val,
                _ => self.diags.error(v.span, "expression must have a constant value"),
            }
        }
        let declared = self.scopes.lookup_current(name).is_none();
        if declared {
            self.scopes.declare(name, Entity::EnumConst(*next, ty));
        } else {
            let text = self.interner.get(name).to_string();
            self.diags.error(
                span,
                format!("\"{text}\" has already been declared in the current scope"),
            );
        }
        let e = Enumerator {
            name,
            span,
            value: *next,
            declared,
        };
        *next += 1;
        e
    }

    /// The `}` of `def`'s enumerator list, which held `values` (`None` after a syntax
    /// error in it): the enumeration completed ([`Sema::finish_enum_definition`]).
    pub fn end_enumerators(
        &mut self,
        def: EnumDefinition,
        values: Option<Vec<Enumerator>>,
        kw: Span,
    ) -> Option<TypeId> {
        if def.scoped {
            self.scopes.leave_namespace();
        }
        Some(self.finish_enum_definition(def, values?, kw))
    }

    /// Completes the enumeration `def` (its keyword at `kw`) with `values`: its
    /// underlying type, and its enumerators declared with values of that type.
    fn finish_enum_definition(&mut self, def: EnumDefinition, values: Vec<Enumerator>, kw: Span) -> TypeId {
        let fits = |lo: i128, hi: i128| values.iter().all(|v| v.value >= lo && v.value <= hi);
        let underlying = match def.fixed {
            Some(t) => t,
            None if fits(i32::MIN as i128, i32::MAX as i128) => TypeId::INT,
            None if fits(0, u32::MAX as i128) => TypeId::UINT,
            None if fits(i64::MIN as i128, i64::MAX as i128) => TypeId::LONG,
            None if fits(0, u64::MAX as i128) => TypeId::ULONG,
            None => {
                self.diags
                    .error(kw, "enumerator value out of range for every integer type");
                TypeId::LONG
            }
        };
        let ty = match def.early {
            Some((ty, _)) => ty,
            None => self.new_enum(&def.text, underlying, false),
        };
        let ns = match def.early {
            Some((_, ns)) => ns,
            None => self.scopes.new_enum_scope(&def.text, ty),
        };
        for e in values {
            if !e.declared {
                continue;
            }
            let wrapped = self.wrap_to(e.value, underlying);
            if wrapped != e.value {
                self.diags
                    .error(e.span, "enumerator value is out of range of the underlying type");
            }
            if !def.scoped {
                self.scopes.declare(e.name, Entity::EnumConst(wrapped, ty));
            }
            self.scopes.declare_in(ns, e.name, Entity::EnumConst(wrapped, ty));
        }
        if let Some((n, _)) = def.name {
            self.scopes.declare(n, Entity::Enum(ty));
        }
        ty
    }
}
