//! Semantic checks for statements: conditions, `return`, `break`/`continue` placement.

use crate::il::Expr;
use crate::source::Span;

use super::conv::ConvCtx;
use super::Sema;

impl<'a> Sema<'a> {
    /// The condition of `if`/`while`/`for`/`do`, converted to `bool`.
    pub fn condition(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        self.to_bool(e)
    }

    /// Enters the body of a loop.
    pub fn enter_loop(&mut self) {
        if let Some(c) = &mut self.fn_ctx {
            c.loops += 1;
        }
    }

    /// Leaves the body of a loop.
    pub fn exit_loop(&mut self) {
        if let Some(c) = &mut self.fn_ctx {
            c.loops = c.loops.saturating_sub(1);
        }
    }

    /// Checks `break` (`is_break`) or `continue`; false if misplaced (reported).
    pub fn check_jump(&mut self, is_break: bool, span: Span) -> bool {
        if self.fn_ctx.is_some_and(|c| c.loops > 0) {
            return true;
        }
        let msg = if is_break {
            "a break statement may only be used within a loop or switch"
        } else {
            "a continue statement may only be used within a loop"
        };
        self.diags.error(span, msg);
        false
    }

    /// Checks `return [value];` against the current function's return type; returns the
    /// converted value.
    pub fn return_value(&mut self, value: Option<&'a Expr<'a>>, span: Span) -> Option<&'a Expr<'a>> {
        let ctx = self.fn_ctx?;
        let ret_void = self.types.is_void(ctx.ret);
        match value {
            None => {
                if !ret_void {
                    let name = self.func(ctx.func).name;
                    self.diags
                        .warning(span, format!("non-void function \"{name}\" should return a value"));
                }
                None
            }
            Some(e) if self.is_err(e) => Some(e),
            Some(e) if ret_void => {
                // `return f();` with a void `f` is allowed in C++.
                if !self.types.is_void(e.ty) {
                    self.diags
                        .error(e.span, "return value type does not match the function type");
                    return Some(self.error_expr(e.span));
                }
                Some(e)
            }
            Some(e) => Some(self.convert(e, ctx.ret, ConvCtx::Return)),
        }
    }
}
