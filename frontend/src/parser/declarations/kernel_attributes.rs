//! CUDA launch attributes on kernel declarations: `__launch_bounds__(max
//! threads[, min blocks[, max blocks per cluster]])`, `__cluster_dims__(x[, y[, z]])`
//! and `__maxnreg__(n)`. The parser reads the argument expressions; Sema
//! (sema/launch_attributes.rs) evaluates them and checks where they are written.

use crate::il::KernelAttrs;
use crate::parser::{PResult, Parser};
use crate::sema::launch_attributes::LaunchAttrSpans;
use crate::token::TokenKind as K;

/// Whether `name` spells a kernel launch attribute.
pub fn is_kernel_attribute(name: &str) -> bool {
    matches!(name, "__launch_bounds__" | "__cluster_dims__" | "__maxnreg__")
}

impl<'a> Parser<'_, 'a> {
    /// Parses one attribute (its name is the current token) into `attrs`,
    /// recording where it was written in `spans`.
    pub(in crate::parser) fn kernel_attribute(
        &mut self,
        attrs: &mut KernelAttrs,
        spans: &mut LaunchAttrSpans,
    ) -> PResult<()> {
        let name_tok = self.bump();
        let name = self.text(name_tok).to_string();
        spans.record(&name, name_tok.span);
        if self.in_template_pattern && self.peek() == K::LParen {
            // A kernel template's signature pattern: the arguments may depend on its
            // parameters (`__launch_bounds__(Policy<T>::threads)`); each instance
            // evaluates them.
            self.skip_parens();
            return Ok(());
        }
        self.expect(K::LParen, "(")?;
        let mut args = Vec::new();
        if self.peek() != K::RParen {
            loop {
                args.push(self.nested(|p| p.assign_expr())?);
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?;
        self.sema
            .launch_attribute(&name, name_tok.span, name_tok.span.to(close.span), &args, attrs);
        Ok(())
    }
}
