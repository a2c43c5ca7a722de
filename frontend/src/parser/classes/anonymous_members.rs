//! The parser's side of anonymous members (`sema::classes::anonymous_members`):
//! `union { int id; float f; };` in a class adds an unnamed field and declares the
//! union's member names in the class scope, so member functions name them unqualified.

use crate::sema::lookup::Entity;
use crate::types::{MemberDecl, TypeId};

use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// Adds anonymous class `ty` (just defined, with no declarator) as a member.
    pub(in crate::parser) fn anonymous_member(&mut self, ty: TypeId, fields: &mut Vec<MemberDecl>) {
        let index = laid_out_count(fields) as u32;
        fields.push((String::new(), ty.unqualified(), None));
        for name in self.sema.anonymous_member_names(ty) {
            let sym = self.sema.interner.intern(&name);
            self.sema.declare_name(sym, Entity::Field(index));
        }
    }
}

pub(in crate::parser) use crate::sema::classes::data_members::laid_out_count;
