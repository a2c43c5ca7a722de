//! CUDA launch attributes on kernel declarations: `__launch_bounds__(max
//! threads[, min blocks[, max blocks per cluster]])`, `__cluster_dims__(x[, y[, z]])`
//! and `__maxnreg__(n)`. Their arguments are integer constant expressions.

use crate::il::KernelAttrs;
use crate::parser::{PResult, Parser};
use crate::token::TokenKind as K;

/// Whether `name` spells a kernel launch attribute.
pub fn is_kernel_attribute(name: &str) -> bool {
    matches!(name, "__launch_bounds__" | "__cluster_dims__" | "__maxnreg__")
}

impl<'a> Parser<'_, 'a> {
    /// Parses one attribute (its name is the current token) into `attrs`.
    pub(in crate::parser) fn kernel_attribute(&mut self, attrs: &mut KernelAttrs) -> PResult<()> {
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        if self.in_template_pattern && self.peek() == K::LParen {
            // A kernel template's signature pattern: the arguments may depend on its
            // parameters (`__launch_bounds__(Policy<T>::threads)`); each instance
            // evaluates them.
            self.skip_parens();
            return Ok(());
        }
        self.expect(K::LParen, "(")?;
        let mut values: Vec<u32> = Vec::new();
        // Only `__launch_bounds__`'s later arguments may be zero (no minimum).
        let zero_ok = |index: usize| name == "__launch_bounds__" && index > 0;
        if self.peek() != K::RParen {
            loop {
                let e = self.nested(|p| p.assign_expr())?;
                if !self.sema.is_err(e) {
                    match self.sema.const_int(e) {
                        Some(v) if (1..=i128::from(u32::MAX)).contains(&v) => values.push(v as u32),
                        Some(0) if zero_ok(values.len()) => values.push(0),
                        Some(_) => {
                            let what = if zero_ok(values.len()) {
                                "a non-negative"
                            } else {
                                "a positive"
                            };
                            self.sema
                                .diags
                                .error(e.span, format!("{name} argument must be {what} integer"));
                            values.push(1);
                        }
                        None => {
                            self.sema.diags.error(e.span, "expression must have a constant value");
                            values.push(1);
                        }
                    }
                }
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?;
        let span = name_tok.span.to(close.span);
        let (min, max) = match name.as_str() {
            "__launch_bounds__" => (1, 3),
            "__cluster_dims__" => (1, 3),
            _ => (1, 1),
        };
        if values.len() < min || values.len() > max {
            self.sema.diags.error(
                span,
                format!("{name} takes {min} to {max} arguments, {} given", values.len()),
            );
            return Ok(());
        }
        match name.as_str() {
            "__launch_bounds__" => {
                attrs.max_threads = values.first().copied();
                attrs.min_blocks = values.get(1).copied();
                attrs.max_blocks_per_cluster = values.get(2).copied();
            }
            "__cluster_dims__" => {
                attrs.cluster_dims = Some([
                    values[0],
                    values.get(1).copied().unwrap_or(1),
                    values.get(2).copied().unwrap_or(1),
                ])
            }
            _ => attrs.max_nreg = values.first().copied(),
        }
        Ok(())
    }
}
