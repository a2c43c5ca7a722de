//! Hand-written recursive-descent parser for the supported CUDA C++ subset.
//!
//! The parser reads the preprocessed token stream and calls [`Sema`] actions as it
//! recognises each construct, so it produces the typed IL directly (as clang's parser drives
//! its Sema). Overload choice, template argument deduction, every other template decision
//! and `auto` deduction are Sema's: the parser hands it what it parsed and acts on the
//! answer; Sema's template rules ask the parser to replay a template's tokens when they
//! need an instance or a default argument (`sema::templates::replay::TemplateParser`).
//! Submodules, by grammar:
//!
//! - `declarations/`: specifiers, declarators, functions, variables, `extern "C"`,
//!   `typedef`, enumerations, namespaces, alignment and kernel attributes, `auto`.
//! - `classes/`: `struct`/`class`/`union` definitions and their members.
//! - `templates/`: template declarations, specializations, template argument lists, and
//!   the replay of stored tokens.
//! - `expressions/`: expressions by precedence climbing, casts, `offsetof`.
//! - `statements/`: statements, range-based `for`.
//! - `lambdas`, `asm` (GNU inline assembly), `pragmas` (`#pragma unroll`, `pack`).
//! - `delimiters`: the balance of `()`, `[]` and `{}` over the whole token stream, which
//!   the token ranges skipped unparsed (templates, deferred library bodies, host code) rely on.
//!
//! Error recovery: a syntax error is reported once and the parser skips to the end of the
//! statement (`;` or the closing `}` of the block) or, at file scope, to the end of the
//! declaration, then continues. Semantic errors produce error expressions that silence
//! follow-on diagnostics. Nesting (parentheses, blocks, declarators, unary chains) is
//! limited by [`MAX_NESTING`] so deeply nested input gets an error, not a stack overflow.

mod asm;
mod block_scopes;
mod classes;
mod declarations;
pub mod deferred_library_bodies;
pub mod delimiters;
mod expressions;
mod lambdas;
mod nodes;
mod pragmas;
mod statements;
mod templates;
mod tentative;
mod unused_declarations;

use crate::il::FnDeclId;
use crate::sema::classify_name::NameKind;
use crate::sema::Sema;
use crate::source::Span;
use crate::token::{Token, TokenKind};

/// Deepest nesting of expressions, statements or declarators accepted.
pub const MAX_NESTING: u32 = 200;

/// A syntax error was reported; the caller should recover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recover;

/// Parse result: `Err` means "already reported, resynchronise".
pub type PResult<T> = Result<T, Recover>;

/// The parser state.
pub struct Parser<'s, 'a> {
    toks: std::rc::Rc<Vec<Token>>,
    pos: usize,
    /// The thread's work counter, which every token read adds to.
    work: crate::work::Counter,
    /// The semantic analyser the parser drives (it holds the IL being built), borrowed
    /// for the parse: a nested parse borrows the same one.
    pub sema: &'s mut Sema<'a>,
    /// The IL's arena, for the nodes the parser builds itself (`nodes.rs`).
    arena: &'a bumpalo::Bump,
    depth: u32,
    /// Inside an `extern "C" { ... }` block.
    extern_c: bool,
    /// Whether the nesting-limit error has been reported (once per file).
    nesting_reported: bool,
    /// Parsing a `<<<...>>>` launch configuration: `>>` followed by `>` ends it.
    in_launch_config: bool,
    /// Parsing template arguments: `>` ends them.
    in_template_args: bool,
    /// Parsing the arguments of a call of this function template (or its overloads):
    /// a brace-list argument may be an array (`expressions/initializer_lists.rs`).
    template_callee: Option<crate::sema::templates::FnTemplateId>,
    /// Parsing a function template's signature pattern: default arguments are skipped
    /// (they may depend on the parameters) and checked in each instance instead.
    /// While a variable template specialization's declaration is parsed for an instance:
    /// its declarator's `name<args>` is read and dropped (see `alias_templates.rs`).
    var_specialization_replay: bool,
    in_template_pattern: bool,
    /// A `>>` at this position whose first `>` closed a template argument list: the
    /// token reads as `>` (the interned `>` given) until it is consumed.
    split_shr: Option<(usize, crate::symbol::Sym)>,
    /// While a default template argument is skipped: the template head's non-type
    /// parameters, after which `<` compares (`typename = enable_if_t<N < 3>`).
    less_than_names: Vec<crate::symbol::Sym>,
    /// Member functions with a deduced result declared in the classes being parsed,
    /// whose bodies wait for their class's end: the token of the body, the parameter
    /// packs and the class scope (see `Parser::define_deduced_members`).
    deduced_member_bodies: Vec<classes::members::DeducedMemberBody>,
    /// Those of them defined before their class's end, which the class then skips.
    defined_early: rustc_hash::FxHashSet<crate::il::FnDeclId>,
    /// While an out-of-class member definition of a class template is parsed for one
    /// instance: the template's namespace and the definition's parameters bound (its
    /// body may wait for a use; see `templates::out_of_class_members`).
    out_of_class_replay: Option<(crate::sema::lookup::NsId, crate::sema::templates::replay::Bindings)>,
    /// The packs of the pack expansions being expanded, innermost last, with their
    /// lengths: in the pattern each names one element, but `sizeof...` counts them all
    /// (`sizeof...(Is) + Is...`).
    expanding_packs: Vec<(crate::symbol::Sym, usize)>,
    /// A `deprecated` attribute seen before the declaration it applies to.
    pending_deprecated: Option<crate::symbol::Sym>,
    /// A `noreturn` attribute seen before the declaration it applies to.
    pending_noreturn: bool,
    /// An alignment specifier seen before the declaration it applies to (see `align`).
    pending_align: Option<(u64, crate::source::Span)>,
    /// While parsing a class's members: alignment specifiers and `packed` attributes on
    /// members.
    member_layout: crate::types::MemberLayout,
    /// A GNU `packed` attribute seen (read by the record whose head it is in).
    pending_packed: bool,
    /// `#pragma pack` state (see `pragma`).
    pack: crate::sema::pragma_pack::PackState,
    /// Language features enabled beyond the default set.
    /// While parsing a class's members: the class name (so `S(...)` declares a
    /// constructor).
    class_ctor_name: Option<crate::symbol::Sym>,
    /// While instantiating a class template: the instance's record, which the next record
    /// specifier defines.
    instantiating_record: Option<crate::types::TypeId>,
    /// While parsing a generic lambda's parameters: what each `auto` stands for (the
    /// types of a call, or template parameters `0, 1, ...` for the pattern when `None`)
    /// and how many were seen.
    auto_params: Option<(Option<Vec<crate::types::TypeId>>, usize)>,
    /// While parsing a template's signature pattern or a partial specialization's
    /// arguments: the non-type and template template parameters by name, with the
    /// argument a template argument naming one of them stands for (`Vec<N>`:
    /// [`TemplateArg::Param`]; `v<P, T>`: [`TemplateArg::TemplateParam`]).
    ///
    /// [`TemplateArg::Param`]: crate::types::TemplateArg::Param
    /// [`TemplateArg::TemplateParam`]: crate::types::TemplateArg::TemplateParam
    pattern_value_params: Vec<(crate::symbol::Sym, crate::types::TemplateArg)>,
    /// While the declaration after a template head is looked ahead at (before its
    /// parameters are bound): the head's non-type parameters, so a `<` after one
    /// compares (`enable_if<I < N, int>::type f()`).
    head_value_params: Vec<crate::symbol::Sym>,
    /// While an alias template is read as part of a signature pattern: its packs bound
    /// to the pattern's own parameters and expansions (`seq<Cur, Rest...>` binds the
    /// alias's pack to `Cur` and `Rest...`), which `Vs...` passes on as they are.
    pattern_pack_args: Vec<(crate::symbol::Sym, Vec<crate::types::TemplateArg>)>,
    /// The bases of the class whose body follows (from its base clause).
    pending_bases: Vec<crate::sema::classes::bases::WrittenBase>,
    /// Tokens from this index on read as the end of input: the end of a pack
    /// expansion's pattern being parsed (`usize::MAX` otherwise).
    token_limit: usize,
    /// The function parameter packs of the parameter list just parsed, for the body:
    /// each pack's name and the names its parameters were declared with.
    param_packs: Vec<(crate::symbol::Sym, Vec<crate::symbol::Sym>)>,
    /// Parsing one element of a function parameter pack (`Ts&&... ts`): the declarator
    /// skips the `...`.
    in_pack_parameter: bool,
    /// `virtual` was written in front of the member declaration being parsed.
    pending_virtual: bool,
    /// In a class body, after `private:` or `protected:`: member functions declared
    /// there are not public (the type traits ask; access is not checked otherwise).
    member_access_restricted: bool,
    /// GNU ABI tags among declaration specifiers, by where the specifiers start.
    abi_tags_by_spec: rustc_hash::FxHashMap<(u32, u32), Vec<String>>,
    /// `mutable` seen before the member declaration being parsed.
    pending_mutable: bool,
    /// The flexible array member (`int d[];`) of the class body being read, with its
    /// type: another data member after it is an error.
    flexible_member: Option<(Span, crate::types::TypeId)>,
    /// A data member's declarator is being read: GNU's zero-length array `int d[0];`
    /// is allowed there.
    in_member_declarator: bool,
    /// Per class body being parsed (innermost last): the names its using-declarations
    /// brought in from bases (`classes/using_declarations.rs`).
    member_usings: Vec<Vec<(crate::symbol::Sym, Span)>>,
    /// The last function declarator suffix read had a non-throwing `noexcept`
    /// specification (taken by the declarator it belongs to).
    noexcept_seen: bool,
    /// The `(` of the last member declarator's `noexcept(...)` whose argument waits for
    /// the complete class (taken by the declarator it belongs to).
    noexcept_pending: Option<usize>,
    /// Members whose `noexcept(...)` argument waits for their class's end, with the `(`
    /// (innermost class's last; `classes::noexcept_specifiers`).
    pending_noexcepts: Vec<(crate::il::FnDeclId, usize)>,
    /// GNU attributes after the parameters of the declarator being read.
    post_attributes: declarations::PostAttributes,
    /// `noinline`/`always_inline` read by [`Parser::skip_attributes`], for the
    /// declaration whose specifiers or declarator it is in.
    pending_inline: Option<crate::il::InlineHint>,
    /// Set when a signature pattern got an opaque dependent type (SFINAE, see
    /// `sema::templates::sfinae`).
    pattern_opaque: bool,
    /// Set when a pattern named something only substitution can check: a variable
    /// template instance with dependent arguments, whose value stands in as a
    /// placeholder but whose type is not known, or a destructor call on a dependent
    /// object (`decltype(v<T>)`, `decltype(declval<T&>().~T())` are then opaque).
    dependent_var_template_named: bool,
    /// `(name)(args)` with `name` a function template (`(::cuda::std::max)(a, b)`, as
    /// headers write it against function-like macros): set while the parenthesized
    /// name is parsed, and `paren_callee_closed` once its call consumed the `)`.
    paren_callee: bool,
    paren_callee_closed: bool,

    /// Token ranges of the types of the template parameter list just parsed that
    /// depend on earlier parameters (`enable_if_t<C<T>, int> = 0`), checked per call.
    dependent_param_types: Vec<(usize, usize)>,
    /// While an alias template is read as part of a signature pattern: where the
    /// outermost alias was used (opaque types inside it are told apart by that place).
    opaque_site: Option<usize>,
    /// Library function bodies that wait until used (see `deferred_library_bodies`).
    deferred_library: deferred_library_bodies::DeferredLibraryBodies,
    /// Library definitions nothing can use, skipped whole (see `unused_declarations`).
    unused: unused_declarations::UnusedDeclarations,
    /// Explicit specializations ahead, for instances left incomplete until them (see
    /// `templates::deferred_instances`).
    specializations: templates::deferred_instances::SpecializationsAhead,
}

impl<'s, 'a> Parser<'s, 'a> {
    /// A parser over `toks` (which must end with `Eof`).
    pub fn new(toks: Vec<Token>, sema: &'s mut Sema<'a>) -> Parser<'s, 'a> {
        debug_assert_eq!(
            toks.last().map(|t| t.kind),
            Some(TokenKind::Eof),
            "token stream must end with Eof"
        );
        let toks = std::rc::Rc::new(toks);
        let p = Parser::over(toks.clone(), sema);
        p.sema.set_replay_host(crate::sema::templates::replay::ReplayHost {
            tokens: toks,
            run: templates::nested::run_nested_parse,
        });
        p
    }

    /// A parser over shared tokens, at their start, with a fresh parsing state.
    fn over(toks: std::rc::Rc<Vec<Token>>, sema: &'s mut Sema<'a>) -> Parser<'s, 'a> {
        Parser {
            toks,
            pos: 0,
            work: crate::work::Counter::of_this_thread(),
            arena: sema.arena(),
            sema,
            depth: 0,
            extern_c: false,
            nesting_reported: false,
            in_launch_config: false,
            in_template_args: false,
            template_callee: None,
            in_template_pattern: false,
            var_specialization_replay: false,
            split_shr: None,
            less_than_names: Vec::new(),
            expanding_packs: Vec::new(),
            deduced_member_bodies: Vec::new(),
            defined_early: Default::default(),
            out_of_class_replay: None,
            pending_deprecated: None,
            pending_noreturn: false,
            pending_align: None,
            member_layout: crate::types::MemberLayout::default(),
            pending_packed: false,
            pack: Default::default(),
            class_ctor_name: None,
            instantiating_record: None,
            pattern_opaque: false,
            dependent_var_template_named: false,
            paren_callee: false,
            paren_callee_closed: false,
            dependent_param_types: Vec::new(),
            opaque_site: None,
            auto_params: None,
            pattern_value_params: Vec::new(),
            head_value_params: Vec::new(),
            pattern_pack_args: Vec::new(),
            pending_bases: Vec::new(),
            token_limit: usize::MAX,
            param_packs: Vec::new(),
            in_pack_parameter: false,
            pending_virtual: false,
            member_access_restricted: false,
            abi_tags_by_spec: Default::default(),
            pending_mutable: false,
            in_member_declarator: false,
            flexible_member: None,
            member_usings: Vec::new(),
            noexcept_seen: false,
            noexcept_pending: None,
            pending_noexcepts: Vec::new(),
            post_attributes: Default::default(),
            pending_inline: None,
            deferred_library: Default::default(),
            unused: Default::default(),
            specializations: Default::default(),
        }
    }

    /// Parses the whole translation unit.
    pub fn parse_translation_unit(&mut self) -> Vec<FnDeclId> {
        let mut defined = Vec::new();
        self.plan_unused_declarations();
        while self.peek() != TokenKind::Eof {
            if self.errors_saturated() {
                break;
            }
            if self.skip_unused_declaration() {
                continue;
            }
            let start = self.pos;
            if let Some(f) = self.top_level_declaration() {
                defined.push(f);
            }
            self.define_deferred_ctor_instances();
            self.complete_deferred_instances(false);
            self.sema.report_due_asserts();
            if self.pos == start {
                // Never loop without progress.
                self.bump();
            }
        }
        self.complete_deferred_instances(true);
        // The end of the file is the point of instantiation of the instances used
        // before their template's definition ([temp.point]/7): names their bodies call
        // are found among everything declared (as nvcc's lookup at that point finds
        // the functions declared after the use).
        while crate::sema::templates::instantiation::define_awaiting_instances(self) {
            self.define_deferred_ctor_instances();
            self.complete_deferred_instances(true);
        }
        self.sema.finish_undefined_template_uses();
        defined.extend(self.parse_used_library_bodies());
        let toks = self.toks.clone();
        let span_of = |k: usize| toks[k.min(toks.len() - 1)].span;
        self.sema.act_on_end_of_translation_unit(span_of);
        defined
    }

    // ----- token access -----

    fn tok(&self) -> Token {
        self.tok_at(0)
    }

    fn peek(&self) -> TokenKind {
        self.tok().kind
    }

    fn peek_at(&self, n: usize) -> TokenKind {
        self.tok_at(n).kind
    }

    fn tok_at(&self, n: usize) -> Token {
        let total = self.work.add(1);
        let at = (self.pos + n).min(self.toks.len() - 1);
        let t = self.toks[at];
        // Past a resource limit (crate::limits) every token reads as the end of input,
        // so every loop of the parser ends.
        if at >= self.token_limit || self.sema.over_work_budget(total, at) {
            // The end of a pack expansion's pattern reads as the end of input.
            return Token {
                kind: TokenKind::Eof,
                ..t
            };
        }
        match self.split_shr {
            // The second `>` of a `>>` whose first closed a template argument list.
            Some((pos, gt)) if pos == at => Token {
                kind: TokenKind::Gt,
                text: gt,
                span: Span::new(t.span.file, t.span.start + 1, t.span.end),
                space_before: false,
                ..t
            },
            _ => t,
        }
    }

    fn span(&self) -> Span {
        self.tok().span
    }

    /// Span of the previous token (for "ends here" spans).
    fn prev_span(&self) -> Span {
        if self.pos == 0 {
            self.span()
        } else {
            self.toks[self.pos - 1].span
        }
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if self.split_shr.is_some_and(|(pos, _)| pos == self.pos) {
            self.split_shr = None;
        }
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn eat(&mut self, k: TokenKind) -> bool {
        if self.peek() == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// What `name` names here, unqualified (Sema classifies it).
    fn classify(&self, name: crate::symbol::Sym) -> NameKind {
        self.sema.classify_name(None, name)
    }

    /// What the name at offset `k` names as a member of `qualifier` (unqualified
    /// without one); before `::` only namespaces, types and templates count.
    fn classify_name_at(&self, qualifier: Option<crate::sema::lookup::NsId>, k: usize) -> NameKind {
        let name = self.tok_at(k).text;
        match self.peek_at(k + 1) == TokenKind::ColonColon {
            true => self.sema.classify_qualifier_name(qualifier, name),
            false => self.sema.classify_name(qualifier, name),
        }
    }

    /// What `name` names as a member of `qualifier`, or unqualified without one.
    fn classify_in(&self, qualifier: Option<crate::sema::lookup::NsId>, name: crate::symbol::Sym) -> NameKind {
        self.sema.classify_name(qualifier, name)
    }

    fn text(&self, t: Token) -> &str {
        self.sema.interner.get(t.text)
    }

    /// Consumes `k` or reports `expected a "<spelling>"` at the current token.
    fn expect(&mut self, k: TokenKind, spelling: &str) -> PResult<Token> {
        if self.peek() == k {
            return Ok(self.bump());
        }
        self.error_here(&format!("expected a \"{spelling}\""));
        Err(Recover)
    }

    fn error_here(&mut self, msg: &str) {
        let span = self.span();
        self.error_at(span, msg);
    }

    /// Reports a syntax error at `span`. The parser's diagnostics go through these few
    /// helpers; what a construct means, and its errors, are Sema's.
    fn error_at(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.sema.diags.error(span, msg);
    }

    /// Reports a warning at `span`.
    fn warning_at(&mut self, span: Span, msg: impl std::fmt::Display) {
        self.sema.diags.warning(span, msg);
    }

    /// The errors reported so far.
    fn error_count(&self) -> usize {
        self.sema.diags.error_count()
    }

    /// Whether the error limit is reached (the parse stops reporting).
    fn errors_saturated(&self) -> bool {
        self.sema.diags.saturated()
    }

    /// Starts a diagnostics trial around a tentative parse (see `diag::Trial`).
    fn begin_trial(&self) -> crate::diag::Trial {
        self.sema.diags.begin_trial()
    }

    /// Ends a trial begun by [`Parser::begin_trial`], dropping what it held; whether it
    /// held an error.
    fn end_trial(&mut self, trial: crate::diag::Trial) -> bool {
        self.sema.diags.end_trial(trial)
    }

    /// The symbol for `text`.
    fn intern(&mut self, text: &str) -> crate::symbol::Sym {
        self.sema.interner.intern(text)
    }

    /// Runs `f` one nesting level deeper, failing with an error past [`MAX_NESTING`].
    /// Instantiations nest too (a replay starts at level 0 inside the parse that asked for
    /// it): past the stack Sema allows, the compile stops.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if !self.sema.stack_has_room(|| self.span()) {
            return Err(Recover);
        }
        if self.depth >= MAX_NESTING {
            if !self.nesting_reported {
                self.nesting_reported = true;
                let span = self.span();
                self.error_at(span, format!("nesting is too deep (the limit is {MAX_NESTING} levels)"));
            }
            return Err(Recover);
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // ----- recovery -----

    /// Skips to the end of the statement that starts at token `start`: past a `;` at its
    /// nesting level, or up to (not past) a `}` closing the enclosing block. The braces
    /// the statement opened before the error count (an error inside a brace
    /// initializer, `T a[] = {1, (U)n};`, does not end the enclosing block at the
    /// initializer's `}`); its unclosed parentheses do not (`f(` cut short by a bad
    /// token leaves the block's `}` to the block).
    fn sync_statement(&mut self, start: usize) {
        let mut depth = 0i32;
        for t in &self.toks[start..self.pos.min(self.toks.len())] {
            match t.kind {
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => depth = (depth - 1).max(0),
                _ => {}
            }
        }
        loop {
            match self.peek() {
                TokenKind::Eof => return,
                TokenKind::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::RBrace if depth == 0 => return,
                TokenKind::LBrace | TokenKind::LParen | TokenKind::LBracket => depth += 1,
                TokenKind::RBrace if depth == 1 => {
                    // A block statement inside the bad statement ended: so does the statement.
                    self.bump();
                    return;
                }
                TokenKind::RBrace | TokenKind::RParen | TokenKind::RBracket => depth = (depth - 1).max(0),
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips to the end of a file-scope declaration: past a `;` at brace depth 0 or past the
    /// `}` that closes a function body.
    fn sync_top_level(&mut self) {
        let mut depth = 0i32;
        loop {
            match self.peek() {
                TokenKind::Eof => return,
                TokenKind::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    depth -= 1;
                    if depth <= 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Skips a balanced `{ ... }` starting at the current `{`.
    fn skip_braces(&mut self) {
        self.skip_group(TokenKind::LBrace, TokenKind::RBrace);
    }

    /// Skips a parenthesized group at `(`, through its matching `)`.
    fn skip_parens(&mut self) {
        self.skip_group(TokenKind::LParen, TokenKind::RParen);
    }

    /// Skips tokens from an `open` through its matching `close` (or to the end).
    fn skip_group(&mut self, open: TokenKind, close: TokenKind) {
        let mut depth = 0i32;
        loop {
            let k = self.bump().kind;
            if k == TokenKind::Eof {
                return;
            }
            if k == open {
                depth += 1;
            } else if k == close {
                depth -= 1;
                if depth <= 0 {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
