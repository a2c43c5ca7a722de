//! `static const` integral data members initialized in their class (`static const int
//! N = 4;`): constants of the class scope, usable in constant expressions, with no
//! storage unless defined outside the class.

use crate::il::Expr;
use crate::sema::declarators::DeclOp;
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// What `T C::name ...;` outside class `C` defines.
#[derive(Clone, Copy, Debug)]
pub enum StaticMemberDefined {
    /// A member constant (nothing to define).
    Constant,
    /// The static data member's variable, and whether it is defined already (in the
    /// class: a definition without initializer outside it only repeats it).
    Var(crate::il::VarId, bool),
}

/// A static data member's declaration as written: its specifiers (`constexpr`, a CUDA
/// memory space, a storage class other than `static`) and declarator.
#[derive(Clone, Copy, Debug)]
pub struct StaticMemberDeclarator<'o> {
    /// The type the specifiers name.
    pub base: TypeId,
    /// The declarator's type operations in application order.
    pub ops: &'o [DeclOp],
    /// The end of the declarator (where a type error is reported).
    pub end: Span,
    /// `constexpr` written.
    pub is_constexpr: bool,
    /// Where a CUDA memory space was written.
    pub memory_space: Option<Span>,
    /// Where a storage class other than `static` was written.
    pub bad_storage: Option<Span>,
}

/// What a definition `T C::name ...;` outside class `C` does.
#[derive(Clone, Copy, Debug)]
pub enum StaticMemberDefinition {
    /// Names a member constant: nothing to define.
    Constant,
    /// Repeats a member defined in the class (`;` follows).
    Redeclared,
    /// Defines the member's variable, of this type.
    Define(TypeId),
}

impl<'a> Sema<'a> {
    /// A static data member declared in its class by `d`: its type, and whether it is
    /// a member constant (`const` integral, `=` following: `assigned`); `None` after
    /// an error.
    pub fn act_on_static_data_member(
        &mut self,
        d: StaticMemberDeclarator<'_>,
        assigned: bool,
    ) -> Option<(TypeId, bool)> {
        if !self.data_member_specifiers(d.memory_space, d.bad_storage) {
            return None;
        }
        let ty = self.declared_object_type(d.base, d.ops, d.end, d.is_constexpr)?;
        Some((ty, assigned && self.is_member_constant_type(ty)))
    }

    /// The definition outside `class` of its static data member `name` (at `span`) by
    /// `d`; `semicolon_follows`: no initializer follows the declarator. `None` after an
    /// error.
    pub fn act_on_static_member_definition(
        &mut self,
        class: TypeId,
        (name, span): (Sym, Span),
        d: StaticMemberDeclarator<'_>,
        semicolon_follows: bool,
    ) -> Option<StaticMemberDefinition> {
        if !self.data_member_specifiers(d.memory_space, d.bad_storage) {
            return None;
        }
        match self.static_member_defined(class, name, span)? {
            StaticMemberDefined::Constant => Some(StaticMemberDefinition::Constant),
            StaticMemberDefined::Var(_, true) if semicolon_follows => Some(StaticMemberDefinition::Redeclared),
            StaticMemberDefined::Var(..) => self
                .declared_object_type(d.base, d.ops, d.end, d.is_constexpr)
                .map(StaticMemberDefinition::Define),
        }
    }

    /// The static data member `name` of `class` a definition outside the class names
    /// (at `span`); `None` after nvcc's error when the class has no such member.
    fn static_member_defined(&mut self, class: TypeId, name: Sym, span: Span) -> Option<StaticMemberDefined> {
        match self.class_member(class, name) {
            Some(Entity::EnumConst(..)) => Some(StaticMemberDefined::Constant),
            Some(Entity::Var(v)) => Some(StaticMemberDefined::Var(v, self.is_defined_global(v))),
            _ => {
                let (c, n) = (self.types.display(class), self.interner.get(name).to_string());
                self.diags.error(span, format!("class \"{c}\" has no member \"{n}\""));
                None
            }
        }
    }

    /// Checks the specifiers of a data member: a CUDA memory space written at
    /// `memory_space` (nvcc rejects them), then a storage class other than `static`
    /// written at `bad_storage`; whether it may be declared.
    fn data_member_specifiers(&mut self, memory_space: Option<Span>, bad_storage: Option<Span>) -> bool {
        let (at, msg) = match (memory_space, bad_storage) {
            (Some(at), _) => (at, "memory qualifier on data member is not allowed"),
            (None, Some(at)) => (at, "invalid storage class for a class member"),
            (None, None) => return true,
        };
        self.diags.error(at, msg);
        false
    }

    /// Whether a static data member of type `ty` initialized in its class is a constant
    /// of the class scope (`const` and integral), not a variable.
    pub fn is_member_constant_type(&self, ty: TypeId) -> bool {
        ty.is_const() && self.types.is_integer(ty)
    }

    /// The initializer of member constant `name` of class `class` starts: in a class
    /// template instance, a trial whose errors wait for a use of the constant
    /// (`sema::templates::deferred_members`).
    pub fn start_member_constant(&mut self, class: TypeId) -> Option<crate::diag::Trial> {
        self.is_class_template_instance_type(class)
            .then(|| self.diags.begin_trial())
    }

    /// Member constant `name` (at `span`, of integral type `ty`) with initializer `e`
    /// (`None` after a syntax error), ending `trial` from
    /// [`Sema::start_member_constant`].
    pub fn finish_member_constant(
        &mut self,
        trial: Option<crate::diag::Trial>,
        name: Sym,
        span: Span,
        ty: TypeId,
        e: Option<&'a Expr<'a>>,
    ) {
        if let Some(e) = e {
            self.declare_static_member_constant(name, span, ty, e);
        }
        let Some(trial) = trial else { return };
        let errors = self.diags.end_trial_keeping_errors(trial);
        if !errors.is_empty() {
            self.declare_failed_static_member(name, span, errors);
        }
    }

    /// Declares member constant `name` (at `span`) of integral type `ty` with the value
    /// of `e` converted to `ty` as a copy-initialization does (an object of a class with
    /// a `constexpr` conversion function, a floating constant), which must be an integer
    /// constant.
    pub fn declare_static_member_constant(&mut self, name: Sym, span: Span, ty: TypeId, e: &'a Expr<'a>) {
        if self.is_err(e) {
            return;
        }
        let e = match self.types.is_integer(e.ty) {
            true => e,
            false => self.convert(e, ty.unqualified(), crate::sema::conversions::standard::ConvCtx::Init),
        };
        if self.is_err(e) {
            return;
        }
        let value = if self.types.is_integer(e.ty) {
            self.const_int(e)
        } else {
            None
        };
        let Some(v) = value else {
            self.diags.error(e.span, "expression must have a constant value");
            return;
        };
        let ty = ty.unqualified();
        let v = self.wrap_to(v, ty);
        if self.scopes.lookup_current(name).is_some() {
            let n = self.interner.get(name).to_string();
            self.diags
                .error(span, format!("\"{n}\" has already been declared in the current scope"));
            return;
        }
        self.scopes.declare(name, Entity::EnumConst(v, ty));
    }
}
