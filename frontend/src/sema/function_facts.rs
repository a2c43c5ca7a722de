//! What Sema knows about a function beyond its IL entry ([`crate::il::Function`]): one
//! record per function, keyed by [`FnDeclId`] in `Sema::fn_facts`.
//!
//! The IL keeps only what code generation needs (lowered type, parameters, body). The
//! facts here serve later declarations, calls and constant evaluation of the same
//! translation unit: the type as declared (with references), how each parameter is
//! lowered, default arguments, `constexpr`, `[[deprecated]]`, a deduced or reference
//! result, and what makes it a member function. A new per-function fact is a field here.

use crate::il::FnDeclId;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::classes::members::MethodInfo;
use super::conversions::references::RefMode;
use super::lookup::NsId;
use super::Sema;

/// Per-function facts (see the module header). The default is a plain function of the
/// global namespace.
#[derive(Clone, Debug, Default)]
pub struct FunctionFacts {
    /// A member function declared after `private:` or `protected:`: the type traits
    /// do not count it as usable (from outside the class).
    pub not_public: bool,
    /// The namespace the function was declared in.
    pub namespace: NsId,
    /// The function type as declared (with references), for mangling and redeclaration
    /// matching, when it differs from the IL type.
    pub declared_ty: Option<TypeId>,
    /// How each parameter's declared type is lowered (references); empty when
    /// `declared_ty` is `None` (no parameter is a reference).
    pub param_modes: Vec<RefMode>,
    /// The default argument of each parameter (an index into `Sema::default_args`).
    pub defaults: Vec<Option<usize>>,
    /// `[[deprecated]]`, with the attribute's message.
    pub deprecated: Option<Sym>,
    /// `[[noreturn]]`: control does not come back from a call (`sema::flow`).
    pub noreturn: bool,
    /// Declared `constexpr` (constant evaluation may call it).
    pub is_constexpr: bool,
    /// Declared `consteval`: an immediate function (`sema::immediate_functions`).
    pub is_immediate: bool,
    /// For a function returning `T&` or `T&&`: `T` (the IL result is a `T*`).
    pub ref_return: Option<TypeId>,
    /// The result is `T&&`: calls are xvalues.
    pub returns_rvalue_ref: bool,
    /// The return type was deduced from the `return` statements (`auto f()`).
    pub return_deduced: bool,
    /// For a member function: its class and qualifiers.
    pub method: Option<MethodInfo>,
    /// A constructor declared `explicit`: not used by copy-initialization or implicit
    /// conversions.
    pub is_explicit: bool,
    /// Declared `noexcept` (or `noexcept(true)`): the `noexcept` operator finds calls of
    /// it non-throwing.
    pub is_noexcept: bool,
    /// Declared `= delete`: choosing it is an error (`sema::deleted_functions`).
    pub is_deleted: bool,
}

impl Sema<'_> {
    /// The facts about function `f`.
    pub fn facts(&self, f: FnDeclId) -> &FunctionFacts {
        &self.fn_facts[f]
    }

    /// The function type of `f` as declared (with references).
    pub fn declared_fn_type(&self, f: FnDeclId) -> TypeId {
        self.fn_facts[f].declared_ty.unwrap_or(self.func(f).ty)
    }
}
