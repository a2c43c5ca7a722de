//! Prelude items whose function body the parser will not read (issue 46): a library
//! function whose optimized IR the caller holds is left unparsed
//! (`FrontendOptions::prebuilt_library`), so the names only its body spells need not
//! keep declarations for it. [`head_end`] finds where such an item's body starts.

use crate::symbol::{Interner, Sym};
use crate::token::{Token, TokenKind as K};

/// For prelude item `toks` at namespace scope depth `in_namespace` (0: global), the
/// length of its head when it defines a function whose bodies are all left unparsed
/// (`unread` answers by name): the item is a `static` function definition at global
/// scope, no template, `constexpr`, `auto` or kernel, as the parser defers them
/// (`parser::deferred_library_bodies::may_defer_body`). `None` when the whole item is read.
pub(crate) fn head_end(toks: &[Token], in_namespace: bool, unread: &dyn Fn(Sym) -> bool) -> Option<usize> {
    if in_namespace || toks.last()?.kind != K::RBrace {
        return None;
    }
    let body = toks.iter().position(|t| t.kind == K::LBrace)?;
    let head = &toks[..body];
    let excluded = |t: &Token| {
        matches!(
            t.kind,
            K::KwTemplate | K::KwConstexpr | K::KwAuto | K::KwGlobal | K::Assign
        )
    };
    if !head.iter().any(|t| t.kind == K::KwStatic) || head.iter().any(excluded) {
        return None;
    }
    let paren = head.iter().position(|t| t.kind == K::LParen)?;
    let name = head[..paren].last().filter(|t| t.kind == K::Ident)?;
    unread(name.text).then_some(body)
}

/// Whether item `toks` (whole) opens a `namespace` block, for the depth [`head_end`] needs.
pub(crate) fn opens_namespace(toks: &[Token], interner: &Interner) -> bool {
    toks.last().is_some_and(|t| t.kind == K::LBrace)
        && toks
            .iter()
            .any(|t| t.kind == K::KwNamespace || (t.kind == K::Ident && interner.get(t.text) == "namespace"))
}
