//! `struct`, `class` and `union` specifiers: definitions with data members (C layout),
//! forward declarations, and elaborated references (`struct S* p`). The name of a record
//! is a type name in the scope where it is declared, from the point of its name on, so a
//! record can point to itself. Member functions, bit-fields and static members are not
//! supported yet.

use crate::sema::scope::Entity;
use crate::token::TokenKind as K;
use crate::types::{TypeId, TypeKind};

use super::{PResult, Parser, Recover};

impl<'a> Parser<'a> {
    /// A record specifier starting at `struct`/`class`/`union`; returns the record type.
    pub(super) fn record_specifier(&mut self) -> PResult<TypeId> {
        let kw = self.bump();
        let is_union = kw.kind == K::KwUnion;
        let name = if self.peek() == K::Ident {
            Some(self.bump())
        } else {
            None
        };
        if self.peek() == K::Colon {
            self.error_here("base classes are not supported yet");
            return Err(Recover);
        }
        if self.peek() != K::LBrace {
            let Some(n) = name else {
                self.error_here("expected a \"{\"");
                return Err(Recover);
            };
            // A reference to a declared record, or a forward declaration.
            if let Some(ty) = self.record_named(n.text, false) {
                return Ok(ty);
            }
            let text = self.text(n).to_string();
            let ty = self.new_scoped_record(&text, is_union);
            self.sema.scopes.declare(n.text, Entity::Typedef(ty));
            return Ok(ty);
        }
        let ty = match name {
            Some(n) => match self.record_named(n.text, true) {
                Some(ty) if !self.sema.types.is_complete(ty) => ty,
                Some(_) => {
                    let text = self.text(n).to_string();
                    self.sema
                        .diags
                        .error(n.span, format!("class \"{text}\" has already been defined"));
                    self.skip_braces();
                    return Err(Recover);
                }
                None => {
                    let text = self.text(n).to_string();
                    let ty = self.new_scoped_record(&text, is_union);
                    self.sema.scopes.declare(n.text, Entity::Typedef(ty));
                    ty
                }
            },
            None => self.sema.types.new_record("", is_union),
        };
        self.bump();
        let fields = self.member_list()?;
        if let TypeKind::Record(id) = *self.sema.types.kind(ty) {
            self.sema.types.complete_record(id, fields);
        }
        Ok(ty)
    }

    /// A new record declared in the current namespace (which its mangled name includes).
    fn new_scoped_record(&mut self, name: &str, is_union: bool) -> TypeId {
        let ty = self.sema.types.new_record(name, is_union);
        if let TypeKind::Record(id) = *self.sema.types.kind(ty) {
            let scope = self.sema.scopes.namespace_path(self.sema.scopes.current_namespace());
            self.sema.types.set_record_scope(id, scope);
        }
        ty
    }

    /// The record type `name` denotes (in the current scope only with `current_only`).
    fn record_named(&self, name: crate::symbol::Sym, current_only: bool) -> Option<TypeId> {
        let e = if current_only {
            self.sema.scopes.lookup_current(name)
        } else {
            self.sema.scopes.lookup(name)
        };
        match e {
            Some(Entity::Typedef(ty)) if self.sema.types.is_record(*ty) => Some(*ty),
            _ => None,
        }
    }

    /// Data members up to and including the closing `}`.
    fn member_list(&mut self) -> PResult<Vec<(String, TypeId)>> {
        let mut fields: Vec<(String, TypeId)> = Vec::new();
        while !matches!(self.peek(), K::RBrace | K::Eof) {
            if self.eat(K::Semi) {
                continue;
            }
            let t = self.tok();
            if t.kind == K::Ident
                && matches!(self.text(t), "public" | "private" | "protected")
                && self.peek_at(1) == K::Colon
            {
                self.bump();
                self.bump();
                continue;
            }
            let start = self.pos;
            if let Err(Recover) = self.member_declaration(&mut fields) {
                self.sync_member();
            }
            if self.pos == start {
                self.bump();
            }
        }
        self.expect(K::RBrace, "}")?;
        Ok(fields)
    }

    /// One member declaration (`int a, *b;`).
    fn member_declaration(&mut self, fields: &mut Vec<(String, TypeId)>) -> PResult<()> {
        if !self.at_decl_start() {
            self.error_here("expected a member declaration");
            return Err(Recover);
        }
        let spec = self.decl_specifiers()?;
        if spec.storage != super::decl::Storage::None {
            self.sema
                .diags
                .error(spec.span, "static and typedef members are not supported yet");
            return Err(Recover);
        }
        if self.eat(K::Semi) {
            return Ok(());
        }
        loop {
            let (name, span, ty) = self.nested(|p| p.member_declarator(spec.ty))?;
            if self.peek() == K::Colon {
                self.error_here("bit-fields are not supported yet");
                return Err(Recover);
            }
            if self.sema.types.is_function(ty) {
                self.sema.diags.error(span, "member functions are not supported yet");
                return Err(Recover);
            }
            if !self.sema.types.is_complete(ty) {
                let msg = format!("incomplete type {} is not allowed", self.sema.ty_str(ty));
                self.sema.diags.error(span, msg);
            } else {
                let n = self.sema.interner.get(name).to_string();
                if fields.iter().any(|(f, _)| *f == n) {
                    self.sema
                        .diags
                        .error(span, format!("\"{n}\" has already been declared in the current scope"));
                } else {
                    fields.push((n, ty));
                }
            }
            if self.peek() == K::Assign || self.peek() == K::LBrace {
                self.error_here("default member initializers are not supported yet");
                return Err(Recover);
            }
            if !self.eat(K::Comma) {
                break;
            }
        }
        self.expect(K::Semi, ";")?;
        Ok(())
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
