//! `__builtin_offsetof(type, member-designator)` ([support.types.layout]): each step of
//! the designator, a member `.m` or an element `[i]`, gives the type the next step
//! starts from and the bytes it adds to the offset. The parser reads the designator
//! (`parser::expressions::offsetof`).

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// One step of an `offsetof` member designator.
pub enum Designator<'a> {
    /// `.name` (or the first name), at its span.
    Member(String, Span),
    /// `[index]`, the `[` at the span.
    Element(&'a Expr<'a>, Span),
}

impl<'a> Sema<'a> {
    /// `__builtin_offsetof(ty, designators)` at `span`: the byte offset as a `size_t`
    /// constant; `None` after an error (reported at the step that failed).
    pub fn act_on_offsetof(
        &mut self,
        mut ty: TypeId,
        designators: &[Designator<'a>],
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let mut offset: u64 = 0;
        for d in designators {
            match d {
                Designator::Member(name, at) => {
                    let (fty, foff) = self.offsetof_member(ty, name, *at)?;
                    offset += foff;
                    ty = fty;
                }
                Designator::Element(index, open) => {
                    let (elem, eoff) = self.offsetof_element(ty, index, *open)?;
                    offset = offset.wrapping_add(eoff);
                    ty = elem;
                }
            }
        }
        Some(self.int_const(offset as i128, TypeId::SIZE_T, span))
    }

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
