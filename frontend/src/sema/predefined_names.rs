//! The function-local predefined variables `__func__` ([dcl.fct.def.general]/8) and
//! its GNU spellings `__FUNCTION__` and `__PRETTY_FUNCTION__`: a string literal
//! naming the function whose body is being analysed (assertion macros pass it, as
//! libcu++'s `_CCCL_VERIFY` does). `__PRETTY_FUNCTION__` spells the signature as EDG
//! (nvcc) does: `void k(int *)`.

use crate::il::Expr;
use crate::source::Span;

use super::Sema;

impl<'a> Sema<'a> {
    /// `__func__`, `__FUNCTION__` or `__PRETTY_FUNCTION__` (`name`, found by no
    /// lookup): the string inside a function body, else the name as any other
    /// undeclared name.
    pub fn predefined_function_name(&mut self, name: crate::symbol::Sym, span: Span) -> &'a Expr<'a> {
        let text = self.interner.get(name).to_string();
        match self.predefined_function_string(&text, span) {
            Some(e) => e,
            None => self.name_expr(name, span),
        }
    }

    /// The string [`Sema::predefined_function_name`] gives for `name`; `None` for another
    /// name or outside function bodies.
    fn predefined_function_string(&mut self, name: &str, span: Span) -> Option<&'a Expr<'a>> {
        let f = self.fn_ctx?.func;
        let plain = self.func(f).name.to_string();
        let text = match name {
            "__func__" | "__FUNCTION__" => plain,
            "__PRETTY_FUNCTION__" => {
                let func = self.func(f);
                let (ret, params) = match self.types.kind(func.ty) {
                    crate::types::TypeKind::Function { ret, params, .. } => (*ret, params.clone()),
                    _ => return None,
                };
                let params: Vec<String> = params
                    .iter()
                    .map(|&p| self.ty_str(p).trim_matches('"').to_string())
                    .collect();
                let ret = self.ty_str(ret).trim_matches('"').to_string();
                format!("{ret} {plain}({})", params.join(", "))
            }
            _ => return None,
        };
        let escaped: String = text
            .chars()
            .flat_map(|c| match c {
                '"' | '\\' => vec!['\\', c],
                c => vec![c],
            })
            .collect();
        let spelled = self.interner.intern(&format!("\"{escaped}\""));
        Some(self.string_literal(&[spelled], span))
    }
}
