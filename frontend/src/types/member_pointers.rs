//! Pointer-to-member types (`int S::*`, `float (S::*)(int) const`) and their Itanium
//! representation, which every later stage sees instead of the type itself: a data
//! member pointer is the member's byte offset in a `long` (-1 is the null value, as
//! offset 0 is a real member), a member function pointer a 16-byte record holding the
//! function's address (`void (*)()`) and the adjustment added to `this` before the call (no virtual
//! functions yet, so the address is never a vtable offset).

use super::{TypeId, TypeKind, TypeTable};

/// The name of the record that represents member function pointers (never mangled: the
/// type keeps its own `M` mangling).
const MEMBER_FN_REP: &str = "__ptxc_member_function_pointer";

impl TypeTable {
    /// `member class::*`: a pointer to a data member of type `member` or, when `member` is
    /// a function type, to a member function (`const_method` for a `const` one).
    pub fn member_pointer(&mut self, class: TypeId, member: TypeId, const_method: bool) -> TypeId {
        let rep = if self.is_function(member) {
            self.member_function_rep()
        } else {
            TypeId::LONG
        };
        self.intern(TypeKind::MemberPointer {
            class: class.unqualified(),
            member,
            const_method: const_method && self.is_function(member),
            rep,
        })
    }

    /// The record `{ void (*ptr)(); long adj; }` that holds a member function pointer.
    fn member_function_rep(&mut self) -> TypeId {
        if let Some(found) = self
            .records
            .iter()
            .position(|r| r.name == MEMBER_FN_REP && r.scope.is_empty())
        {
            return self.intern(TypeKind::Record(super::RecordId(found as u32)));
        }
        let rep = self.new_record(MEMBER_FN_REP, false);
        let address = self.member_function_address();
        if let TypeKind::Record(id) = *self.raw_kind(rep) {
            self.complete_record(id, vec![("ptr".into(), address), ("adj".into(), TypeId::LONG)]);
        }
        rep
    }

    /// The type of the address word of a member function pointer, `void (*)()`: the IR
    /// sees `{ ptr, i64 }`, as NVVM lays the pair out.
    pub fn member_function_address(&mut self) -> TypeId {
        let f = self.function(TypeId::VOID, Vec::new(), false);
        self.pointer_to(f)
    }

    /// The parts of a pointer-to-member type: (class, member type, `const` member function).
    pub fn member_pointer_parts(&self, ty: TypeId) -> Option<(TypeId, TypeId, bool)> {
        match self.raw_kind(ty) {
            TypeKind::MemberPointer {
                class,
                member,
                const_method,
                ..
            } => Some((*class, *member, *const_method)),
            _ => None,
        }
    }

    /// Whether `ty` is a pointer to member (data or function).
    pub fn is_member_pointer(&self, ty: TypeId) -> bool {
        matches!(self.raw_kind(ty), TypeKind::MemberPointer { .. })
    }

    /// Whether `ty` is a pointer to member function.
    pub fn is_member_function_pointer(&self, ty: TypeId) -> bool {
        self.member_pointer_parts(ty)
            .is_some_and(|(_, m, _)| self.is_function(m))
    }
}
