//! Sub-objects in constant evaluation: a [`Place`] may designate a base, field, element
//! or union member inside an object the evaluation holds (the path of indices from the
//! local to it), so `this` of a base class's member function called on a derived
//! temporary, a reference to a member and `&u.member` all reach the part they name. A
//! union holds at most one active member: reading another is not a constant. Its
//! construction (a member initializer of its constructor, which the IL lowers to an
//! assignment) makes a member the active one; changing the active member afterwards
//! is not a constant, as in C++17 (C++20's assignment and `construct_at` may).

use crate::il::VarId;
use crate::sema::const_eval::evaluator::Eval;
use crate::sema::const_eval::records::Object;
use crate::sema::const_eval::references::Place;
use crate::sema::Sema;

/// Part `k` of object value `whole`: a field or element, or the union member `k` when it
/// is the active one.
pub(super) fn part(whole: Object, k: usize) -> Option<Object> {
    match whole {
        Object::Aggregate(mut items) if k < items.len() => Some(items.swap_remove(k)),
        Object::Union(_, Some((active, o))) if active == k => Some(*o),
        _ => None,
    }
}

/// The part of `o` at `path`, for reading (an inactive union member is no object).
fn at<'o>(mut o: &'o Object, path: &[usize]) -> Option<&'o Object> {
    for &k in path {
        o = match o {
            Object::Aggregate(items) => items.get(k)?,
            Object::Union(_, Some((active, inner))) if *active == k => inner,
            _ => return None,
        };
    }
    Some(o)
}

/// The part of `o` at `path`, for writing: a member of a union without an active
/// member becomes the active one (its scalars unset); another member of a union is not
/// a constant.
fn at_mut<'o>(sema: &Sema, mut o: &'o mut Object, path: &[usize]) -> Option<&'o mut Object> {
    for &k in path {
        o = match o {
            Object::Aggregate(items) => items.get_mut(k)?,
            Object::Union(ty, active) => {
                if active.is_none() {
                    let member = *sema.union_members(*ty)?.get(k)?;
                    *active = Some((k, Box::new(sema.blank_object(member, false)?)));
                }
                match active {
                    Some((a, inner)) if *a == k => inner,
                    _ => return None,
                }
            }
            Object::Scalar(_) | Object::Pointer(_) => return None,
        };
    }
    Some(o)
}

impl Eval<'_, '_> {
    /// The object (or sub-object) local place `p` designates.
    pub(super) fn object_at(&self, p: &Place) -> Option<&Object> {
        let Place::Local(depth, v, path) = p else {
            return None;
        };
        at(self.objects.get(&(*depth, *v))?, path)
    }

    /// The part at `path` of constant record or array variable `v` (read from its
    /// brace-list initializer).
    pub(super) fn constant_part(&mut self, v: VarId, path: &[usize]) -> Option<Object> {
        let init = self.sema.var_facts[v].const_aggregate?;
        let whole = self.init_object(&init, self.sema.var(v).ty)?;
        at(&whole, path).cloned()
    }

    /// The sub-object at `path` inside local object `root`, to be written.
    pub(super) fn slot_mut(&mut self, root: (u32, VarId), path: &[usize]) -> Option<&mut Object> {
        let sema = self.sema;
        at_mut(sema, self.objects.get_mut(&root)?, path)
    }
}
