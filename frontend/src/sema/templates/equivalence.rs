//! Whether a function template declaration redeclares an earlier one ([temp.over.link]):
//! the same template parameter list and the same signature. Where the signature pattern
//! holds what only substitution can resolve (`typename enable_if<C<T>::value>::type`,
//! conditions of SFINAE parameters), [temp.over.link]/5 defers to the one-definition rule:
//! the declarations are equivalent when written with the same tokens, template
//! parameters compared by position ([temp.over.link]/4), not by name, and a name
//! qualified by the namespaces enclosing the declaration written as it would be
//! without them (CUB declares `cub::detail::it_value_t<It> ThreadLoad(It)` and defines
//! it as `detail::it_value_t<It> ThreadLoad(It)`). Function parameters are compared by
//! position too: a definition may rename them (Thrust declares
//! `get_temporary_buffer(const execution_policy_base<D>& system, typename
//! pointer<T, D>::difference_type n)` and defines it with `exec`).

use crate::symbol::Sym;

use super::{FnTemplate, FnTemplateId, TemplateParamKind};
use crate::sema::Sema;

/// One token of a template's written head and declarator, with a template or function
/// parameter's name replaced by its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrittenToken {
    /// A token other than a parameter's name.
    Token(Sym),
    /// The name of the template parameter at this position.
    Param(u32),
    /// The name of the function parameter at this position.
    FnParam(u32),
}

/// How a function template's head and declarator are written (default template
/// arguments left out: given once, by one declaration).
pub type WrittenSignature = Vec<WrittenToken>;

/// `tokens` with the names of template parameters `params` and of function parameters
/// `fn_params` replaced by their positions. A name after one of `accessors` (`::`, `.`,
/// `->`) names a member, not a function parameter.
pub fn written_signature(
    params: &[(Sym, TemplateParamKind)],
    fn_params: &[Option<Sym>],
    tokens: &[Sym],
    accessors: &[Sym],
) -> WrittenSignature {
    let fn_param = |i: usize, t: Sym| {
        let member = i > 0 && accessors.contains(&tokens[i - 1]);
        let at = fn_params.iter().position(|&name| name == Some(t));
        at.filter(|_| !member).map(|p| WrittenToken::FnParam(p as u32))
    };
    tokens
        .iter()
        .enumerate()
        .map(|(i, &t)| match params.iter().position(|(name, _)| *name == t) {
            Some(p) => WrittenToken::Param(p as u32),
            None => fn_param(i, t).unwrap_or(WrittenToken::Token(t)),
        })
        .collect()
}

/// `signature` (written as `tokens`, one entry each) without the names its function
/// parameters are declared with, which a declaration may leave out and a definition
/// give (`get(tuple<T...>&)` and `get(tuple<T...>& t)`): a parameter's name followed by
/// one of `ends` (`,` `)` `=` `[`) and not following `before.0` or `before.1` (`(`, `,`:
/// there it is an argument, `decltype(f(t))`).
pub fn without_parameter_names(
    signature: &[WrittenToken],
    tokens: &[Sym],
    before: (Sym, Sym),
    ends: &[Sym],
) -> WrittenSignature {
    signature
        .iter()
        .enumerate()
        .filter(|&(i, t)| {
            let declared = matches!(t, WrittenToken::FnParam(_))
                && tokens.get(i + 1).is_some_and(|n| ends.contains(n))
                && i > 0
                && tokens[i - 1] != before.0
                && tokens[i - 1] != before.1;
            !declared
        })
        .map(|(_, t)| *t)
        .collect()
}

/// `tokens` without the qualifiers naming the declaration's enclosing namespaces
/// from the global one down (`enclosing`, outermost first): `::cub::detail::x` and
/// `cub::detail::x` written in namespace `cub` become `detail::x`.
pub fn without_enclosing_qualifiers(tokens: &[Sym], enclosing: &[Sym], scope: Sym) -> Vec<Sym> {
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        // Only where a qualified name begins (not after `::`).
        let starts = out.last() != Some(&scope);
        if starts {
            let mut j = i;
            if tokens.get(j) == Some(&scope) {
                j += 1;
            }
            let mut matched = 0;
            while matched < enclosing.len()
                && tokens.get(j) == Some(&enclosing[matched])
                && tokens.get(j + 1) == Some(&scope)
            {
                j += 2;
                matched += 1;
            }
            if matched > 0 {
                i = j;
                continue;
            }
        }
        out.push(tokens[i]);
        i += 1;
    }
    out
}

impl<'a> Sema<'a> {
    /// `written` (a function template's head and declarator, its function parameters
    /// named `param_names`) as [`without_enclosing_qualifiers`] writes it for the current
    /// namespace, with the parameters' names replaced by their positions
    /// ([`written_signature`]).
    pub(crate) fn written_signature_here(
        &mut self,
        params: &[(Sym, TemplateParamKind)],
        param_names: &[Option<Sym>],
        written: &[Sym],
    ) -> WrittenSignature {
        let ns = self.scopes.current_namespace();
        let path = self.scopes.namespace_path(ns);
        let enclosing: Vec<Sym> = path.iter().map(|n| self.interner.intern(n)).collect();
        let scope = self.interner.intern("::");
        let unqualified = without_enclosing_qualifiers(written, &enclosing, scope);
        let accessors = [scope, self.interner.intern("."), self.interner.intern("->")];
        let signature = written_signature(params, param_names, &unqualified, &accessors);
        let [open, comma, close, assign, bracket] = ["(", ",", ")", "=", "["].map(|t| self.interner.intern(t));
        without_parameter_names(
            &signature,
            &unqualified,
            (open, comma),
            &[comma, close, assign, bracket],
        )
    }

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
