//! A function's parameters in its own trailing return type
//! (`auto f(T a) -> decltype(a + 1)`, [basic.scope.param]): the type after `->` is parsed in a scope holding one
//! variable per named parameter, of its declared type. Only unevaluated operands
//! (`decltype`, `sizeof`, `noexcept`) can use them there, so these variables never reach
//! code; the function's real parameters are made when its body is.

use crate::sema::conversions::references::RefMode;
use crate::sema::decl::ParamInfo;
use crate::sema::lookup::Entity;
use crate::sema::Sema;

impl Sema<'_> {
    /// Opens the scope of a trailing return type with `params` declared in it; the caller
    /// closes it with `scopes.pop()` after the type.
    pub fn enter_trailing_return_scope(&mut self, params: &[ParamInfo]) {
        self.scopes.push();
        for p in params {
            let Some(name) = p.name else { continue };
            let spelled = self.interner.get(name).to_string();
            let (ty, mode) = self.lower_local_reference(p.ty);
            let v = self.new_synthetic_local(&spelled, ty, p.span);
            if let RefMode::ByPointer(referee) = mode {
                self.mark_reference_var(v, referee);
            }
            self.scopes.declare(name, Entity::Var(v));
        }
    }
}
