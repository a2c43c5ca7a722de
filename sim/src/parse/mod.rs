//! PTX text to syntax tree: `lexer` makes tokens, `parser` builds `ast`;
//! `link` joins the trees of several modules.

pub mod ast;
pub mod lexer;
pub mod link;
pub mod parser;

pub use link::link;
pub use parser::parse;
