//! File- and namespace-scope declarations, with host declarations that have errors set
//! aside (see [`crate::host_code`]): a declaration whose head names no CUDA execution or
//! memory space is host code or a type both sides may use. When it has an error, its
//! diagnostics are held back; device code that uses a name it declared (or a name of a
//! later host declaration that used one of its names) brings them back.

use crate::il::FnDeclId;
use crate::token::TokenKind as K;

use crate::parser::unused_declarations::matching;
use crate::parser::Parser;
use crate::sema::host_declarations::HostDeclarationEnd;

/// Tokens looked at to find a declaration's head (a class body it defines not counted);
/// a longer head is judged exact.
const MAX_HEAD_TOKENS: usize = 4096;

impl Parser<'_, '_> {
    /// Parses one declaration at file or namespace scope, resynchronising after a syntax
    /// error. Returns the function it defined, if any.
    pub(in crate::parser) fn top_level_declaration(&mut self) -> Option<FnDeclId> {
        self.sema.forget_read_signatures();
        if !self.host_declaration_ahead() {
            return self.external_declaration().unwrap_or_else(|_| {
                self.sync_top_level();
                None
            });
        }
        let start = self.pos;
        let region = self.sema.start_host_declaration();
        let defined = self.external_declaration().unwrap_or_else(|_| {
            self.sync_top_level();
            None
        });
        // A declaration cut short by the end of the file (it ends in neither `;` nor
        // `}`) is not host code ptxc cannot check: its errors stand.
        let cut_short =
            self.peek() == K::Eof && self.pos > start && !matches!(self.toks[self.pos - 1].kind, K::Semi | K::RBrace);
        let (span, class_name) = (self.toks[start].span, self.class_name_in(start));
        let read = &self.toks[start..self.pos];
        let ended = HostDeclarationEnd {
            span,
            class_name,
            cut_short,
        };
        self.sema
            .act_on_host_declaration_end(&region, ended, |error| swallowed_device_code(read, error));
        defined
    }

    /// The class named by the first `struct`/`class`/`union` of the declaration starting
    /// at `start` (parsed up to here).
    fn class_name_in(&self, start: usize) -> Option<crate::symbol::Sym> {
        self.toks[start..self.pos]
            .windows(2)
            .find(|w| matches!(w[0].kind, K::KwStruct | K::KwClass | K::KwUnion) && w[1].kind == K::Ident)
            .map(|w| w[1].text)
    }

    /// Whether the declaration ahead is a host one that may be set aside: not a namespace
    /// or linkage block (their members are judged one by one), and no `__global__`,
    /// `__device__`, `__constant__`, `__shared__`, `__managed__` or `constexpr` before the
    /// first `{`, `;` or `=` outside parentheses, looking past the body of a class the
    /// declaration starts by defining (a class's members are judged with it: a class
    /// with errors is set aside whole; its device member bodies are exact).
    fn host_declaration_ahead(&self) -> bool {
        match self.peek() {
            // A static assertion holds for both sides.
            K::KwNamespace | K::KwStaticAssert | K::Semi | K::Eof | K::PragmaPack | K::PragmaUnroll => return false,
            // A block where a declaration belongs is an error on either side.
            K::LBrace => return false,
            K::KwExtern if self.peek_at(1) == K::StrLit && self.peek_at(2) == K::LBrace => return false,
            K::KwInline if self.peek_at(1) == K::KwNamespace => return false,
            _ => {}
        }
        if self.sema.diags.in_host_region() {
            // Already inside one (a declaration replayed while parsing host code).
            return false;
        }
        let mut depth = 0u32;
        // `struct S { ... } __global__ f(...)`: a class defined in the head is looked
        // past, so the specifiers after its body count (a kernel is never set aside).
        let mut class_body = matches!(self.peek(), K::KwStruct | K::KwClass | K::KwUnion | K::KwEnum);
        // `k` is the offset; `read` counts the head's tokens, a class body looked past not
        // among them (a class longer than the limit is still judged by its head).
        let (mut k, mut read) = (0, 0);
        while read < MAX_HEAD_TOKENS {
            match self.peek_at(k) {
                K::Eof => return true,
                K::LParen | K::LBracket => depth += 1,
                K::RParen | K::RBracket => depth = depth.saturating_sub(1),
                K::LBrace if depth == 0 && class_body => {
                    class_body = false;
                    let close = matching(&self.toks, self.pos + k, K::LBrace, K::RBrace);
                    let Some(close) = close else { return true };
                    k = close - self.pos;
                }
                K::LBrace | K::Semi | K::Assign if depth == 0 => return true,
                K::KwGlobal | K::KwDevice | K::KwConstant | K::KwShared | K::KwManaged | K::KwConstexpr => {
                    return false
                }
                _ => {}
            }
            k += 1;
            read += 1;
        }
        false
    }
}

/// Whether the declaration `read`, judged host code by its head, took in
/// device code when it recovered from its first error (at `error`): a CUDA execution
/// or memory space outside all brackets at or after the error (`template <class U>
/// struct Box { U v; }` missing its `;` runs on through `__device__ long long run()
/// { ... }`). Its errors then stand; setting them aside would drop the device code
/// silently. (Before the error such a word is the declaration's own: the head is
/// judged only up to its first `=`, so `template <class = void> __device__ void f()`
/// counts as host code.)
fn swallowed_device_code(read: &[crate::token::Token], error: crate::source::Span) -> bool {
    let mut depth = 0u32;
    let mut after_error = false;
    read.iter().any(|t| {
        // The error's token (an error elsewhere, in a template this declaration
        // instantiated, says nothing about what the recovery took in).
        after_error |= t.span.file == error.file && t.span.start <= error.start && error.start <= t.span.end;
        match t.kind {
            K::LParen | K::LBracket | K::LBrace => {
                depth += 1;
                false
            }
            K::RParen | K::RBracket | K::RBrace => {
                depth = depth.saturating_sub(1);
                false
            }
            K::KwGlobal | K::KwDevice | K::KwConstant | K::KwShared | K::KwManaged => after_error && depth == 0,
            _ => false,
        }
    })
}
