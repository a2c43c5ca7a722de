//! References and pointers to scalars in constant evaluation: `constexpr const T&
//! max(const T& a, const T& b) { return a < b ? b : a; }` called as `max(N - 1, 0)` in a
//! static data member's initializer (CUB sizes its tables so). The IL lowers such
//! references to pointers, so the evaluator follows pointers to the objects it knows: a
//! local or parameter of a call in progress (also a temporary materialized for a prvalue
//! bound to a `const T&`), a variable with a constant value, or a field or element of a
//! constant record or array variable (`max(s.a, s.b)` of a `constexpr S s`, CUB's
//! segmented-sort policies), read in the evaluation's copy of its value; a pointer into
//! an array (a decayed array, `p + k`, `p[k]`) designates one of its elements.

use crate::il::{BinOp, CastKind, Expr, ExprKind, UnaryOp, VarId};

use crate::sema::const_eval::aggregate_reads::SlotOperands;
use crate::sema::const_eval::evaluator::{ConstVal, Eval, Flow};
use crate::sema::const_eval::records::Object;
use crate::types::TypeId;

/// An object a pointer or reference designates during constant evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A local or parameter of the call at the given depth, or the sub-object (base,
    /// field, element, union member) the path of indices leads to inside it.
    Local(u32, VarId, Vec<usize>),
    /// A variable whose constant value Sema recorded.
    Constant(VarId),
    /// A constant array or record variable (its brace-list initializer is read), or the
    /// field or element the path of indices leads to inside it.
    Aggregate(VarId, Vec<usize>),
    /// The null pointer (`begin()` of an empty `cuda::std::array`): no object, equal
    /// only to itself.
    Null,
}

impl Eval<'_, '_> {
    /// The object pointer-valued expression `e` points to (a reference's referee).
    pub(super) fn place(&mut self, e: &Expr) -> Option<Place> {
        self.tick()?;
        if super::evaluator::is_null_pointer(e) {
            return Some(Place::Null);
        }
        match &e.kind {
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => self.lvalue_place(operand),
            ExprKind::Var(v) => self.refs.get(&(self.depth, *v)).cloned(),
            ExprKind::Cast {
                kind: CastKind::LValueToRValue | CastKind::NoOp | CastKind::BitCast,
                operand,
            } if self.sema.types.is_pointer(operand.ty) => self.place(operand),
            ExprKind::Conditional { cond, then, els } => match self.expr(cond)?.truth() {
                true => self.place(then),
                false => self.place(els),
            },
            ExprKind::Comma { lhs, rhs } => {
                self.discard(lhs)?;
                self.place(rhs)
            }
            ExprKind::Call { callee, args } => match self.invoke(*callee, args)? {
                Flow::ReturnPlace(p) => Some(p),
                _ => None,
            },
            // A pointer member of a record the evaluation holds (a closure's holds a
            // captured reference or `this`).
            ExprKind::Member { .. } => self.pointer_in_object(e),
            // A string literal: its characters, held for the whole evaluation.
            ExprKind::Cast {
                kind: CastKind::ArrayToPointerDecay,
                operand,
            } if matches!(operand.kind, ExprKind::StringLit(_)) => {
                let ExprKind::StringLit(bytes) = operand.kind else {
                    return None;
                };
                let elem = self.sema.types.array_elem(operand.ty)?.0;
                self.string_literal(bytes, elem)
            }
            // `++p`, `p--` of a pointer local (a range-for's iterator over an array):
            // it moves one element.
            ExprKind::IncDec { pre, inc, operand } => {
                let key = (self.depth, self.pointer_local(operand)?);
                let old = self.refs.get(&key)?.clone();
                let new = element_after(old.clone(), if *inc { 1 } else { -1 })?;
                self.refs.insert(key, new.clone());
                Some(if *pre { new } else { old })
            }
            // `p = q` of a pointer local.
            ExprKind::Assign { lhs, rhs } if self.pointer_local(lhs).is_some() => {
                let key = (self.depth, self.pointer_local(lhs)?);
                let new = self.place(rhs)?;
                self.refs.insert(key, new.clone());
                Some(new)
            }
            // An array decays to a pointer to its first element (`data()` of an array
            // class returning its member array).
            ExprKind::Cast {
                kind: CastKind::ArrayToPointerDecay,
                operand,
            } => {
                let array = self.lvalue_place(operand)?;
                self.subobject(array, 0)
            }
            // `p + k`, `p - k` of a pointer into an array: another element of it.
            ExprKind::Binary {
                op: op @ (BinOp::Add | BinOp::Sub),
                lhs,
                rhs,
            } if self.sema.types.is_pointer(lhs.ty) && self.sema.types.is_integer(rhs.ty) => {
                let ConstVal::Int(k) = self.expr(rhs)? else {
                    return None;
                };
                let p = self.place(lhs)?;
                element_after(p, if *op == BinOp::Add { k } else { -k })
            }
            _ => None,
        }
    }

    /// The pointer local of the current call lvalue `e` names.
    fn pointer_local(&self, e: &Expr) -> Option<VarId> {
        match e.kind {
            ExprKind::Var(v) if self.refs.contains_key(&(self.depth, v)) => Some(v),
            _ => None,
        }
    }

    /// Sub-object `k` (field or element) of the object at `p`; a constant aggregate
    /// variable's is read in the evaluation's copy of it.
    fn subobject(&mut self, p: Place, k: usize) -> Option<Place> {
        match p {
            Place::Local(d, v, mut path) => {
                path.push(k);
                Some(Place::Local(d, v, path))
            }
            Place::Aggregate(v, mut path) => {
                path.push(k);
                Some(Place::Local(0, self.constant_copy(v)?, path))
            }
            Place::Constant(_) | Place::Null => None,
        }
    }

    /// The object lvalue `e` designates.
    pub(super) fn lvalue_place(&mut self, e: &Expr) -> Option<Place> {
        match &e.kind {
            ExprKind::Var(v)
                if self.vars.contains_key(&(self.depth, *v)) || self.objects.contains_key(&(self.depth, *v)) =>
            {
                Some(Place::Local(self.depth, *v, Vec::new()))
            }
            ExprKind::Var(v) if self.sema.types.is_record(e.ty) && self.temporary_object(e).is_some() => {
                Some(Place::Local(self.depth, *v, Vec::new()))
            }
            ExprKind::Var(v) if self.sema.var_facts[*v].const_value.is_some() => Some(Place::Constant(*v)),
            ExprKind::Var(v) => self.sema.var_facts[*v]
                .const_aggregate
                .map(|_| Place::Aggregate(*v, Vec::new())),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.place(operand),
            // `a < b ? b : a` of lvalues.
            ExprKind::Conditional { cond, then, els } => match self.expr(cond)?.truth() {
                true => self.lvalue_place(then),
                false => self.lvalue_place(els),
            },
            ExprKind::Comma { lhs, rhs } => {
                self.discard(lhs)?;
                self.lvalue_place(rhs)
            }
            // A base, field or union member of an object the evaluation holds (`this`
            // of a base's member function called on a derived object) or of a constant.
            ExprKind::Member { base, field } => {
                let whole = self.lvalue_place(base)?;
                self.subobject(whole, *field as usize)
            }
            ExprKind::Index { base, index } => {
                let ConstVal::Int(k) = self.expr(index)? else {
                    return None;
                };
                match super::decayed_array(base) {
                    Some(array) if k >= 0 => {
                        let whole = self.lvalue_place(array)?;
                        self.subobject(whole, k as usize)
                    }
                    Some(_) => None,
                    // `p[k]` of a pointer into an array (`begin()[pos]`).
                    None => {
                        let p = self.place(base)?;
                        element_after(p, k)
                    }
                }
            }
            // A record prvalue whose address is taken (`get_config(n).rows()` calls
            // `rows` on a temporary): materialized as a local of the current call.
            ExprKind::Call { .. } if self.sema.types.is_record(e.ty) => {
                let o = self.object(e)?;
                Some(self.materialize(o))
            }
            // A copy of a record whose address is taken (`this` of a member called on
            // it): a temporary holding the copy.
            ExprKind::Cast {
                kind: CastKind::LValueToRValue | CastKind::NoOp,
                ..
            } if self.sema.types.is_record(e.ty) => {
                let o = self.object(e)?;
                Some(self.materialize(o))
            }
            // A materialized temporary (`ref.tmp = value`): assigned, then designated.
            ExprKind::Assign { lhs, .. } => {
                self.discard(e)?;
                self.lvalue_place(lhs)
            }
            _ => None,
        }
    }

    /// A string literal's characters (`bytes`, of element type `elem`, up to 32 bits
    /// each as the literal stores them) as an array held at depth 0, so pointers into it
    /// outlive the call that named it: a pointer to its first element.
    fn string_literal(&mut self, bytes: &[u8], elem: TypeId) -> Option<Place> {
        let width = usize::try_from(self.sema.types.size_of(elem))
            .ok()
            .filter(|w| matches!(w, 1 | 2 | 4))?;
        let chars = bytes
            .chunks(width)
            .map(|c| {
                let mut raw = [0u8; 4];
                raw[..c.len()].copy_from_slice(c);
                let v = i128::from(u32::from_le_bytes(raw));
                Some(Object::Scalar(Some(self.sema.convert_const(ConstVal::Int(v), elem)?)))
            })
            .collect::<Option<Vec<_>>>()?;
        self.temporaries += 1;
        let var = VarId(u32::MAX - self.temporaries);
        self.objects.insert((0, var), Object::Aggregate(chars));
        Some(Place::Local(0, var, vec![0]))
    }

    /// The evaluation's copy of constant aggregate variable `v` (made on first use, at
    /// depth 0 so it outlives the calls that return references into it: `arr[i]` of a
    /// `constexpr` array class, whose `operator[]` returns `e[i]` of `*this`).
    pub(super) fn constant_copy(&mut self, v: VarId) -> Option<VarId> {
        if let Some(&copy) = self.constant_copies.get(&v) {
            return Some(copy);
        }
        let init = self.sema.var_facts[v].const_aggregate?;
        let object = self.init_object(&init, self.sema.var(v).ty)?;
        self.temporaries += 1;
        let copy = VarId(u32::MAX - self.temporaries);
        self.objects.insert((0, copy), object);
        self.constant_copies.insert(v, copy);
        Some(copy)
    }

    /// The value of the scalar object at `p`.
    pub(super) fn read(&mut self, p: &Place) -> Option<ConstVal> {
        match p {
            Place::Local(depth, v, path) if path.is_empty() && self.vars.contains_key(&(*depth, *v)) => {
                self.vars.get(&(*depth, *v)).copied()
            }
            Place::Local(..) => match self.object_at(p)? {
                Object::Scalar(v) => *v,
                _ => None,
            },
            Place::Constant(v) => self.sema.var_facts[*v].const_value,
            Place::Aggregate(v, path) => match self.constant_part(*v, path)? {
                Object::Scalar(x) => x,
                _ => None,
            },
            Place::Null => None,
        }
    }

    /// Stores scalar `x` in the object at `p` (`*p = x` through a pointer or reference).
    pub(super) fn write(&mut self, p: &Place, x: ConstVal) -> Option<()> {
        match p {
            Place::Local(depth, v, path) if path.is_empty() && self.vars.contains_key(&(*depth, *v)) => {
                self.vars.insert((*depth, *v), x);
                Some(())
            }
            Place::Local(depth, v, path) => match self.slot_mut((*depth, *v), path)? {
                Object::Scalar(s) => {
                    *s = Some(x);
                    Some(())
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The temporary an assignment to `lhs` initializes, when `lhs` names a
    /// temporary materialized outside function bodies (only constant evaluation gives
    /// it a value).
    pub(super) fn static_temporary(&self, lhs: &Expr) -> Option<VarId> {
        match lhs.kind {
            ExprKind::Var(v) if self.sema.var_facts[v].static_temporary => Some(v),
            _ => None,
        }
    }

    /// The temporary an assignment to `lhs` materializes for a reference (the
    /// evaluation then holds its value as a local of the current call).
    pub(super) fn materialized_temporary(&self, lhs: &Expr) -> Option<VarId> {
        match lhs.kind {
            ExprKind::Var(v) if self.sema.var_facts[v].materialized => Some(v),
            _ => None,
        }
    }
}

/// `a op b` of two pointers: into the same array (`begin != end`, `end - begin`), their
/// element indices compared or subtracted; `==` and `!=` also of pointers to different
/// objects and of the null pointer. `None` where the answer is unspecified in C++ (an
/// order between different objects) or unknown here (an evaluation's copy of a constant
/// against the constant itself).
pub(super) fn pointer_binary(op: BinOp, a: &Place, b: &Place) -> Option<i128> {
    if let (BinOp::Eq | BinOp::Ne, Place::Local(..), Place::Aggregate(..))
    | (BinOp::Eq | BinOp::Ne, Place::Aggregate(..), Place::Local(..)) = (op, a, b)
    {
        return None;
    }
    match op {
        BinOp::Eq => return Some((a == b) as i128),
        BinOp::Ne => return Some((a != b) as i128),
        _ => {}
    }
    let (Place::Local(da, va, pa), Place::Local(db, vb, pb)) = (a, b) else {
        return None;
    };
    let (&ka, base_a) = pa.split_last()?;
    let (&kb, base_b) = pb.split_last()?;
    if (da, va, base_a) != (db, vb, base_b) {
        return None;
    }
    Some(match op {
        BinOp::Lt => (ka < kb) as i128,
        BinOp::Gt => (ka > kb) as i128,
        BinOp::Le => (ka <= kb) as i128,
        BinOp::Ge => (ka >= kb) as i128,
        BinOp::Sub => ka as i128 - kb as i128,
        _ => return None,
    })
}

/// The element `k` places after the one `p` points to (`p + k`, `p[k]`): the last index
/// of its path moves (C++ leaves stepping out of the array undefined; such a place holds
/// nothing to read).
fn element_after(p: Place, k: i128) -> Option<Place> {
    let Place::Local(d, v, mut path) = p else {
        return None;
    };
    let last = path.last_mut()?;
    *last = usize::try_from(*last as i128 + k).ok()?;
    Some(Place::Local(d, v, path))
}

impl SlotOperands for Eval<'_, '_> {
    fn index(&mut self, e: &Expr) -> Option<i128> {
        match self.expr(e)? {
            ConstVal::Int(k) => Some(k),
            ConstVal::Float(_) => None,
        }
    }

    fn pointee_var(&mut self, p: &Expr) -> Option<VarId> {
        match self.place(p)? {
            Place::Aggregate(v, path) if path.is_empty() => Some(v),
            _ => None,
        }
    }
}
