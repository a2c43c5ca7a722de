//! Whether a function template declaration redeclares an earlier one ([temp.over.link]):
//! the same template parameter list and the same signature. Where the signature pattern
//! holds what only substitution can resolve (`typename enable_if<C<T>::value>::type`,
//! conditions of SFINAE parameters), [temp.over.link]/5 defers to the one-definition rule:
//! the declarations are equivalent when written with the same tokens, template
//! parameters compared by position ([temp.over.link]/4), not by name.

use crate::symbol::Sym;

use super::{FnTemplate, FnTemplateId, TemplateParamKind};
use crate::sema::Sema;

/// One token of a template's written head and declarator, with a template parameter's
/// name replaced by its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrittenToken {
    /// A token other than a template parameter's name.
    Token(Sym),
    /// The name of the template parameter at this position.
    Param(u32),
}

/// How a function template's head and declarator are written (default template
/// arguments left out: given once, by one declaration).
pub type WrittenSignature = Vec<WrittenToken>;

/// `tokens` with the names of `params` replaced by their positions.
pub fn written_signature(params: &[(Sym, TemplateParamKind)], tokens: &[Sym]) -> WrittenSignature {
    tokens
        .iter()
        .map(|&t| match params.iter().position(|(name, _)| *name == t) {
            Some(i) => WrittenToken::Param(i as u32),
            None => WrittenToken::Token(t),
        })
        .collect()
}

impl<'a> Sema<'a> {
    /// Whether `new` (written as `written`) declares function template `old` again
    /// (clang's `isSameTemplate` and `MergeFunctionDecl`): the same number of template
    /// parameters and variadicity, and either the same signature pattern (where no part
    /// of either is a SFINAE condition) or an equivalent written signature.
    pub(crate) fn redeclares_template(&self, old: FnTemplateId, new: &FnTemplate, written: &WrittenSignature) -> bool {
        let o = &self.templates[old];
        if o.params.len() != new.params.len() || o.variadic != new.variadic {
            return false;
        }
        let same_pattern = o.pattern_params == new.pattern_params
            && o.dependent_param_types.is_empty()
            && new.dependent_param_types.is_empty()
            && o.pattern_ret == new.pattern_ret;
        same_pattern || self.written_signatures.get(&old) == Some(written)
    }
}
