//! `__builtin_offsetof(type, member-designator)` ([support.types.layout]): each step of
//! the designator, a member `.m` or an element `[i]`, gives the type the next step
//! starts from and the bytes it adds to the offset. The parser reads the designator
//! (`parser::expressions::offsetof`).

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    /// Member `name` (at `span`) of class type `ty` in an `offsetof` designator: its type
    /// and offset; `None` after nvcc's error when `ty` is no class or has no such member.
    pub fn offsetof_member(&mut self, ty: TypeId, name: &str, span: Span) -> Option<(TypeId, u64)> {
        let Some(rec) = self.types.record_of(ty) else {
            let msg = format!("expression must have class type but it has type {}", self.ty_str(ty));
            self.diags.error(span, msg);
            return None;
        };
        let field = rec.fields.iter().find(|f| f.name == name).map(|f| (f.ty, f.offset));
        let Some((fty, foff)) = field else {
            let msg = format!("class {} has no member \"{}\"", self.ty_str(ty), name);
            self.diags.error(span, msg);
            return None;
        };
        Some((fty, foff))
    }

    /// Element `[index]` (the `[` at `open`) of array type `ty` in an `offsetof`
    /// designator: the element type and the element's offset (wrapping, as the
    /// constant's arithmetic); `None` after nvcc's error.
    pub fn offsetof_element(&mut self, ty: TypeId, index: &Expr, open: Span) -> Option<(TypeId, u64)> {
        let Some((elem, _)) = self.types.array_elem(ty) else {
            self.diags.error(open, "expression must have array type");
            return None;
        };
        let Some(i) = self.const_int(index) else {
            self.diags.error(index.span, "expression must have a constant value");
            return None;
        };
        Some((elem, (i as u64).wrapping_mul(self.types.size_of(elem))))
    }
}
