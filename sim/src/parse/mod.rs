//! PTX text to syntax tree: `lexer` makes tokens, `parser` builds `ast`.

pub mod ast;
pub mod lexer;
pub mod parser;

pub use parser::parse;
