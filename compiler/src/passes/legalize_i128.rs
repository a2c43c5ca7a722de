//! 128-bit integer legalization: every `i128` value (CUDA's `__int128` and
//! `unsigned __int128`) becomes a pair of `i64` halves, as NVPTX's type
//! legalization expands an integer twice as wide as its widest register. PTX
//! has no 128-bit arithmetic, so the pass rewrites each operation on the halves:
//! `add`/`sub` with the carry or borrow taken from an unsigned compare of the low
//! halves, `mul` from three 64-bit products and `llvm.nvvm.mulhi.ull` (nvcc's
//! `mul.lo`/`mul.hi.u64` sequence), bitwise operations half by half, shifts by
//! amount below or above 64 (chosen with `select`), comparisons from the high
//! halves with the low halves deciding ties, extensions and truncations.
//! Where an `i128` crosses memory or a call boundary it travels as `<2 x i64>`
//! (low half in lane 0): loads and stores become `ld/st.v2.u64`, parameters and
//! results `.param .align 16 .b8 [16]`, as nvcc prints them; function types
//! change accordingly. Division, remainder and floating conversions of `i128`
//! are done before this pass by the device library (irgen calls it), so they
//! never reach here; an operation the pass does not know is left as it is and
//! the backend rejects it with a diagnostic.
//! Runs once over the module after the per-function pipeline.
//! Preserves: every instruction that neither produces nor reads an `i128`.

use ptxc_ir::types::TypeData;
use ptxc_ir::{ConstData, FuncId, Function, Inst, IntPredicate, Intrinsic, Module, NodeHeader, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The low and high 64-bit halves of one `i128` value.
type Halves = (Value, Value);

/// Legalizes every `i128` of the module: signatures, call types and bodies.
/// Returns the functions whose bodies were rewritten.
pub fn run(m: &mut Module) -> Vec<FuncId> {
    // A type made just now is one nothing uses (and then the walk below
    // over every operand of every function can be skipped).
    let types = m.types.len();
    let wide = m.types.int(128);
    if m.types.len() > types || !module_uses(m, wide) {
        return Vec::new();
    }
    let i64t = m.types.i64();
    let pair = m.types.vector(i64t, 2);
    legalize_globals(m, wide, pair);
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for &id in &ids {
        if let Some(t) = m.functions[id].ty {
            let legal = legal_fn_type(m, t, wide, pair);
            m.functions[id].ty = Some(legal);
        }
    }
    let mut expanded = Vec::new();
    for id in ids {
        if m.functions[id].is_declaration() {
            continue;
        }
        let mut f = std::mem::take(&mut m.functions[id]);
        Expander::new(m, wide, pair).run(&mut f);
        m.functions[id] = f;
        expanded.push(id);
    }
    expanded
}

/// Globals of type `i128` (or arrays of them) hold `<2 x i64>` instead, their
/// initializers split into halves, so the PTX printer sees only 64-bit lanes.
fn legalize_globals(m: &mut Module, wide: Type, pair: Type) {
    let ids: Vec<_> = m.globals.keys().collect();
    for g in ids {
        let ty = m.globals[g].ty;
        let legal = legal_memory_type(m, ty, wide, pair);
        if legal == ty {
            continue;
        }
        m.globals[g].ty = legal;
        if let Some(init) = m.globals[g].initializer {
            let split = legal_const(m, init, legal);
            m.globals[g].initializer = Some(split);
        }
    }
}

/// `t` with `i128` (also as array elements) replaced by `<2 x i64>`.
fn legal_memory_type(m: &mut Module, t: Type, wide: Type, pair: Type) -> Type {
    if t == wide {
        return pair;
    }
    match *m.types.get(t) {
        TypeData::Array { elem, len } => {
            let e = legal_memory_type(m, elem, wide, pair);
            if e == elem {
                t
            } else {
                m.types.array(e, len)
            }
        }
        _ => t,
    }
}

/// Constant `c` re-typed as `ty` (from [`legal_memory_type`]): an `i128` becomes
/// `<2 x i64> <lo, hi>`; arrays convert element by element.
fn legal_const(m: &mut Module, c: ptxc_ir::Constant, ty: Type) -> ptxc_ir::Constant {
    let i64t = m.types.i64();
    match m.consts.get(c).clone() {
        ConstData::Int { bits, .. } => {
            let elems = vec![
                m.const_int(i64t, i128::from(bits as u64)),
                m.const_int(i64t, i128::from((bits >> 64) as u64)),
            ];
            m.consts.intern(ConstData::Aggregate { ty, elems })
        }
        ConstData::Aggregate { elems, .. } => {
            let elem_ty = match *m.types.get(ty) {
                TypeData::Array { elem, .. } => elem,
                _ => return c,
            };
            let elems = elems.into_iter().map(|e| legal_const(m, e, elem_ty)).collect();
            m.consts.intern(ConstData::Aggregate { ty, elems })
        }
        ConstData::Zero(_) => m.const_zero(ty),
        ConstData::Undef(_) => m.const_undef(ty),
        ConstData::Poison(_) => m.const_poison(ty),
        _ => c,
    }
}

/// Whether any function signature or instruction of `m` mentions `wide`.
fn module_uses(m: &Module, wide: Type) -> bool {
    let global = m
        .globals
        .values()
        .any(|g| g.ty == wide || matches!(m.types.get(g.ty), TypeData::Array { elem, .. } if *elem == wide));
    global
        || m.functions.values().any(|f| {
            f.ty.is_some_and(|t| fn_type_mentions(m, t, wide))
                || f.insts
                    .values()
                    .any(|d| d.block.is_some() && (d.ty == wide || d.aux_ty == Some(wide)))
                || f.insts
                    .keys()
                    .any(|i| f.inst(i).block.is_some() && f.operands(i).iter().any(|&v| value_is(m, f, v, wide)))
        })
}

fn fn_type_mentions(m: &Module, t: Type, wide: Type) -> bool {
    match m.types.get(t) {
        TypeData::Function { ret, params, .. } => *ret == wide || params.contains(&wide),
        _ => false,
    }
}

/// Whether `v` (read without mutating the module) has type `wide`.
fn value_is(m: &Module, f: &Function, v: Value, wide: Type) -> bool {
    match v {
        Value::Inst(i) => f.inst(i).ty == wide,
        Value::Const(c) => matches!(
            m.consts.get(c),
            ConstData::Int { ty, .. } | ConstData::Undef(ty) | ConstData::Poison(ty) | ConstData::Zero(ty) if *ty == wide
        ),
        Value::Arg(n) => match f.ty.map(|t| m.types.get(t)) {
            Some(TypeData::Function { params, .. }) => params.get(n as usize) == Some(&wide),
            _ => false,
        },
        _ => false,
    }
}

/// Function type `t` with every `i128` parameter or result passed as `<2 x i64>`.
fn legal_fn_type(m: &mut Module, t: Type, wide: Type, pair: Type) -> Type {
    let TypeData::Function { ret, params, vararg } = m.types.get(t).clone() else {
        return t;
    };
    let swap = |x: Type| if x == wide { pair } else { x };
    m.types
        .function(swap(ret), params.into_iter().map(swap).collect(), vararg)
}

/// The rewriting of one function's body.
struct Expander<'m> {
    m: &'m mut Module,
    wide: Type,
    pair: Type,
    i64t: Type,
    /// Halves of each `i128` value rewritten so far.
    halves: FxHashMap<Value, Halves>,
    /// New phis of each `i128` phi, whose incoming values are filled in last.
    phis: Vec<(Inst, Inst, Inst)>,
    dead: FxHashSet<Inst>,
    /// Results that are not `i128` (compares, truncations) and their new values.
    forwarded: FxHashMap<Value, Value>,
}

impl<'m> Expander<'m> {
    fn new(m: &'m mut Module, wide: Type, pair: Type) -> Self {
        let i64t = m.types.i64();
        Expander {
            m,
            wide,
            pair,
            i64t,
            halves: FxHashMap::default(),
            phis: Vec::new(),
            dead: FxHashSet::default(),
            forwarded: FxHashMap::default(),
        }
    }

    fn run(mut self, f: &mut Function) {
        self.split_args(f);
        // Reverse postorder puts every definition before its non-phi uses.
        for b in ptxc_ir::analysis::reverse_postorder(f) {
            for i in f.blocks[b].insts.clone() {
                self.rewrite(f, i);
            }
        }
        for (old, lo, hi) in std::mem::take(&mut self.phis) {
            let ops = f.operands(old).to_vec();
            let (mut lo_ops, mut hi_ops) = (Vec::new(), Vec::new());
            for pair in ops.chunks(2) {
                let (l, h) = self.halves_of(pair[0]).unwrap_or_else(|| {
                    let p = Value::Const(self.m.const_poison(self.i64t));
                    (p, p)
                });
                lo_ops.extend([l, pair[1]]);
                hi_ops.extend([h, pair[1]]);
            }
            f.set_operands(lo, &lo_ops);
            f.set_operands(hi, &hi_ops);
        }
        if !self.forwarded.is_empty() {
            f.replace_all_uses(&self.forwarded);
        }
        if !self.dead.is_empty() {
            f.remove_insts(&self.dead);
        }
    }

    /// `i128` arguments arrive as `<2 x i64>`: their halves are taken at entry.
    fn split_args(&mut self, f: &mut Function) {
        let Some(TypeData::Function { params, .. }) = f.ty.map(|t| self.m.types.get(t).clone()) else {
            return;
        };
        let Some(first) = f.entry_block().and_then(|b| f.blocks[b].insts.first().copied()) else {
            return;
        };
        for (n, &t) in params.iter().enumerate() {
            if t == self.pair && f.param_names.get(n).is_some() {
                let arg = Value::Arg(n as u32);
                let h = self.unpack(f, first, arg);
                self.halves.insert(arg, h);
            }
        }
    }

    /// Whether `v` is an `i128` value of `f`.
    fn is_wide(&mut self, f: &Function, v: Value) -> bool {
        // Arguments and call results already carry `<2 x i64>`: they are in `halves`.
        match v {
            Value::Arg(_) => self.halves.contains_key(&v),
            _ => self.halves.contains_key(&v) || self.m.value_type(f, v) == self.wide,
        }
    }

    /// The halves of `i128` value `v`; `None` when its producer was not rewritten
    /// (an operation this pass does not handle).
    fn halves_of(&mut self, v: Value) -> Option<Halves> {
        if let Some(&h) = self.halves.get(&v) {
            return Some(h);
        }
        let Value::Const(c) = v else {
            return None;
        };
        let (lo, hi) = match self.m.consts.get(c).clone() {
            ConstData::Int { bits, .. } => (
                Value::Const(self.m.const_int(self.i64t, i128::from(bits as u64))),
                Value::Const(self.m.const_int(self.i64t, i128::from((bits >> 64) as u64))),
            ),
            ConstData::Zero(_) => {
                let z = Value::Const(self.m.const_int(self.i64t, 0));
                (z, z)
            }
            ConstData::Undef(_) => {
                let u = Value::Const(self.m.const_undef(self.i64t));
                (u, u)
            }
            _ => {
                let p = Value::Const(self.m.const_poison(self.i64t));
                (p, p)
            }
        };
        Some((lo, hi))
    }

    /// Rewrites instruction `i` if it produces or reads an `i128`.
    fn rewrite(&mut self, f: &mut Function, i: Inst) {
        let d = f.inst(i).clone();
        let ops = f.operands(i).to_vec();
        let produces = d.ty == self.wide;
        let reads = ops.iter().any(|&v| self.is_wide(f, v));
        if !produces && !reads {
            return;
        }
        let op = d.opcode();
        if op == Opcode::Phi && produces {
            let lo = self.insert(f, i, NodeHeader::new(Opcode::Phi), self.i64t, &[]);
            let hi = self.insert(f, i, NodeHeader::new(Opcode::Phi), self.i64t, &[]);
            self.phis.push((i, lo, hi));
            self.replace(i, (Value::Inst(lo), Value::Inst(hi)));
            return;
        }
        let mut wide_ops = Vec::new();
        for &v in &ops {
            if self.is_wide(f, v) {
                match self.halves_of(v) {
                    Some(h) => wide_ops.push(h),
                    None => return,
                }
            }
        }
        let done = match op {
            Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor => {
                let (a, b) = (wide_ops[0], wide_ops[1]);
                Some(self.arith(f, i, op, a, b))
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => Some(self.shift(f, i, op, wide_ops[0], wide_ops[1].0)),
            Opcode::ICmp => {
                let Some(pred) = IntPredicate::from_u16(d.header.subop) else {
                    return;
                };
                let r = self.compare(f, i, pred, wide_ops[0], wide_ops[1]);
                self.forward(i, r);
                return;
            }
            Opcode::ZExt | Opcode::SExt if produces => {
                let from = self.m.value_type(f, ops[0]);
                let lo = if from == self.i64t {
                    ops[0]
                } else {
                    self.emit(f, i, op, self.i64t, &[ops[0]])
                };
                let hi = if op == Opcode::ZExt {
                    Value::Const(self.m.const_int(self.i64t, 0))
                } else {
                    let c63 = Value::Const(self.m.const_int(self.i64t, 63));
                    self.emit(f, i, Opcode::AShr, self.i64t, &[lo, c63])
                };
                Some((lo, hi))
            }
            Opcode::Trunc => {
                let lo = wide_ops[0].0;
                let r = if d.ty == self.i64t {
                    lo
                } else {
                    self.emit(f, i, Opcode::Trunc, d.ty, &[lo])
                };
                self.forward(i, r);
                return;
            }
            Opcode::Freeze => {
                let (lo, hi) = wide_ops[0];
                Some((
                    self.emit(f, i, Opcode::Freeze, self.i64t, &[lo]),
                    self.emit(f, i, Opcode::Freeze, self.i64t, &[hi]),
                ))
            }
            Opcode::Select => {
                let (a, b) = (wide_ops[0], wide_ops[1]);
                Some((
                    self.emit(f, i, Opcode::Select, self.i64t, &[ops[0], a.0, b.0]),
                    self.emit(f, i, Opcode::Select, self.i64t, &[ops[0], a.1, b.1]),
                ))
            }
            Opcode::Load if produces => {
                let mut header = d.header;
                header.num_operands = 0;
                let load = self.insert(f, i, header, self.pair, &ops);
                let data = f.inst_mut(load);
                data.aux_ty = Some(self.pair);
                data.align = d.align;
                Some(self.unpack(f, i, Value::Inst(load)))
            }
            Opcode::Store if self.is_wide(f, ops[0]) => {
                let packed = self.pack(f, i, wide_ops[0]);
                f.operands_mut(i)[0] = packed;
                f.inst_mut(i).aux_ty = Some(self.pair);
                return;
            }
            Opcode::Ret => {
                let packed = self.pack(f, i, wide_ops[0]);
                f.operands_mut(i)[0] = packed;
                return;
            }
            Opcode::Call => {
                self.call(f, i, &ops);
                return;
            }
            _ => None,
        };
        if let Some(h) = done {
            self.replace(i, h);
        }
    }

    /// `add`, `sub`, `mul` and the bitwise operations on halves.
    fn arith(&mut self, f: &mut Function, at: Inst, op: Opcode, a: Halves, b: Halves) -> Halves {
        let t = self.i64t;
        match op {
            Opcode::Add => {
                let lo = self.emit(f, at, Opcode::Add, t, &[a.0, b.0]);
                let carry = self.icmp(f, at, IntPredicate::Ult, lo, a.0);
                let carry = self.emit(f, at, Opcode::ZExt, t, &[carry]);
                let hi = self.emit(f, at, Opcode::Add, t, &[a.1, b.1]);
                (lo, self.emit(f, at, Opcode::Add, t, &[hi, carry]))
            }
            Opcode::Sub => {
                let lo = self.emit(f, at, Opcode::Sub, t, &[a.0, b.0]);
                let borrow = self.icmp(f, at, IntPredicate::Ult, a.0, b.0);
                let borrow = self.emit(f, at, Opcode::ZExt, t, &[borrow]);
                let hi = self.emit(f, at, Opcode::Sub, t, &[a.1, b.1]);
                (lo, self.emit(f, at, Opcode::Sub, t, &[hi, borrow]))
            }
            Opcode::Mul => {
                // (a1·2^64 + a0)(b1·2^64 + b0) mod 2^128: the low product's high
                // half plus the two cross products' low halves.
                let high = self.mulhi(f, at, a.0, b.0);
                let cross1 = self.emit(f, at, Opcode::Mul, t, &[a.0, b.1]);
                let cross2 = self.emit(f, at, Opcode::Mul, t, &[a.1, b.0]);
                let hi = self.emit(f, at, Opcode::Add, t, &[high, cross1]);
                let hi = self.emit(f, at, Opcode::Add, t, &[hi, cross2]);
                (self.emit(f, at, Opcode::Mul, t, &[a.0, b.0]), hi)
            }
            _ => (
                self.emit(f, at, op, t, &[a.0, b.0]),
                self.emit(f, at, op, t, &[a.1, b.1]),
            ),
        }
    }

    /// `shl`/`lshr`/`ashr` of `a` by `n` (the amount's low half; amounts of 128 or
    /// more are poison in the IR, so only the low seven bits matter). Written
    /// for PTX's shifts, which clamp the amount (a `.u32`) to the width: a
    /// shift by 64 or more gives 0 (`shr.s64`: the sign), so `64 - n` and
    /// `n - 64`, negative on one side of 64, move nothing there and no `select`
    /// is needed except for the low half of `ashr`. This IR is only read by
    /// instruction selection (and gvn, dce), never folded as LLVM shifts.
    fn shift(&mut self, f: &mut Function, at: Inst, op: Opcode, a: Halves, n: Value) -> Halves {
        let t = self.i64t;
        let c = |s: &mut Self, v: i128| Value::Const(s.m.const_int(t, v));
        if let Some(k) = self.small_const(n) {
            return self.shift_by(f, at, op, a, k);
        }
        let c64 = c(self, 64);
        // Bits crossing between the halves for n < 64 (none for n = 0: 64 clamps)...
        let cross = self.emit(f, at, Opcode::Sub, t, &[c64, n]);
        // ...and the shift of the other half for n >= 64 (clamped away below 64).
        let over = self.emit(f, at, Opcode::Sub, t, &[n, c64]);
        let or3 = |s: &mut Self, f: &mut Function, x: Value, y: Value, z: Value| {
            let xy = s.emit(f, at, Opcode::Or, t, &[x, y]);
            s.emit(f, at, Opcode::Or, t, &[xy, z])
        };
        if op == Opcode::Shl {
            let lo = self.emit(f, at, Opcode::Shl, t, &[a.0, n]);
            let up = self.emit(f, at, Opcode::Shl, t, &[a.1, n]);
            let carried = self.emit(f, at, Opcode::LShr, t, &[a.0, cross]);
            let moved = self.emit(f, at, Opcode::Shl, t, &[a.0, over]);
            return (lo, or3(self, f, up, carried, moved));
        }
        let hi = self.emit(f, at, op, t, &[a.1, n]);
        let down = self.emit(f, at, Opcode::LShr, t, &[a.0, n]);
        let carried = self.emit(f, at, Opcode::Shl, t, &[a.1, cross]);
        let moved = self.emit(f, at, op, t, &[a.1, over]);
        if op == Opcode::LShr {
            return (or3(self, f, down, carried, moved), hi);
        }
        // `shr.s64` by a clamped n - 64 is the sign, not 0: choose.
        let small = self.icmp(f, at, IntPredicate::Ult, n, c64);
        let lo_small = self.emit(f, at, Opcode::Or, t, &[down, carried]);
        let lo = self.emit(f, at, Opcode::Select, t, &[small, lo_small, moved]);
        (lo, hi)
    }

    /// A shift by the constant `k` (0..127): each half from at most two shifts
    /// and an `or`, no `select` (`b >> 3`, `a >> 64`, `x << 100`).
    fn shift_by(&mut self, f: &mut Function, at: Inst, op: Opcode, a: Halves, k: u32) -> Halves {
        let t = self.i64t;
        let c = |s: &mut Self, v: u32| Value::Const(s.m.const_int(t, i128::from(v)));
        let sh = |s: &mut Self, f: &mut Function, op: Opcode, x: Value, by: u32| match by {
            0 => x,
            _ => {
                let by = c(s, by);
                s.emit(f, at, op, t, &[x, by])
            }
        };
        if k == 0 {
            return a;
        }
        if op == Opcode::Shl {
            if k >= 64 {
                return (c(self, 0), sh(self, f, Opcode::Shl, a.0, k - 64));
            }
            let up = sh(self, f, Opcode::Shl, a.1, k);
            let carried = sh(self, f, Opcode::LShr, a.0, 64 - k);
            let hi = self.emit(f, at, Opcode::Or, t, &[up, carried]);
            return (sh(self, f, Opcode::Shl, a.0, k), hi);
        }
        let fill = |s: &mut Self, f: &mut Function| match op {
            Opcode::AShr => sh(s, f, Opcode::AShr, a.1, 63),
            _ => c(s, 0),
        };
        if k >= 64 {
            let lo = sh(self, f, op, a.1, k - 64);
            return (lo, fill(self, f));
        }
        let down = sh(self, f, Opcode::LShr, a.0, k);
        let carried = sh(self, f, Opcode::Shl, a.1, 64 - k);
        let lo = self.emit(f, at, Opcode::Or, t, &[down, carried]);
        (lo, sh(self, f, op, a.1, k))
    }

    /// `v` as a shift amount when it is a constant below 128.
    fn small_const(&self, v: Value) -> Option<u32> {
        match self.m.consts.get(v.as_const()?) {
            ConstData::Int { bits, .. } if *bits < 128 => Some(*bits as u32),
            ConstData::Zero(_) => Some(0),
            _ => None,
        }
    }

    /// `icmp pred a, b` on halves: equality from both halves, orderings from the
    /// high halves unless they are equal, then from the low halves unsigned.
    fn compare(&mut self, f: &mut Function, at: Inst, pred: IntPredicate, a: Halves, b: Halves) -> Value {
        use IntPredicate as P;
        if matches!(pred, P::Eq | P::Ne) {
            let x0 = self.emit(f, at, Opcode::Xor, self.i64t, &[a.0, b.0]);
            let x1 = self.emit(f, at, Opcode::Xor, self.i64t, &[a.1, b.1]);
            let any = self.emit(f, at, Opcode::Or, self.i64t, &[x0, x1]);
            let zero = Value::Const(self.m.const_int(self.i64t, 0));
            return self.icmp(f, at, pred, any, zero);
        }
        let (strict, low) = match pred {
            P::Ugt | P::Uge => (P::Ugt, if pred == P::Ugt { P::Ugt } else { P::Uge }),
            P::Ult | P::Ule => (P::Ult, if pred == P::Ult { P::Ult } else { P::Ule }),
            P::Sgt | P::Sge => (P::Sgt, if pred == P::Sgt { P::Ugt } else { P::Uge }),
            _ => (P::Slt, if pred == P::Slt { P::Ult } else { P::Ule }),
        };
        let same_high = self.icmp(f, at, P::Eq, a.1, b.1);
        let by_low = self.icmp(f, at, low, a.0, b.0);
        let by_high = self.icmp(f, at, strict, a.1, b.1);
        let i1 = self.m.types.i1();
        self.emit(f, at, Opcode::Select, i1, &[same_high, by_low, by_high])
    }

    /// A call passing or returning `i128`: those travel as `<2 x i64>`.
    fn call(&mut self, f: &mut Function, i: Inst, ops: &[Value]) {
        for (k, &v) in ops.iter().enumerate().skip(1) {
            if self.is_wide(f, v) {
                let Some(h) = self.halves_of(v) else {
                    return;
                };
                let packed = self.pack(f, i, h);
                f.operands_mut(i)[k] = packed;
            }
        }
        if let Some(t) = f.inst(i).aux_ty {
            let legal = legal_fn_type(self.m, t, self.wide, self.pair);
            f.inst_mut(i).aux_ty = Some(legal);
        }
        if f.inst(i).ty == self.wide {
            f.inst_mut(i).ty = self.pair;
            let after = self.next_inst(f, i);
            let h = self.unpack(f, after, Value::Inst(i));
            self.halves.insert(Value::Inst(i), h);
        }
    }

    /// The instruction after `i` (a call is never a terminator).
    fn next_inst(&self, f: &Function, i: Inst) -> Inst {
        let b = f.inst(i).block.expect("placed");
        let insts = &f.blocks[b].insts;
        let at = insts.iter().position(|&x| x == i).expect("in its block");
        insts[at + 1]
    }

    /// `llvm.nvvm.mulhi.ull(a, b)`: the high 64 bits of the 128-bit product.
    fn mulhi(&mut self, f: &mut Function, at: Inst, a: Value, b: Value) -> Value {
        let t = self.i64t;
        let fty = self.m.types.function(t, vec![t, t], false);
        let callee = self.m.get_or_declare(&format!("{}.ull", Intrinsic::Mulhi.name()), fty);
        self.m.functions[callee].intrinsic = Some(Intrinsic::Mulhi);
        let mut header = NodeHeader::new(Opcode::Call);
        header.subop = Intrinsic::Mulhi as u16;
        let call = self.insert(f, at, header, t, &[Value::Func(callee), a, b]);
        f.inst_mut(call).aux_ty = Some(fty);
        Value::Inst(call)
    }

    fn icmp(&mut self, f: &mut Function, at: Inst, pred: IntPredicate, a: Value, b: Value) -> Value {
        let mut header = NodeHeader::new(Opcode::ICmp);
        header.subop = pred as u16;
        let i1 = self.m.types.i1();
        Value::Inst(self.insert(f, at, header, i1, &[a, b]))
    }

    /// The halves of a `<2 x i64>` value.
    fn unpack(&mut self, f: &mut Function, at: Inst, v: Value) -> Halves {
        let i32t = self.m.types.i32();
        let mut lane = |s: &mut Self, k: i128| {
            let index = Value::Const(s.m.const_int(i32t, k));
            s.emit(f, at, Opcode::ExtractElement, s.i64t, &[v, index])
        };
        (lane(self, 0), lane(self, 1))
    }

    /// Halves joined into a `<2 x i64>` value.
    fn pack(&mut self, f: &mut Function, at: Inst, h: Halves) -> Value {
        let i32t = self.m.types.i32();
        let mut acc = Value::Const(self.m.const_poison(self.pair));
        for (k, v) in [(0, h.0), (1, h.1)] {
            let index = Value::Const(self.m.const_int(i32t, k));
            acc = self.emit(f, at, Opcode::InsertElement, self.pair, &[acc, v, index]);
        }
        acc
    }

    /// Records `i`'s halves; `i` is removed at the end.
    fn replace(&mut self, i: Inst, h: Halves) {
        self.halves.insert(Value::Inst(i), h);
        self.dead.insert(i);
    }

    /// `i`'s (non-`i128`) result is now `v`: its uses read `v` once the body is done.
    fn forward(&mut self, i: Inst, v: Value) {
        self.forwarded.insert(Value::Inst(i), v);
        self.dead.insert(i);
    }

    /// A new `op` before `at`, or its value when a zero half decides it (the
    /// high half of a widened 64-bit value is often the constant 0, and the
    /// pass runs after instsimplify).
    fn emit(&mut self, f: &mut Function, at: Inst, op: Opcode, ty: Type, ops: &[Value]) -> Value {
        if let &[a, b] = ops {
            let (za, zb) = (self.is_zero(a), self.is_zero(b));
            match op {
                Opcode::Mul | Opcode::And if za || zb => return Value::Const(self.m.const_int(ty, 0)),
                Opcode::Add | Opcode::Or | Opcode::Xor if za => return b,
                Opcode::Add | Opcode::Or | Opcode::Xor | Opcode::Sub if zb => return a,
                _ => {}
            }
        }
        Value::Inst(self.insert(f, at, NodeHeader::new(op), ty, ops))
    }

    fn is_zero(&self, v: Value) -> bool {
        match v {
            Value::Const(c) => matches!(
                self.m.consts.get(c),
                ConstData::Int { bits: 0, .. } | ConstData::Zero(_)
            ),
            _ => false,
        }
    }

    fn insert(&mut self, f: &mut Function, at: Inst, header: NodeHeader, ty: Type, ops: &[Value]) -> Inst {
        let i = f.create_inst(header, ty, ops);
        f.insert_before(at, i);
        i
    }
}
