//! Token kinds (the `logos` lexer definition) and the [`Token`] the parser consumes.
//!
//! The lexer recognises C/C++ punctuators, keywords (including the CUDA execution-space and
//! memory-space keywords), identifiers, preprocessing numbers, character and string literals.
//! Literal values are decoded by [`crate::literal`]; a token keeps its spelling as a [`Sym`].

use logos::Logos;

use crate::source::Span;
use crate::symbol::Sym;

/// Kinds of tokens. Whitespace (except newlines, which the preprocessor needs) and comments
/// are skipped by the lexer.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[logos(skip r"[ \t\r\f\x0B]+")]
#[logos(skip r"\\\r?\n")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
#[logos(skip r"/\*([^*]|\*+[^*/])*\*+/")]
pub enum TokenKind {
    /// End of a source line (consumed by the preprocessor; never reaches the parser).
    #[token("\n")]
    Newline,
    /// `/*` without a closing `*/`.
    #[token("/*", priority = 0)]
    UnterminatedComment,

    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Ident,
    /// A C preprocessing number: integer or floating literal, classified by
    /// [`crate::literal::parse_number`].
    #[regex(r"[0-9]([0-9A-Za-z_.']|[eEpP][+-])*")]
    #[regex(r"\.[0-9]([0-9A-Za-z_.']|[eEpP][+-])*")]
    Number,
    #[regex(r"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*'")]
    CharLit,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*""#)]
    StrLit,
    /// A character or string literal missing its closing quote.
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*"#, priority = 0)]
    #[regex(r"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*", priority = 0)]
    Unterminated,

    // Keywords.
    #[token("auto")]
    KwAuto,
    #[token("bool")]
    KwBool,
    #[token("break")]
    KwBreak,
    #[token("case")]
    KwCase,
    #[token("char")]
    KwChar,
    #[token("class")]
    KwClass,
    #[token("const")]
    #[token("__const")]
    KwConst,
    #[token("constexpr")]
    KwConstexpr,
    #[token("continue")]
    KwContinue,
    #[token("default")]
    KwDefault,
    #[token("do")]
    KwDo,
    #[token("double")]
    KwDouble,
    #[token("else")]
    KwElse,
    #[token("enum")]
    KwEnum,
    #[token("extern")]
    KwExtern,
    #[token("false")]
    KwFalse,
    #[token("float")]
    KwFloat,
    #[token("for")]
    KwFor,
    #[token("goto")]
    KwGoto,
    #[token("if")]
    KwIf,
    // GNU's alternate spellings, which CUDA code uses (`__inline__ __device__`).
    #[token("inline")]
    #[token("__inline__")]
    #[token("__inline")]
    KwInline,
    #[token("int")]
    KwInt,
    #[token("long")]
    KwLong,
    #[token("namespace")]
    KwNamespace,
    #[token("nullptr")]
    KwNullptr,
    #[token("register")]
    KwRegister,
    #[token("return")]
    KwReturn,
    #[token("short")]
    KwShort,
    #[token("signed")]
    #[token("__signed__")]
    #[token("__signed")]
    KwSigned,
    #[token("sizeof")]
    KwSizeof,
    #[token("static")]
    KwStatic,
    #[token("static_assert")]
    KwStaticAssert,
    #[token("struct")]
    KwStruct,
    #[token("switch")]
    KwSwitch,
    #[token("template")]
    KwTemplate,
    #[token("true")]
    KwTrue,
    #[token("typedef")]
    KwTypedef,
    #[token("typename")]
    KwTypename,
    #[token("union")]
    KwUnion,
    #[token("unsigned")]
    KwUnsigned,
    #[token("using")]
    KwUsing,
    #[token("void")]
    KwVoid,
    #[token("volatile")]
    #[token("__volatile__")]
    #[token("__volatile")]
    KwVolatile,
    #[token("while")]
    KwWhile,
    #[token("__global__")]
    KwGlobal,
    #[token("__device__")]
    KwDevice,
    #[token("__host__")]
    KwHost,
    #[token("__shared__")]
    KwShared,
    #[token("__constant__")]
    KwConstant,
    #[token("__managed__")]
    KwManaged,
    #[token("__grid_constant__")]
    KwGridConstant,
    #[token("__forceinline__")]
    KwForceInline,
    #[token("__noinline__")]
    KwNoInline,
    #[token("__restrict__")]
    #[token("__restrict")]
    KwRestrict,

    // Punctuators.
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token("&")]
    Amp,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("^")]
    Caret,
    #[token("|")]
    Pipe,
    #[token("&&")]
    AmpAmp,
    #[token("||")]
    PipePipe,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token(";")]
    Semi,
    #[token("...")]
    Ellipsis,
    #[token("=")]
    Assign,
    #[token("*=")]
    StarAssign,
    #[token("/=")]
    SlashAssign,
    #[token("%=")]
    PercentAssign,
    #[token("+=")]
    PlusAssign,
    #[token("-=")]
    MinusAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
    #[token("&=")]
    AmpAssign,
    #[token("^=")]
    CaretAssign,
    #[token("|=")]
    PipeAssign,
    #[token(",")]
    Comma,
    #[token("#")]
    Hash,
    #[token("##")]
    HashHash,
    #[token(".*")]
    DotStar,
    #[token("->*")]
    ArrowStar,
    /// End of input (appended once after preprocessing).
    /// `#pragma unroll`: the preprocessor emits this, the (expanded) argument tokens, and
    /// [`TokenKind::PragmaEnd`]; the parser attaches the hint to the loop that follows.
    PragmaUnroll,
    /// `#pragma pack(...)`: the preprocessor emits this, the (expanded) operand tokens
    /// and [`TokenKind::PragmaEnd`]; the parser keeps the packing state it describes.
    PragmaPack,
    /// End of a pragma's argument tokens.
    PragmaEnd,
    Eof,
}

impl TokenKind {
    /// Whether this is a keyword (C, C++ or CUDA).
    pub fn is_keyword(self) -> bool {
        (self as u16) >= (TokenKind::KwAuto as u16) && (self as u16) <= (TokenKind::KwRestrict as u16)
    }

    /// Whether the token can start a macro name or be replaced by one: identifiers and
    /// keywords (a macro may redefine a keyword).
    pub fn is_identifier_like(self) -> bool {
        self == TokenKind::Ident || self.is_keyword()
    }
}

/// A preprocessed token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    /// Where the token is spelled (for tokens produced by a macro expansion: the span of
    /// the macro invocation).
    pub span: Span,
    /// The token's spelling.
    pub text: Sym,
    /// First token on its source line (directives start with such a `#`).
    pub at_line_start: bool,
    /// Whitespace precedes the token (used to glue `<<` `<` into a launch and by dumps).
    pub space_before: bool,
}
