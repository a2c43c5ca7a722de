//! Record values in constant evaluation: a constexpr function may build and return a
//! struct (`constexpr Config get_config(int n) { return {n * 32, 2}; }`, a local `Config
//! c{}` set member by member, or `return P(n);` through a constexpr constructor), take
//! one as a parameter, and a constant expression may read a field of the result
//! (`get_config(4).nthreads` as an array bound, a template argument, launch bounds). The
//! evaluator holds such a value as an [`Object`]: a tree of the record's fields (nested
//! records and arrays included) whose scalar leaves are [`ConstVal`]s, or unset before
//! their first assignment (reading one is not a constant, as in C++). Locals,
//! parameters and temporaries of record type live in [`Eval::objects`]; `this` of a
//! constructor or member function called on one points to it ([`Place::Local`]). A
//! `static constexpr` variable initialized from such a call keeps the value as its
//! brace-list initializer ([`Sema::const_record_init`]), so its fields are constants and
//! the object is an ordinary constant at run time. Unions, pointers and 16-bit floats
//! in a record make it not a constant, but for a closure's pointer members (a variable
//! or `this` captured by reference: [`Object::Pointer`]), so a lambda called in a
//! constant expression is evaluated (C++17: its call operator is constexpr when it can
//! be; CUB's tuning policies call one).

use crate::il::{CastKind, Expr, ExprKind, Init, UnaryOp, VarId};
use crate::sema::const_eval::evaluator::{ConstVal, Eval, Flow};
use crate::sema::const_eval::references::Place;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// A value during constant evaluation: a scalar (unset until assigned) or the members of
/// a record or elements of an array, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Object {
    /// An arithmetic value; `None` while uninitialized.
    Scalar(Option<ConstVal>),
    /// The fields of a record or the elements of an array.
    Aggregate(Vec<Object>),
    /// A union (of the type given) and its active member's index and value, if one is
    /// active ([`super::subobjects`]).
    Union(TypeId, Option<(usize, Box<Object>)>),
    /// A closure's pointer member (a capture by reference): the object it points to;
    /// `None` until assigned.
    Pointer(Option<Place>),
}

/// Where an lvalue of record type (or a field inside one) lives: the local object at
/// (depth, variable) and the field or element indices leading into it.
type ObjectPath = ((u32, VarId), Vec<usize>);

impl<'a> Sema<'a> {
    /// The brace-list initializer holding the value of record expression `e` (a call of
    /// a constexpr function returning a record, say), or `None` when it is not a
    /// constant.
    pub fn const_record_init(&self, e: &Expr, span: Span) -> Option<Init<'a>> {
        if !self.types.is_record(e.ty) {
            return None;
        }
        let mut ev = Eval::new(self);
        let obj = ev.object(e)?;
        self.object_init(&obj, e.ty, span)
    }

    /// Whether record expression `e` has a constant value, when its type is one the
    /// evaluator models (scalars, nested records, arrays and unions of them: no
    /// pointers); `None` for other types.
    pub fn is_modelled_record_value(&self, e: &Expr) -> Option<bool> {
        if !self.types.is_record(e.ty) {
            return None;
        }
        self.blank_object(e.ty.unqualified(), true)?;
        Some(Eval::new(self).object(e).is_some())
    }

    /// `obj` (of type `ty`) as an initializer; `None` while a scalar in it is unset.
    pub(super) fn object_init(&self, obj: &Object, ty: TypeId, span: Span) -> Option<Init<'a>> {
        let ty = ty.unqualified();
        Some(match obj {
            Object::Scalar(v) => Init::Expr(match (*v)? {
                ConstVal::Int(i) => self.int_const(i, ty, span),
                ConstVal::Float(x) => self.mk(ExprKind::FloatConst(x), ty, span, false),
            }),
            Object::Aggregate(items) => {
                let tys = self.member_types(ty)?;
                let list = items
                    .iter()
                    .zip(tys)
                    .map(|(o, t)| self.object_init(o, t, span))
                    .collect::<Option<Vec<_>>>()?;
                Init::List(self.arena.alloc_slice_copy(&list))
            }
            Object::Union(..) | Object::Pointer(_) => return None,
        })
    }

    /// The types of the fields of record `ty` or the elements of array `ty`; `None` for a
    /// union or a type that is not an aggregate.
    fn member_types(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        if let Some((elem, len)) = self.types.array_elem(ty) {
            return (len <= 4096).then(|| vec![elem; len as usize]);
        }
        let record = self.types.record_of(ty)?;
        (!record.is_union && record.complete).then(|| record.fields.iter().map(|f| f.ty).collect())
    }

    /// The member types of union `ty`; `None` for other types.
    pub(super) fn union_members(&self, ty: TypeId) -> Option<Vec<TypeId>> {
        let record = self.types.record_of(ty)?;
        (record.is_union && record.complete).then(|| record.fields.iter().map(|f| f.ty).collect())
    }

    /// An object of type `ty` as a declaration without initializer leaves it (scalars
    /// unset) or, with `zero`, as value-initialization makes it.
    pub(super) fn blank_object(&self, ty: TypeId, zero: bool) -> Option<Object> {
        let t = &self.types;
        if t.is_integer(ty) || (t.is_floating(ty) && !t.is_half(ty)) {
            let v = zero.then(|| self.convert_const(ConstVal::Int(0), ty)).flatten();
            return Some(Object::Scalar(v));
        }
        if let Some(members) = self.union_members(ty) {
            // Value-initialization zeroes the first member; otherwise none is active.
            let first = match members.first() {
                Some(&m) if zero => Some((0, Box::new(self.blank_object(m, true)?))),
                _ => None,
            };
            return Some(Object::Union(ty.unqualified(), first));
        }
        let members = self.member_types(ty)?;
        Some(Object::Aggregate(
            members
                .into_iter()
                .map(|m| match t.is_pointer(m) {
                    // Value-initialization makes a pointer member null.
                    true => Some(Object::Pointer(zero.then_some(Place::Null))),
                    false => self.blank_object(m, zero),
                })
                .collect::<Option<_>>()?,
        ))
    }
}

impl Eval<'_, '_> {
    /// The value of expression `e` of any type the evaluator knows (records and arrays
    /// as [`Object::Aggregate`]).
    pub(super) fn object(&mut self, e: &Expr) -> Option<Object> {
        self.tick()?;
        let t = &self.sema.types;
        if t.is_pointer(e.ty) {
            return Some(Object::Pointer(Some(self.place(e)?)));
        }
        if !t.is_record(e.ty) && !t.is_array(e.ty) {
            return Some(Object::Scalar(Some(self.expr(e)?)));
        }
        match &e.kind {
            ExprKind::Cast {
                kind: CastKind::LValueToRValue | CastKind::NoOp,
                operand,
            } => self.object(operand),
            ExprKind::Var(v) => match self.objects.get(&(self.depth, *v)) {
                Some(o) => Some(o.clone()),
                None => {
                    let init = self.sema.var_facts[*v].const_aggregate?;
                    self.init_object(&init, e.ty)
                }
            },
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                let p = self.place(operand)?;
                self.object_in_place(p)
            }
            // An element of an array of records (`Sel{}(all_ccs[i])` copies one).
            ExprKind::Index { .. } => {
                let p = self.lvalue_place(e)?;
                self.object_in_place(p)
            }
            ExprKind::Member { base, field } => {
                let whole = self.object(base)?;
                super::subobjects::part(whole, *field as usize)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.discard(lhs)?;
                self.object(rhs)
            }
            ExprKind::Conditional { cond, then, els } => match self.expr(cond)?.truth() {
                true => self.object(then),
                false => self.object(els),
            },
            ExprKind::Call { callee, args } => match self.invoke(*callee, args)? {
                Flow::ReturnObject(o) => Some(o),
                _ => None,
            },
            ExprKind::Assign { lhs, rhs } => {
                let v = self.object(rhs)?;
                let slot = self.object_slot(lhs)?;
                *slot = v.clone();
                Some(v)
            }
            _ => None,
        }
    }

    /// The object at place `p`: one the evaluation holds or part of a constant.
    fn object_in_place(&mut self, p: Place) -> Option<Object> {
        match p {
            p @ Place::Local(..) => self.object_at(&p).cloned(),
            Place::Aggregate(v, path) => self.constant_part(v, &path),
            Place::Constant(_) | Place::Null => None,
        }
    }

    /// Evaluates `e` for its effects only (an expression statement, the left of a comma).
    pub(super) fn discard(&mut self, e: &Expr) -> Option<()> {
        if let ExprKind::Assign { lhs, rhs } = &e.kind {
            if self.sema.types.is_pointer(e.ty) && !matches!(lhs.kind, ExprKind::Var(_)) {
                return self.assign_pointer_member(lhs, rhs);
            }
        }
        if self.sema.types.is_pointer(e.ty) {
            // `++it`, `p = q`: the pointer's new place, nothing to read.
            return self.place(e).map(|_| ());
        }
        if self.sema.types.is_record(e.ty) {
            self.object(e).map(|_| ())
        } else {
            self.expr(e).map(|_| ())
        }
    }

    /// The value initializer `init` gives an object of type `ty`: a brace list's
    /// elements in order (the rest value-initialized), or a single expression.
    pub(super) fn init_object(&mut self, init: &Init, ty: TypeId) -> Option<Object> {
        match init {
            Init::Expr(e) if self.sema.types.is_record(ty) || self.sema.types.is_array(ty) => self.object(e),
            // A pointer member (`const int* at = nullptr;`).
            Init::Expr(e) if self.sema.types.is_pointer(ty) => Some(Object::Pointer(Some(self.place(e)?))),
            Init::Expr(e) => {
                let v = self.expr(e)?;
                Some(Object::Scalar(Some(self.sema.convert_const(v, ty.unqualified())?)))
            }
            Init::List(items) if self.sema.union_members(ty.unqualified()).is_some() => {
                let first = self.sema.union_members(ty.unqualified())?.first().copied();
                let active = match (items, first) {
                    ([], _) => return self.sema.blank_object(ty, true),
                    ([one], Some(m)) => Some((0, Box::new(self.init_object(one, m)?))),
                    _ => return None,
                };
                Some(Object::Union(ty.unqualified(), active))
            }
            Init::List(items) => {
                let members = self.sema.member_types(ty.unqualified());
                let Some(members) = members else {
                    // A scalar in braces: `int x{3}`.
                    return match items {
                        [] => self.sema.blank_object(ty.unqualified(), true),
                        [one] => self.init_object(one, ty),
                        _ => None,
                    };
                };
                if items.len() > members.len() {
                    return None;
                }
                let mut out = Vec::with_capacity(members.len());
                for (k, m) in members.iter().enumerate() {
                    out.push(match items.get(k) {
                        Some(i) => self.init_object(i, *m)?,
                        None => self.sema.blank_object(*m, true)?,
                    });
                }
                Some(Object::Aggregate(out))
            }
            Init::Str(units) => {
                // The evaluator's arrays are as bounded as a brace list's (`member_types`).
                let chars = self.sema.member_types(ty.unqualified())?;
                let elem = *chars.first()?;
                let width = self.sema.types.size_of(elem) as usize;
                let unit = |k| Init::string_unit(units, width, k).map_or(0, |u| self.sema.wrap_to(i128::from(u), elem));
                let chars = (0..chars.len()).map(|k| Object::Scalar(Some(ConstVal::Int(unit(k)))));
                Some(Object::Aggregate(chars.collect()))
            }
        }
    }

    /// A new local of record or array type `ty` at the current depth, from `init`.
    pub(super) fn declare_object(&mut self, var: VarId, ty: TypeId, init: Option<&Init>) -> Option<()> {
        let obj = match init {
            Some(i) => self.init_object(i, ty)?,
            None => self.sema.blank_object(ty.unqualified(), false)?,
        };
        self.objects.insert((self.depth, var), obj);
        Some(())
    }

    /// The scalar field or element `e` selects from a record or array value (the
    /// result of a call, say: `get_config(4).nthreads`).
    pub(super) fn part_of_value(&mut self, e: &Expr) -> Option<ConstVal> {
        let (whole, k) = match &e.kind {
            ExprKind::Member { base, field } => (self.object(base)?, *field as i128),
            ExprKind::Index { base, index } => {
                let array = super::decayed_array(base)?;
                let ConstVal::Int(k) = self.expr(index)? else {
                    return None;
                };
                (self.object(array)?, k)
            }
            _ => return None,
        };
        match super::subobjects::part(whole, usize::try_from(k).ok()?)? {
            Object::Scalar(v) => v,
            _ => None,
        }
    }

    /// A temporary holding `o` for the rest of the current call: a local object under
    /// a variable number no declared variable has (counted down from `u32::MAX`).
    pub(super) fn materialize(&mut self, o: Object) -> Place {
        self.temporaries += 1;
        let var = VarId(u32::MAX - self.temporaries);
        self.objects.insert((self.depth, var), o);
        Place::Local(self.depth, var, Vec::new())
    }

    /// When `e` names a temporary of record type that the enclosing code materializes
    /// (`ref.tmp` of `f(make(1))` binding a `const T&`, or of a constructor call), makes
    /// it a local object of the current call, its fields unset until assigned.
    pub(super) fn temporary_object(&mut self, e: &Expr) -> Option<()> {
        let ExprKind::Var(v) = e.kind else {
            return None;
        };
        if self.static_temporary(e).is_none() && self.materialized_temporary(e).is_none() {
            return None;
        }
        if !self.objects.contains_key(&(self.depth, v)) {
            let o = self.sema.blank_object(e.ty.unqualified(), false)?;
            self.objects.insert((self.depth, v), o);
        }
        Some(())
    }

    /// Whether lvalue `e` names a field or element inside a local object.
    pub(super) fn in_local_object(&mut self, e: &Expr) -> bool {
        matches!(e.kind, ExprKind::Member { .. } | ExprKind::Index { .. }) && self.object_path(e).is_some()
    }

    /// `lhs = rhs` storing a pointer in a record's member (also a closure's: a lambda
    /// capturing a variable or `this` by reference).
    fn assign_pointer_member(&mut self, lhs: &Expr, rhs: &Expr) -> Option<()> {
        let target = self.place(rhs)?;
        match self.object_slot(lhs)? {
            slot @ Object::Pointer(_) => {
                *slot = Object::Pointer(Some(target));
                Some(())
            }
            _ => None,
        }
    }

    /// The place the pointer member at lvalue `e` points to.
    pub(super) fn pointer_in_object(&mut self, e: &Expr) -> Option<Place> {
        let (root, path) = self.object_path(e)?;
        match self.object_at(&Place::Local(root.0, root.1, path))? {
            Object::Pointer(p) => p.clone(),
            _ => None,
        }
    }

    /// The scalar `e` (an lvalue inside a local object) holds.
    pub(super) fn read_in_object(&mut self, e: &Expr) -> Option<ConstVal> {
        let (root, path) = self.object_path(e)?;
        match self.object_at(&Place::Local(root.0, root.1, path))? {
            Object::Scalar(v) => *v,
            _ => None,
        }
    }

    /// Stores scalar `v` at lvalue `e` inside a local object.
    pub(super) fn write_in_object(&mut self, e: &Expr, v: ConstVal) -> Option<()> {
        match self.object_slot(e)? {
            Object::Scalar(s) => {
                *s = Some(v);
                Some(())
            }
            _ => None,
        }
    }

    /// The part of a local object lvalue `e` designates, to be written (a union member
    /// on the way becomes the active one).
    fn object_slot(&mut self, e: &Expr) -> Option<&mut Object> {
        let (root, path) = self.object_path(e)?;
        self.slot_mut(root, &path)
    }

    /// The local object and the path inside it that lvalue `e` designates.
    fn object_path(&mut self, e: &Expr) -> Option<ObjectPath> {
        match &e.kind {
            ExprKind::Var(v) if self.objects.contains_key(&(self.depth, *v)) => Some(((self.depth, *v), Vec::new())),
            ExprKind::Var(v) => self.temporary_object(e).map(|()| ((self.depth, *v), Vec::new())),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => match self.place(operand)? {
                Place::Local(d, v, path) if self.objects.contains_key(&(d, v)) => Some(((d, v), path)),
                _ => None,
            },
            ExprKind::Member { base, field } => {
                let (root, mut path) = self.object_path(base)?;
                path.push(*field as usize);
                Some((root, path))
            }
            // `p[k]` of a pointer into an array object.
            ExprKind::Index { base, .. } if super::decayed_array(base).is_none() => match self.lvalue_place(e)? {
                Place::Local(d, v, path) if self.objects.contains_key(&(d, v)) => Some(((d, v), path)),
                _ => None,
            },
            ExprKind::Index { base, index } => {
                let array = super::decayed_array(base)?;
                let (_, len) = self.sema.types.array_elem(array.ty)?;
                let ConstVal::Int(k) = self.expr(index)? else {
                    return None;
                };
                if k < 0 || k >= len as i128 {
                    return None;
                }
                let (root, mut path) = self.object_path(array)?;
                path.push(k as usize);
                Some((root, path))
            }
            _ => None,
        }
    }
}
