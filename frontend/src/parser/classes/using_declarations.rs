//! `using Base::name;` in a class body: a member of a base named in the derived class.
//!
//! Lookup in a class already falls back to its bases for a name the class does not
//! declare, so such a declaration changes nothing then but for a dependent base, which
//! unqualified lookup searches for the names declared so (CCCL's `using _Tp::__x;` in a
//! class template deriving from its parameter). What it
//! would change is not done yet, and reported rather than compiled differently: a class
//! that also declares the name (the base's overloads would join its own, where ptxc
//! would hide them). `using Base::Base;` inherits the base's constructors
//! (`sema/classes/inheriting_constructors.rs`).

use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// Whether the member declaration here is `using` followed by a qualified name.
    pub(in crate::parser) fn at_member_using_declaration(&self) -> bool {
        self.peek() == K::KwUsing
            && !matches!(self.peek_at(1), K::KwNamespace | K::KwEnum)
            && self.peek_at(2) != K::Assign
    }

    /// `using [typename] nested-name-specifier name;` in the body of `class`.
    pub(in crate::parser) fn member_using_declaration(&mut self, class: TypeId) -> PResult<()> {
        let start = self.span();
        self.bump();
        self.eat(K::KwTypename);
        let Some(ns) = self.nested_name_specifier(false)? else {
            self.error_here("expected a qualified name");
            return Err(Recover);
        };
        // `using Base::operator=;`: the base's operator functions, found by member
        // lookup through the base already (a class declaring the same operator itself
        // is checked at its end like any name).
        if let Some((op, op_span)) = self.operator_function_id() {
            self.expect(K::Semi, ";")?;
            if let Some(list) = self.member_usings.last_mut() {
                list.push((op, start.to(op_span)));
            }
            return Ok(());
        }
        // `Q::Q`: the last component of the qualifier repeated names Q's constructors.
        let last = (self.pos >= 2).then(|| self.toks[self.pos - 2]);
        let name = self.expect(K::Ident, "identifier")?;
        let repeats_qualifier = last.is_some_and(|t| t.kind == K::Ident && t.text == name.text);
        self.expect(K::Semi, ";")?;
        let span = start.to(name.span);
        let names_member = self
            .sema
            .act_on_member_using_declaration(class, ns, name.text, repeats_qualifier, span);
        if let (true, Some(list)) = (names_member, self.member_usings.last_mut()) {
            list.push((name.text, span));
        }
        Ok(())
    }

    /// At the end of a class body: the names brought in by using-declarations that the
    /// class also declares itself, reported (see the module comment).
    pub(in crate::parser) fn check_member_usings(&mut self, fields: &[crate::types::MemberDecl]) {
        let Some(list) = self.member_usings.pop() else { return };
        self.sema.check_member_usings(&list, fields);
    }
}
