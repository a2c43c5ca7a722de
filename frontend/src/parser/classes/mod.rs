//! `struct`, `class` and `union` specifiers: definitions with data members (C layout),
//! forward declarations, and elaborated references (`struct S* p`). The name of a record
//! is a type name in the scope where it is declared, from the point of its name on, so a
//! record can point to itself. What a class head and a data member declarator mean
//! (which record is defined, the field's checks and layout, its default member
//! initializer, anonymous members) is Sema's (`sema::classes::definition`,
//! `data_members`, `anonymous_members`); member functions and constructors are parsed by
//! `parser::classes::members`; a default bit-field initializer (C++20) is accepted with
//! nvcc's warning. Base clauses are parsed by
//! `parser::classes::bases`, destructors by `parser::classes::destructors`.
//!
//! Submodules: `members` (member functions, deferred bodies), `bases` (base clauses),
//! `conversion_functions`, `destructors`, `out_of_class_destructors`, `friends`,
//! `static_members`.

pub(super) mod bases;
pub(super) mod conversion_functions;
pub(super) mod deferred_members;
pub(super) mod destructors;
pub(super) mod friends;
pub(super) mod injected_template_ids;
pub(super) mod mem_initializers;
pub(super) mod members;
pub(super) mod noexcept_specifiers;
pub(super) mod out_of_class_destructors;
pub(super) mod qualified_friends;
pub(super) mod qualified_records;
pub(super) mod static_members;
pub(super) mod using_declarations;

use crate::sema::classes::data_members::laid_out_count;
use crate::sema::classes::data_members::{DataMember, DataMemberDeclarator};
use crate::sema::classes::definition::{ClassBodyEnd, ClassHead, ClassUse};
use crate::sema::lookup::Entity;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// A record specifier starting at `struct`/`class`/`union`; returns the record type.
    pub(super) fn record_specifier(&mut self) -> PResult<TypeId> {
        let kw = self.bump();
        let is_union = kw.kind == K::KwUnion;
        let abi_tags = self.abi_tags_ahead();
        let head = self.layout_attributes();
        if self.instantiating_record.is_none() && self.qualified_record_reference_ahead() {
            return self.qualified_record_reference();
        }
        let mut name = if self.peek() == K::Ident {
            Some(self.bump())
        } else {
            None
        };
        // A specialization declared by a qualified name (`struct ns::Name<char>`),
        // replayed as an instance: the last name is the class's.
        if self.instantiating_record.is_some() {
            while self.peek() == K::ColonColon && self.peek_at(1) == K::Ident {
                self.bump();
                name = Some(self.bump());
            }
        }
        // `struct S final : B { ... }`: recorded once the class's type is known.
        let mut is_final = self.eat_final();
        if let Some(ty) = self.instantiating_record.take() {
            // The definition of a class template instance (or of a specialization, whose
            // arguments follow the name, and then `final`).
            if self.peek() == K::Lt {
                self.skip_angle_brackets();
                is_final |= self.eat_final();
            }
            let written = ClassHead {
                name: name.map(|n| (n.text, n.span)),
                is_union,
                is_final,
                abi_tags,
            };
            self.sema.act_on_class_head(written, ClassUse::Instance(ty));
            if self.peek() == K::Colon {
                self.base_clause()?;
            }
            self.expect(K::LBrace, "{")?;
            self.class_body(ty, name.map(|n| n.text), head)?;
            self.record_tail_align(ty);
            return Ok(ty);
        }
        let used = match self.peek() {
            K::LBrace | K::Colon => ClassUse::Definition,
            // A reference to a declared record, or a forward declaration.
            _ => ClassUse::Reference,
        };
        if used == ClassUse::Reference && name.is_none() {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let written = ClassHead {
            name: name.map(|n| (n.text, n.span)),
            is_union,
            is_final,
            abi_tags,
        };
        let Some(ty) = self.sema.act_on_class_head(written, used) else {
            self.skip_braces();
            return Err(Recover);
        };
        if used == ClassUse::Reference {
            return Ok(ty);
        }
        // The class's name is declared before its bases, which may name it (`struct
        // seq_t : policy<seq_t>`). After an error in the base clause the class is still
        // defined, without bases, so its later uses report nothing more.
        if self.peek() == K::Colon && self.base_clause().is_err() {
            self.pending_bases = Vec::new();
            while !matches!(self.peek(), K::LBrace | K::Semi | K::Eof) {
                self.bump();
            }
            if self.peek() != K::LBrace {
                return Err(Recover);
            }
        }
        self.bump();
        self.class_body(ty, name.map(|n| n.text), head)?;
        self.record_tail_align(ty);
        Ok(ty)
    }

    /// GNU attributes right after a record's closing brace (`struct S { ... }
    /// __attribute__((aligned(16)));`) apply to the record.
    fn record_tail_align(&mut self, ty: TypeId) {
        let outer = self.pending_align.take();
        while self.skip_attributes() {}
        let requested = std::mem::replace(&mut self.pending_align, outer);
        if let Some((a, at)) = requested {
            self.sema.align_complete_class(ty, a, at);
        }
    }

    /// The members of record `ty` after its `{`, through the closing `}`: declared in a new
    /// class scope; the record is completed, then the bodies of member functions defined
    /// in the class are parsed (the class is complete inside them).
    pub(super) fn class_body(
        &mut self,
        ty: TypeId,
        name: Option<crate::symbol::Sym>,
        head: super::declarations::alignment::LayoutAttrs,
    ) -> PResult<()> {
        let bases = std::mem::take(&mut self.pending_bases);
        let Some(mut def) = self.sema.start_class_definition(ty, name, &bases) else {
            self.pending_bases = bases;
            return Err(Recover);
        };
        let saved_ctor = std::mem::replace(&mut self.class_ctor_name, name);
        let saved_layout = std::mem::take(&mut self.member_layout);
        let saved_flexible = self.flexible_member.take();
        let mut deferred = Vec::new();
        let noexcepts_before = self.pending_noexcepts.len();
        let base_fields = std::mem::take(&mut def.base_fields);
        let saved_access = std::mem::take(&mut self.member_access_restricted);
        let r = self.member_list(ty, &mut deferred, base_fields);
        self.member_access_restricted = saved_access;
        self.class_ctor_name = saved_ctor;
        self.flexible_member = saved_flexible;
        let member_layout = std::mem::replace(&mut self.member_layout, saved_layout);
        let base_types: Vec<TypeId> = bases.iter().map(|b| b.ty).collect();
        let end = ClassBodyEnd {
            fields: r.ok(),
            layout: member_layout,
            bases: &base_types,
            align: head.align,
            packing: crate::types::Packing {
                max_align: self.pack.current,
                packed: head.packed || self.tail_attributes_pack(),
            },
            at: self.prev_span(),
        };
        let noexcepts = self.pending_noexcepts.split_off(noexcepts_before);
        if !self.sema.finish_class(ty, &def, end) {
            return Err(Recover);
        }
        self.read_pending_noexcepts(noexcepts, def.scope);
        // The class is complete: its bases' `constexpr` members may be tried now, before
        // its own bodies evaluate them.
        self.try_postponed_member_bodies();
        self.define_or_defer_bodies(deferred, ty, def.scope);
        Ok(())
    }

    /// Skips a balanced `< ... >`; a `<` or `>` inside parentheses or brackets is an
    /// operator (`R<(1 > 2)>`).
    fn skip_angle_brackets(&mut self) {
        let (mut depth, mut nest) = (0i32, 0i32);
        loop {
            match self.bump().kind {
                K::Eof => return,
                K::LParen | K::LBracket => nest += 1,
                K::RParen | K::RBracket => nest -= 1,
                K::Lt if nest == 0 => depth += 1,
                K::Gt if nest == 0 => {
                    depth -= 1;
                    if depth <= 0 {
                        return;
                    }
                }
                K::Shr if nest == 0 => {
                    depth -= 2;
                    if depth <= 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }

    /// Members up to and including the closing `}`: returns the data members; member
    /// functions defined in the class are added to `deferred`.
    fn member_list(
        &mut self,
        class: TypeId,
        deferred: &mut Vec<super::classes::members::DeferredBody>,
        mut fields: Vec<crate::types::MemberDecl>,
    ) -> PResult<Vec<crate::types::MemberDecl>> {
        self.member_usings.push(Vec::new());
        while !matches!(self.peek(), K::RBrace | K::Eof) {
            if self.eat(K::Semi) {
                continue;
            }
            if self.peek() == K::PragmaPack {
                self.pack_pragma();
                continue;
            }
            let t = self.tok();
            if t.kind == K::Ident
                && matches!(self.text(t), "public" | "private" | "protected")
                && self.peek_at(1) == K::Colon
            {
                self.member_access_restricted = self.text(t) != "public";
                self.bump();
                self.bump();
                continue;
            }
            let start = self.pos;
            if let Err(Recover) = self.member_declaration(class, &mut fields, deferred) {
                self.sync_member();
            }
            // A `virtual` the declaration did not use (it failed, or declared no
            // function) must not make the next member function virtual, in this
            // class or another (a mutation campaign's internal error, issue 47).
            self.pending_virtual = false;
            if self.pos == start {
                self.bump();
            }
        }
        self.check_member_usings(&fields);
        self.expect(K::RBrace, "}")?;
        Ok(fields)
    }

    /// One member declaration (`int a, *b;`, a member function, a nested type, ...).
    fn member_declaration(
        &mut self,
        class: TypeId,
        fields: &mut Vec<crate::types::MemberDecl>,
        deferred: &mut Vec<super::classes::members::DeferredBody>,
    ) -> PResult<()> {
        match self.peek() {
            K::KwStaticAssert => return self.static_assert_declaration(),
            K::KwUsing if self.at_alias_declaration() => return self.alias_declaration(),
            K::KwUsing if self.at_member_using_declaration() => return self.member_using_declaration(class),
            K::KwTemplate => return self.member_template(class),
            _ if self.at_destructor() => return self.destructor_declaration(class, self.class_ctor_name, deferred),
            _ if self.at_conversion_function() => return self.conversion_function(class, deferred),
            K::Ident if self.text(self.tok()) == "virtual" => {
                self.bump();
                self.pending_virtual = true;
                let r = self.member_declaration(class, fields, deferred);
                self.pending_virtual = false;
                return r;
            }
            K::Ident if self.text(self.tok()) == "friend" => return self.friend_declaration(deferred),
            K::Ident if self.text(self.tok()) == "mutable" => {
                self.bump();
                self.pending_mutable = true;
                let r = self.member_declaration(class, fields, deferred);
                self.pending_mutable = false;
                return r;
            }
            _ => {}
        }
        if !self.at_decl_start() {
            self.error_here("expected a member declaration");
            return Err(Recover);
        }
        let spec = self.decl_specifiers()?;
        if spec.is_friend {
            return self.friend_function(spec, deferred).map(|_| ());
        }
        if self.eat(K::Semi) {
            self.sema.act_on_anonymous_member(spec.ty, fields);
            return Ok(());
        }
        let mut first = true;
        loop {
            if self.eat(K::Colon) {
                // An unnamed bit-field: padding, or `: 0` to start a new unit.
                let width = self.bit_field_width(spec.ty, spec.is_enum, None)?;
                fields.push((String::new(), spec.ty.unqualified(), Some(width)));
                first = false;
                if !self.eat(K::Comma) {
                    break;
                }
                continue;
            }
            self.in_member_declarator = true;
            let d = self.nested(|p| p.declarator(false));
            self.in_member_declarator = false;
            let d = d?;
            if d.is_function() {
                if self.member_function(class, &spec, &d, first, deferred)? {
                    return Ok(());
                }
            } else if spec.storage == super::declarations::Storage::Typedef {
                self.non_function_declaration(&spec, &d, false)?;
            } else if spec.storage != super::declarations::Storage::None {
                self.static_data_member(class, &spec, &d)?;
            } else {
                self.data_member(class, &spec, &d, fields)?;
            }
            first = false;
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::Semi, ";")?;
        Ok(())
    }

    /// A data member declarator of `class`: checked and added to `fields` (and to the class
    /// scope, so member functions find it).
    fn data_member(
        &mut self,
        class: TypeId,
        spec: &super::declarations::DeclSpec,
        d: &super::declarations::Declarator,
        fields: &mut Vec<crate::types::MemberDecl>,
    ) -> PResult<()> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        // A flexible array member `int d[];` (C99, GNU in C++) must come last.
        let written = DataMemberDeclarator {
            class,
            name: (name, span),
            base: spec.ty,
            ops: &d.ops,
            end: self.prev_span(),
            bit_field: self.peek() == K::Colon,
        };
        let ty = self
            .sema
            .act_on_data_member_declarator(written, &mut self.flexible_member)
            .ok_or(Recover)?;
        // GNU attributes after the declarator and after a bit-field's width.
        let mut attrs = self.layout_attributes();
        let width = if self.peek() == K::Colon {
            self.bump();
            let w = self.bit_field_width(ty, spec.is_enum, Some(name))?;
            attrs = attrs.or(self.layout_attributes());
            Some(w)
        } else {
            None
        };
        let member = DataMember {
            class,
            name,
            span,
            ty,
            width,
            aligns: spec.align.into_iter().chain(attrs.align).map(|(a, _)| a).collect(),
            packed: attrs.packed,
            mutable: self.pending_mutable,
        };
        self.sema.act_on_data_member(member, fields, &mut self.member_layout);
        if width.is_some() && matches!(self.peek(), K::Assign | K::LBrace) {
            // Accepted as nvcc accepts it in its default C++17 mode, with its warning.
            let at = self.tok_at(1).span;
            self.warning_at(at, "a default bit-field initializer is a C++20 feature");
        }
        if self.peek() == K::Assign || self.peek() == K::LBrace {
            // A default member initializer, used by constructors that do not name the
            // member and by aggregate initialization.
            let named = laid_out_count(fields);
            if let (Some(index), Some(end)) = (named.checked_sub(1), self.initializer_naming_members()) {
                // It needs the object: each constructor parses it again.
                let span = self.tok().span.to(self.toks[end - 1].span);
                self.sema.defer_default_member_init(class, index as u32, self.pos, span);
                self.pos = end;
                return Ok(());
            }
            let syn = match self.peek() {
                K::Assign => {
                    self.bump();
                    self.initializer_syntax()?
                }
                _ => self.initializer_syntax()?,
            };
            let named = laid_out_count(fields);
            let Some(index) = named.checked_sub(1) else {
                return Ok(());
            };
            self.sema
                .act_on_default_member_initializer(class, index as u32, ty, &syn);
        }
        Ok(())
    }

    /// At a default member initializer (its `=` or `{`): if it names a non-static data
    /// member declared before it (`lane = linear_tid % 32`), the token after it.
    fn initializer_naming_members(&self) -> Option<usize> {
        let mut depth = 0i32;
        let mut names_member = false;
        let mut k = 0;
        loop {
            let t = self.tok_at(k);
            match t.kind {
                K::Eof => return None,
                K::LParen | K::LBracket | K::LBrace => depth += 1,
                K::RParen | K::RBracket | K::RBrace if depth > 0 => depth -= 1,
                K::Semi | K::Comma | K::RBrace if depth == 0 => break,
                K::Ident => {
                    let after_access = k > 0 && matches!(self.peek_at(k - 1), K::Dot | K::Arrow | K::ColonColon);
                    names_member |= !after_access && matches!(self.sema.lookup_current(t.text), Some(Entity::Field(_)));
                }
                _ => {}
            }
            k += 1;
            // A braced initializer ends with its `}`.
            if depth == 0 && k > 0 && self.peek() == K::LBrace {
                break;
            }
        }
        names_member.then_some(self.pos + k)
    }

    /// The width of a bit-field of type `ty` after its `:` (checked by
    /// [`crate::sema::Sema::bit_field_width`]).
    fn bit_field_width(&mut self, ty: TypeId, is_enum: bool, name: Option<crate::symbol::Sym>) -> PResult<u32> {
        let e = self.nested(|p| p.conditional_expr())?;
        self.sema.bit_field_width(ty, is_enum, name, e).ok_or(Recover)
    }

    /// Skips a bad member declaration: past `;`, or a balanced `{...}` (a member function
    /// body), stopping before the record's closing `}`.
    fn sync_member(&mut self) {
        loop {
            match self.peek() {
                K::Eof | K::RBrace => return,
                K::Semi => {
                    self.bump();
                    return;
                }
                K::LBrace => {
                    self.skip_braces();
                    return;
                }
                _ => {
                    self.bump();
                }
            }
        }
    }
}

impl Parser<'_, '_> {
    /// `final` after a class's name (or a specialization's arguments), when a base
    /// clause or the body follows: consumed.
    pub(in crate::parser) fn eat_final(&mut self) -> bool {
        let at_final = self.peek() == K::Ident
            && self.text(self.tok()) == "final"
            && matches!(self.peek_at(1), K::Colon | K::LBrace);
        if at_final {
            self.bump();
        }
        at_final
    }
}
