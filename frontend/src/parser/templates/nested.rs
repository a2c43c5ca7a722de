//! A parser lent to Sema for a check inside one of its own actions
//! ([`crate::sema::templates::replay::ReplayHost`]): whether a constructor template's
//! signature substitutes is asked while Sema analyses a construction, deep below the
//! parser that drives it. The check gets a parser of its own over the same tokens,
//! which borrows the Sema for its duration; Sema's state (scopes, diagnostics trials,
//! instantiation depth) is the one both share, and replays start from a cleared
//! context anyway ([`Parser::leave_context`]).

use std::rc::Rc;

use crate::sema::templates::replay::TemplateParser;
use crate::sema::Sema;
use crate::token::Token;

use crate::parser::Parser;

/// Runs `check` with a parser over `tokens` that borrows `sema` until it returns.
pub(in crate::parser) fn run_nested_parse<'a>(
    sema: &mut Sema<'a>,
    tokens: &Rc<Vec<Token>>,
    check: &mut dyn FnMut(&mut dyn TemplateParser<'a>),
) {
    let mut parser = Parser::over(tokens.clone(), sema);
    check(&mut parser);
}
