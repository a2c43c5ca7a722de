//! Token kinds (the `logos` lexer definition) and the [`Token`] the parser consumes.
//!
//! The lexer recognises C/C++ punctuators, keywords (including the CUDA execution-space and
//! memory-space keywords), identifiers, preprocessing numbers, character and string literals.
//! Literal values are decoded by [`crate::literal`]; a token keeps its spelling as a [`Sym`].

use logos::Logos;

use crate::source::Span;
use crate::symbol::Sym;

/// Takes the rest of a raw string literal after its `R"`: `delim(` ... `)delim"`.
/// `false` (a lexical error) when the delimiter is malformed or the literal never ends.
fn raw_string_rest(lex: &mut logos::Lexer<TokenKind>) -> bool {
    let rest = lex.remainder();
    let Some(open) = rest.find('(') else { return false };
    let delim = &rest[..open];
    if delim.len() > 16 || delim.contains(|c: char| c.is_whitespace() || matches!(c, '\\' | ')' | '"')) {
        return false;
    }
    let close = format!("){delim}\"");
    match rest[open + 1..].find(&close) {
        Some(k) => {
            lex.bump(open + 1 + k + close.len());
            true
        }
        None => false,
    }
}

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

    /// An identifier (a name that is not a keyword).
    #[regex(r"[A-Za-z_$][A-Za-z0-9_$]*")]
    Ident,
    /// A C preprocessing number: integer or floating literal, classified by
    /// [`crate::literal::parse_number`].
    #[regex(r"[0-9]([0-9A-Za-z_.']|[eEpP][+-])*")]
    #[regex(r"\.[0-9]([0-9A-Za-z_.']|[eEpP][+-])*")]
    Number,
    /// A character literal, with its prefix (`'a'`, `L'x'`, `u8'c'`) and any user-defined
    /// suffix starting with `_` (`'a'_c`, one token that later stages diagnose).
    #[regex(r"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*'(_[A-Za-z0-9_]*)?")]
    CharLit,
    /// A string literal, with its prefix (`"text"`, `u8"..."`) and any user-defined suffix
    /// starting with `_` (`"km"_u`). A suffix without `_` stays a separate token, as GCC
    /// keeps `"%"PRId64` two tokens.
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*"(_[A-Za-z0-9_]*)?"#)]
    // A raw string literal (`R"delim(...)delim"`, possibly over several lines).
    #[regex(r#"(u8|u|U|L)?R""#, raw_string_rest)]
    StrLit,
    /// A character or string literal missing its closing quote.
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*"#, priority = 0)]
    #[regex(r"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*", priority = 0)]
    Unterminated,

    // Keywords.
    /// The keyword `auto`.
    #[token("auto")]
    KwAuto,
    /// The keyword `bool`.
    #[token("bool")]
    KwBool,
    /// The keyword `break`.
    #[token("break")]
    KwBreak,
    /// The keyword `case`.
    #[token("case")]
    KwCase,
    /// The keyword `char`.
    #[token("char")]
    KwChar,
    /// The keyword `class`.
    #[token("class")]
    KwClass,
    /// The keyword `const` (also `__const`, `__const__`).
    #[token("const")]
    #[token("__const")]
    #[token("__const__")]
    KwConst,
    /// The keyword `constexpr`, or `consteval` (C++20: a constexpr function that is
    /// also immediate; the declaration specifiers tell the two apart by spelling, and
    /// everywhere else `consteval` stands where `constexpr` may).
    #[token("constexpr")]
    #[token("consteval")]
    KwConstexpr,
    /// The keyword `continue`.
    #[token("continue")]
    KwContinue,
    /// The keyword `default`.
    #[token("default")]
    KwDefault,
    /// The keyword `do`.
    #[token("do")]
    KwDo,
    /// The keyword `double`.
    #[token("double")]
    KwDouble,
    /// The keyword `else`.
    #[token("else")]
    KwElse,
    /// The keyword `enum`.
    #[token("enum")]
    KwEnum,
    /// The keyword `extern`.
    #[token("extern")]
    KwExtern,
    /// The keyword `false`.
    #[token("false")]
    KwFalse,
    /// The keyword `float`.
    #[token("float")]
    KwFloat,
    /// The keyword `for`.
    #[token("for")]
    KwFor,
    /// The keyword `goto`.
    #[token("goto")]
    KwGoto,
    /// The keyword `if`.
    #[token("if")]
    KwIf,
    // GNU's alternate spellings, which CUDA code uses (`__inline__ __device__`).
    /// The keyword `inline` (also `__inline__`, `__inline`).
    #[token("inline")]
    #[token("__inline__")]
    #[token("__inline")]
    KwInline,
    /// The keyword `int`.
    #[token("int")]
    KwInt,
    /// The keyword `long`.
    #[token("long")]
    KwLong,
    /// The GNU keyword `__int128` (a 128-bit integer; nvcc accepts it in device code).
    #[token("__int128")]
    KwInt128,
    /// The keyword `namespace`.
    #[token("namespace")]
    KwNamespace,
    /// The keyword `nullptr`.
    #[token("nullptr")]
    KwNullptr,
    /// The keyword `register`.
    #[token("register")]
    KwRegister,
    /// The keyword `return`.
    #[token("return")]
    KwReturn,
    /// The keyword `short`.
    #[token("short")]
    KwShort,
    /// The keyword `signed` (also `__signed__`, `__signed`).
    #[token("signed")]
    #[token("__signed__")]
    #[token("__signed")]
    KwSigned,
    /// The keyword `sizeof`.
    #[token("sizeof")]
    KwSizeof,
    /// The keyword `static`.
    #[token("static")]
    KwStatic,
    /// The keyword `static_assert`.
    #[token("static_assert")]
    KwStaticAssert,
    /// The keyword `struct`.
    #[token("struct")]
    KwStruct,
    /// The keyword `switch`.
    #[token("switch")]
    KwSwitch,
    /// The keyword `template`.
    #[token("template")]
    KwTemplate,
    /// The keyword `true`.
    #[token("true")]
    KwTrue,
    /// The keyword `typedef`.
    #[token("typedef")]
    KwTypedef,
    /// The keyword `typename`.
    #[token("typename")]
    KwTypename,
    /// The keyword `union`.
    #[token("union")]
    KwUnion,
    /// The keyword `unsigned`.
    #[token("unsigned")]
    KwUnsigned,
    /// The keyword `using`.
    #[token("using")]
    KwUsing,
    /// The keyword `void`.
    #[token("void")]
    KwVoid,
    /// The keyword `volatile` (also `__volatile__`, `__volatile`).
    #[token("volatile")]
    #[token("__volatile__")]
    #[token("__volatile")]
    KwVolatile,
    /// The keyword `while`.
    #[token("while")]
    KwWhile,
    /// The keyword `__global__`.
    #[token("__global__")]
    KwGlobal,
    /// The keyword `__device__`.
    #[token("__device__")]
    KwDevice,
    /// The keyword `__host__`.
    #[token("__host__")]
    KwHost,
    /// The keyword `__shared__`.
    #[token("__shared__")]
    KwShared,
    /// The keyword `__constant__`.
    #[token("__constant__")]
    KwConstant,
    /// The keyword `__managed__`.
    #[token("__managed__")]
    KwManaged,
    /// The keyword `__grid_constant__`.
    #[token("__grid_constant__")]
    KwGridConstant,
    /// The keyword `__forceinline__`.
    #[token("__forceinline__")]
    KwForceInline,
    /// The keyword `__noinline__`.
    #[token("__noinline__")]
    KwNoInline,
    /// The keyword `__restrict__` (also `__restrict`).
    #[token("__restrict__")]
    #[token("__restrict")]
    KwRestrict,

    // Punctuators.
    /// `[`.
    #[token("[")]
    LBracket,
    /// `]`.
    #[token("]")]
    RBracket,
    /// `(`.
    #[token("(")]
    LParen,
    /// `)`.
    #[token(")")]
    RParen,
    /// `{`.
    #[token("{")]
    LBrace,
    /// `}`.
    #[token("}")]
    RBrace,
    /// `.`.
    #[token(".")]
    Dot,
    /// `->`.
    #[token("->")]
    Arrow,
    /// `++`.
    #[token("++")]
    PlusPlus,
    /// `--`.
    #[token("--")]
    MinusMinus,
    /// `&` (also the alternative token `bitand`).
    #[token("&")]
    #[token("bitand")]
    Amp,
    /// `*`.
    #[token("*")]
    Star,
    /// `+`.
    #[token("+")]
    Plus,
    /// `-`.
    #[token("-")]
    Minus,
    /// `~` (also the alternative token `compl`).
    #[token("~")]
    #[token("compl")]
    Tilde,
    /// `!` (also the alternative token `not`).
    #[token("!")]
    #[token("not")]
    Bang,
    /// `/`.
    #[token("/")]
    Slash,
    /// `%`.
    #[token("%")]
    Percent,
    /// `<<`.
    #[token("<<")]
    Shl,
    /// `>>`.
    #[token(">>")]
    Shr,
    /// `<`.
    #[token("<")]
    Lt,
    /// `>`.
    #[token(">")]
    Gt,
    /// `<=`.
    #[token("<=")]
    Le,
    /// `>=`.
    #[token(">=")]
    Ge,
    /// `==`.
    #[token("==")]
    EqEq,
    /// `!=` (also the alternative token `not_eq`).
    #[token("!=")]
    #[token("not_eq")]
    Ne,
    /// `^` (also the alternative token `xor`).
    #[token("^")]
    #[token("xor")]
    Caret,
    /// `|` (also the alternative token `bitor`).
    #[token("|")]
    #[token("bitor")]
    Pipe,
    /// `&&` (also the alternative token `and`).
    #[token("&&")]
    #[token("and")]
    AmpAmp,
    /// `||` (also the alternative token `or`).
    #[token("||")]
    #[token("or")]
    PipePipe,
    /// `?`.
    #[token("?")]
    Question,
    /// `:`.
    #[token(":")]
    Colon,
    /// `::`.
    #[token("::")]
    ColonColon,
    /// `;`.
    #[token(";")]
    Semi,
    /// `...`.
    #[token("...")]
    Ellipsis,
    /// `=`.
    #[token("=")]
    Assign,
    /// `*=`.
    #[token("*=")]
    StarAssign,
    /// `/=`.
    #[token("/=")]
    SlashAssign,
    /// `%=`.
    #[token("%=")]
    PercentAssign,
    /// `+=`.
    #[token("+=")]
    PlusAssign,
    /// `-=`.
    #[token("-=")]
    MinusAssign,
    /// `<<=`.
    #[token("<<=")]
    ShlAssign,
    /// `>>=`.
    #[token(">>=")]
    ShrAssign,
    /// `&=` (also the alternative token `and_eq`).
    #[token("&=")]
    #[token("and_eq")]
    AmpAssign,
    /// `^=` (also the alternative token `xor_eq`).
    #[token("^=")]
    #[token("xor_eq")]
    CaretAssign,
    /// `|=` (also the alternative token `or_eq`).
    #[token("|=")]
    #[token("or_eq")]
    PipeAssign,
    /// `,`.
    #[token(",")]
    Comma,
    /// `#`.
    #[token("#")]
    Hash,
    /// `##`.
    #[token("##")]
    HashHash,
    /// `.*`.
    #[token(".*")]
    DotStar,
    /// `->*`.
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
    /// The end of the token stream (always its last token).
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
    /// What kind of token it is.
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
