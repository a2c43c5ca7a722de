//! The parser's side of `sema::classes::noexcept_specifiers`: a member's `noexcept(...)`
//! argument that could not be read at its declarator is read again at its class's end,
//! before the bodies (which may ask `noexcept(a.swap(b))` of it).

use crate::il::FnDeclId;
use crate::parser::Parser;
use crate::sema::lookup::NsId;

impl<'a> Parser<'_, 'a> {
    /// Reads the waiting `noexcept(...)` arguments `pending` (member, `(`) of the class
    /// of scope `class_scope`, which is complete.
    pub(in crate::parser) fn read_pending_noexcepts(&mut self, pending: Vec<(FnDeclId, usize)>, class_scope: NsId) {
        for (f, open) in pending {
            let saved_pos = self.pos;
            // The class may end after the stored tokens being replayed.
            let saved_limit = std::mem::replace(&mut self.token_limit, usize::MAX);
            let context = self.sema.enter_noexcept_specifier(f, class_scope);
            self.pos = open;
            let nothrow = self.noexcept_argument() == Some(true);
            self.sema.leave_noexcept_specifier(f, context, nothrow);
            self.token_limit = saved_limit;
            self.pos = saved_pos;
        }
    }
}
