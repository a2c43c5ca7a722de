//! Enumeration specifiers: `enum [name] [: type] { A [= value], ... }`, scoped ones
//! (`enum class` / `enum struct`), and references to declared enumerations (`enum name`).
//!
//! Each definition makes a distinct [`crate::types::TypeKind::Enum`] type and a scope
//! holding its enumerators, so `E::A` works for both kinds; an unscoped enumeration's
//! enumerators are declared in the enclosing scope too. An opaque declaration (`enum
//! class E : int;`, `enum E : unsigned;`) makes the type (complete, with its underlying
//! type) before its enumerators; the later definition fills in the same type.

use crate::sema::lookup::Entity;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::{EnumInfo, TypeId};

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `enum [class|struct] [name] [: type] { A [= value], ... }` or `enum name`.
    pub(in crate::parser) fn enum_specifier(&mut self) -> PResult<TypeId> {
        let kw = self.bump();
        let scoped = matches!(self.peek(), K::KwClass | K::KwStruct);
        if scoped {
            self.bump();
        }
        // `enum class __attribute__((visibility("default"))) E`, `enum [[nodiscard]] E`.
        while self.skip_attributes() {}
        let name = if self.peek() == K::Ident {
            Some(self.bump())
        } else {
            None
        };
        if scoped && name.is_none() {
            self.error_here("expected an identifier");
            return Err(Recover);
        }
        let written = self.peek() == K::Colon && self.peek_at(1) != K::Colon;
        let fixed = if written {
            self.bump();
            let spec = self.decl_specifiers()?;
            if !self.sema.types.is_integer(spec.ty) || self.sema.types.enum_of(spec.ty).is_some() {
                self.sema.diags.error(
                    spec.span,
                    "the underlying type of an enumeration must be an integral type",
                );
                return Err(Recover);
            }
            Some(spec.ty.unqualified())
        } else if scoped {
            // A scoped enumeration's underlying type is `int` unless given.
            Some(TypeId::INT)
        } else {
            None
        };
        if self.peek() == K::Semi && (scoped || written) {
            if let Some(n) = name {
                let text = self.text(n).to_string();
                return Ok(self.opaque_enum(n.text, &text, fixed.unwrap_or(TypeId::INT), scoped));
            }
        }
        if self.peek() != K::LBrace {
            let Some(n) = name else {
                self.error_here("expected a \"{\"");
                return Err(Recover);
            };
            return match self.sema.scopes.lookup(n.text).cloned() {
                Some(Entity::Enum(ty)) => Ok(ty),
                _ => {
                    let text = self.text(n).to_string();
                    self.sema
                        .diags
                        .error(n.span, format!("enumeration \"{text}\" is undefined"));
                    Err(Recover)
                }
            };
        }
        self.bump();
        // An enumeration named like the class it is in is defined without its name.
        let name = name.filter(|n| self.sema.check_member_not_named_as_class(n.text, n.span));
        let text = name.map(|n| self.text(n).to_string()).unwrap_or_default();
        // With a fixed underlying type the enumeration exists from its opening brace.
        let opaque = name.and_then(|n| match self.sema.scopes.lookup_current(n.text).cloned() {
            Some(Entity::Enum(ty)) => self.sema.define_opaque_enum(ty).map(|ns| (ty, ns)),
            _ => None,
        });
        let (early, early_scope) = match opaque {
            Some((ty, ns)) => (Some(ty), Some(ns)),
            None => {
                let early = fixed.map(|u| self.new_enum(&text, u, scoped));
                (early, early.map(|ty| self.sema.scopes.new_enum_scope(&text, ty)))
            }
        };
        if let (true, Some(ns)) = (scoped, early_scope) {
            // A scoped enumeration's enumerators are visible unqualified only in its body.
            self.sema.scopes.enter_scope(ns);
        }
        let values = self.enumerators(fixed.unwrap_or(TypeId::INT));
        if scoped {
            self.sema.scopes.leave_namespace();
        }
        let values = values?;
        let fits = |lo: i128, hi: i128| values.iter().all(|v| v.2 >= lo && v.2 <= hi);
        let underlying = match fixed {
            Some(t) => t,
            None if fits(i32::MIN as i128, i32::MAX as i128) => TypeId::INT,
            None if fits(0, u32::MAX as i128) => TypeId::UINT,
            None if fits(i64::MIN as i128, i64::MAX as i128) => TypeId::LONG,
            None if fits(0, u64::MAX as i128) => TypeId::ULONG,
            None => {
                self.sema
                    .diags
                    .error(kw.span, "enumerator value out of range for every integer type");
                TypeId::LONG
            }
        };
        let ty = match early {
            Some(ty) => ty,
            None => self.new_enum(&text, underlying, false),
        };
        let ns = match early_scope {
            Some(ns) => ns,
            None => self.sema.scopes.new_enum_scope(&text, ty),
        };
        for (sym, span, v, declared) in values {
            if !declared {
                continue;
            }
            let wrapped = self.sema.wrap_to(v, underlying);
            if wrapped != v {
                self.sema
                    .diags
                    .error(span, "enumerator value is out of range of the underlying type");
            }
            if !scoped {
                self.sema.scopes.declare(sym, Entity::EnumConst(wrapped, ty));
            }
            self.sema.scopes.declare_in(ns, sym, Entity::EnumConst(wrapped, ty));
        }
        if let Some(n) = name {
            self.sema.scopes.declare(n.text, Entity::Enum(ty));
        }
        Ok(ty)
    }

    /// `enum [class] name : type;`: the enumeration (the one declared before in this
    /// scope, if any), with an empty enumerator scope until its definition.
    fn opaque_enum(&mut self, name: Sym, text: &str, underlying: TypeId, scoped: bool) -> TypeId {
        if let Some(Entity::Enum(ty)) = self.sema.scopes.lookup_current(name) {
            return *ty;
        }
        let ty = self.new_enum(text, underlying, scoped);
        let ns = self.sema.scopes.new_enum_scope(text, ty);
        self.sema.declare_opaque_enum(ty, ns);
        self.sema.scopes.declare(name, Entity::Enum(ty));
        ty
    }

    /// A new enumeration type named `name` in the current namespace.
    fn new_enum(&mut self, name: &str, underlying: TypeId, scoped: bool) -> TypeId {
        let scope = self.sema.scopes.namespace_path(self.sema.scopes.current_namespace());
        self.sema.types.new_enum(EnumInfo {
            name: name.to_string(),
            scope,
            underlying,
            scoped,
        })
    }

    /// The enumerator list through the closing brace: each name, span, value and whether
    /// it was declared (not a redeclaration). While the list is parsed, each enumerator is
    /// visible to later initializers as a constant of type `ty`.
    fn enumerators(&mut self, ty: TypeId) -> PResult<Vec<(Sym, Span, i128, bool)>> {
        let mut next: i128 = 0;
        let mut values = Vec::new();
        while self.peek() == K::Ident {
            let e = self.bump();
            if self.eat(K::Assign) {
                let v = self.nested(|p| p.conditional_expr())?;
                match (
                    self.sema.is_err(v),
                    self.sema.types.is_integer(v.ty),
                    self.sema.const_int(v),
                ) {
                    (true, _, _) => {}
                    (false, true, Some(val)) => next = val,
                    _ => self.sema.diags.error(v.span, "expression must have a constant value"),
                }
            }
            let declared = self.sema.scopes.lookup_current(e.text).is_none();
            if declared {
                self.sema.scopes.declare(e.text, Entity::EnumConst(next, ty));
            } else {
                let text = self.text(e).to_string();
                self.sema.diags.error(
                    e.span,
                    format!("\"{text}\" has already been declared in the current scope"),
                );
            }
            values.push((e.text, e.span, next, declared));
            next += 1;
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::RBrace, "}")?;
        Ok(values)
    }
}
