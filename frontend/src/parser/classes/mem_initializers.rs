//! The mem-initializer list of a constructor (`: member(args), Base<T>{args},
//! leaf<Is, Ts>(args)...`) and the default member initializers of the members it
//! does not name: assignments to the members of `*this`, bases first, in declaration
//! order. A mem-initializer followed by `...` initializes one base per element of the
//! packs it names (`__tuple_impl`'s `__tuple_leaf<_Indx, _Tp>(forward<_Up>(__u))...`).
//! What each mem-initializer names is Sema's ([`crate::sema::init::mem_initializers`]), and so
//! is the order of construction ([`crate::sema::init::member_construction`]).

use crate::il::{FnDeclId, Stmt};
use crate::sema::classify_name::NameKind;
use crate::sema::decl::InitSyn;
use crate::sema::init::mem_initializers::MemInits;
use crate::sema::init::member_construction::BodyStart;
use crate::token::TokenKind as K;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// `: member(args), member{args}` before a constructor body (when `f` is a
    /// constructor), then the default member initializers of the members not named, in
    /// declaration order: assignments to the members of `*this`.
    pub(in crate::parser) fn member_initializers(&mut self, f: FnDeclId) -> PResult<Vec<Stmt<'a>>> {
        let at = self.tok().span;
        let mut inits = match self.sema.act_on_body_start(f, at) {
            BodyStart::Stmts(stmts) => return Ok(stmts),
            BodyStart::MemInits(inits) => inits,
        };
        if self.eat(K::Colon) {
            loop {
                match self.mem_initializer_ellipsis() {
                    Some(ellipsis) => {
                        self.expand_pack(ellipsis, ellipsis, |p, _| p.mem_initializer(&mut inits))?;
                        self.expect(K::Ellipsis, "...")?;
                    }
                    None => self.mem_initializer(&mut inits)?,
                }
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let at = self.tok().span;
        let mut ctor = match self.sema.start_member_construction(f, inits, at) {
            Ok(ctor) => ctor,
            Err(delegated) => return Ok(delegated),
        };
        let mut reparsed = None;
        while let Some(pos) = self.sema.construct_members(&mut ctor, reparsed.take()) {
            reparsed = self.default_member_initializer_at(pos);
        }
        Ok(self.sema.finish_member_construction(ctor))
    }

    /// The default member initializer at token `pos` (its `=` or `{`) that names other
    /// members, read again in the constructor being parsed (where `this` is the object).
    fn default_member_initializer_at(&mut self, pos: usize) -> Option<InitSyn<'a>> {
        let back = std::mem::replace(&mut self.pos, pos);
        let split = self.split_shr.take();
        self.eat(K::Assign);
        let syn = self.initializer_syntax();
        self.pos = back;
        self.split_shr = split;
        syn.ok()
    }

    /// If the mem-initializer at the current token (`name`, template arguments, then
    /// a parenthesized or braced list) is followed by `...`, the index of that `...`.
    fn mem_initializer_ellipsis(&self) -> Option<usize> {
        let mut i = self.pos + 1;
        if self.toks.get(i)?.kind == K::Lt {
            i = self.angle_close(i)? + 1;
        }
        let close = self.bracket_close(i)?;
        (self.toks.get(close + 1)?.kind == K::Ellipsis).then_some(close + 1)
    }

    /// The index of the `>` closing the `<` at `lt` (nested lists and brackets skipped).
    fn angle_close(&self, lt: usize) -> Option<usize> {
        let mut depth = 0i32;
        let mut i = lt;
        while i < self.toks.len() {
            match self.toks[i].kind {
                K::Lt => depth += 1,
                K::Gt => depth -= 1,
                K::Shr => depth -= 2,
                K::LParen | K::LBracket => i = self.bracket_close(i)?,
                K::Semi | K::LBrace | K::RBrace | K::Eof => return None,
                _ => {}
            }
            if depth <= 0 {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// The index of the bracket closing the `(`, `[` or `{` at `open`.
    fn bracket_close(&self, open: usize) -> Option<usize> {
        let mut depth = 0i32;
        for i in open..self.toks.len() {
            match self.toks[i].kind {
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                K::Eof => return None,
                _ => {}
            }
            if depth == 0 {
                return None;
            }
        }
        None
    }

    /// One mem-initializer: `member(args)`, `member{args}`, `Base<T>(args)`, or the
    /// class's own name (a delegating constructor).
    fn mem_initializer(&mut self, inits: &mut MemInits<'a>) -> PResult<()> {
        if self.peek() == K::ColonColon || (self.peek() == K::Ident && self.peek_at(1) == K::ColonColon) {
            return self.qualified_base_initializer(inits);
        }
        let name = self.expect(K::Ident, "identifier")?;
        // `Base<Ts...>(args)`: a base class named by a class template.
        let named_template = self.sema.mem_initializer_template(name.text);
        let template_base = match (named_template, self.classify(name.text)) {
            (Some(ct), _) if self.peek() == K::Lt => {
                let args = self.template_arguments()?;
                crate::sema::templates::instantiation::class_instance(self, ct, args, name.span)
            }
            // `atomic() : __atomic_impl<T>() {}`: a base named through an alias template.
            (None, NameKind::AliasTemplate(id)) if self.peek() == K::Lt => {
                Some(self.alias_template_use(id, name.span)?)
            }
            _ => None,
        };
        let class = self.sema.mem_initializer_class(inits, name.text, template_base);
        let init = self.mem_initializer_value(class)?;
        self.sema
            .mem_initializer(inits, name.text, name.span, template_base, init);
        Ok(())
    }

    /// The initializer of a mem-initializer: `(args)` or `{args}`. `class`: the class it
    /// constructs, whose constructors' parameters give brace-list arguments their type
    /// (`Base({n, h, w, c}, ...)`).
    fn mem_initializer_value(&mut self, class: Option<crate::types::TypeId>) -> PResult<InitSyn<'a>> {
        Ok(match self.peek() {
            K::LParen => {
                let open = self.span();
                let (exprs, close) = match class {
                    Some(ty) => self.constructor_arguments_for(ty)?,
                    None => self.call_arguments()?,
                };
                let mut items: Vec<InitSyn<'a>> = exprs.into_iter().map(InitSyn::Expr).collect();
                match items.len() {
                    1 => items.pop().unwrap_or(InitSyn::List(Vec::new(), open)),
                    _ => InitSyn::List(items, open.to(close)),
                }
            }
            K::LBrace => self.initializer_syntax()?,
            _ => {
                self.error_here("expected a \"(\"");
                return Err(Recover);
            }
        })
    }

    /// `::ns::Base<T>(args)` or `ns::Base{args}`: a base class named by a qualified
    /// name (members never are), as libcu++'s `: ::cuda::std::__atomic_ref_impl<T,
    /// S>(ref)`; the class's own name makes it a delegating constructor.
    fn qualified_base_initializer(&mut self, inits: &mut MemInits<'a>) -> PResult<()> {
        let start = self.span();
        let ty = self.decl_specifiers()?.ty.unqualified();
        let span = start.to(self.prev_span());
        let class = self.sema.types().is_record(ty).then_some(ty);
        let init = self.mem_initializer_value(class)?;
        self.sema.qualified_base_initializer(inits, ty, span, init);
        Ok(())
    }
}
