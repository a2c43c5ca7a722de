//! Expressions: rvalues (`emit_expr`), lvalues (`emit_lvalue`, an address),
//! conditions (`emit_cond`, an `i1`), with Clang/NVVM value names
//! (`arrayidx`, `idxprom`, `land.rhs`, `cond.end`, `predef_tmp_comp`, ...).

use super::function::FnEmitter;
use ptxc_frontend::il::{BinOp, CastKind, Expr, ExprKind, SpecialReg, UnaryOp};
use ptxc_frontend::types::{Quals, TypeId, TypeKind};
use ptxc_ir::{ConstData, FloatPredicate, InstFlags, IntPredicate, Intrinsic, Opcode, Value};

impl FnEmitter<'_, '_, '_> {
    /// Evaluates `e` for its value; `None` for void expressions and for
    /// lvalue expressions evaluated only for their side effects.
    pub fn emit_expr(&mut self, e: &Expr<'_>) -> Option<Value> {
        let saved = self.enter(e.span);
        let v = self.emit_expr_here(e);
        self.b.loc = saved;
        v
    }

    /// Records `span` as the source of the instructions built next; returns the previous one.
    /// The statement position is kept from the enclosing statement ([`Self::enter_stmt`]).
    pub fn enter(&mut self, span: ptxc_frontend::Span) -> Option<ptxc_ir::SrcLoc> {
        let (stmt_file, stmt_start) = self
            .b
            .loc
            .map_or((span.file.0, span.start), |l| (l.stmt_file, l.stmt_start));
        let loc = ptxc_ir::SrcLoc {
            file: span.file.0,
            start: span.start,
            end: span.end,
            stmt_file,
            stmt_start,
        };
        self.b.loc.replace(loc)
    }

    /// Records statement `span` as the source of the instructions built next
    /// (and as their statement, for `-lineinfo`); returns the previous one.
    pub fn enter_stmt(&mut self, span: ptxc_frontend::Span) -> Option<ptxc_ir::SrcLoc> {
        let loc = ptxc_ir::SrcLoc {
            file: span.file.0,
            start: span.start,
            end: span.end,
            stmt_file: span.file.0,
            stmt_start: span.start,
        };
        self.b.loc.replace(loc)
    }

    fn emit_expr_here(&mut self, e: &Expr<'_>) -> Option<Value> {
        if let ExprKind::Error = e.kind {
            // An error whose diagnostic a SFINAE trial dropped (a body parsed while
            // checking a substitution): fail loudly rather than guess.
            self.broken_expression(e);
            return None;
        }
        if e.lvalue {
            self.emit_lvalue(e);
            return None;
        }
        let types = &self.tu.types;
        Some(match &e.kind {
            ExprKind::IntConst(bits) => {
                let ty = self.lower.value_type(self.b.module, e.ty);
                Value::Const(self.b.module.const_int(ty, bits.get() as i128))
            }
            // Generated code runs at run time, never during constant evaluation.
            ExprKind::IsConstantEvaluated => {
                let ty = self.lower.value_type(self.b.module, e.ty);
                Value::Const(self.b.module.const_int(ty, 0))
            }
            ExprKind::FloatConst(f) => {
                let ty = self.lower.value_type(self.b.module, e.ty);
                Value::Const(self.b.module.const_float(ty, *f))
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::Neg => {
                    let v = self.emit_expr(operand)?;
                    if types.is_floating(e.ty) {
                        self.b.fneg(v, "fneg")
                    } else {
                        let ty = self.b.type_of(v);
                        let zero = Value::Const(self.b.module.const_int(ty, 0));
                        self.b.binary(Opcode::Sub, zero, v, 0, "sub")
                    }
                }
                UnaryOp::BitNot => {
                    let v = self.emit_expr(operand)?;
                    let ty = self.b.type_of(v);
                    let ones = Value::Const(self.b.module.const_int(ty, -1));
                    self.b.binary(Opcode::Xor, v, ones, 0, "not")
                }
                UnaryOp::LogNot => {
                    let v = self.emit_cond(operand);
                    let i1 = self.b.module.types.i1();
                    let t = Value::Const(self.b.module.const_int(i1, 1));
                    self.b.binary(Opcode::Xor, v, t, 0, "lnot")
                }
                UnaryOp::AddrOf => self.emit_lvalue(operand),
                UnaryOp::Deref => {
                    let addr = self.emit_lvalue(e);
                    self.load_value(addr, e.ty, false)
                }
            },
            ExprKind::IncDec {
                pre: false,
                inc,
                operand,
            } => {
                if self.split_bit_field_arms(operand) {
                    self.unsupported(
                        e,
                        "increment of a conditional whose arms are bit-fields of different layouts",
                    );
                }
                let addr = self.emit_lvalue(operand);
                let align = self.lvalue_align(operand);
                if let Some(f) = self.bit_field_target(operand) {
                    let old = self.load_bit_field(addr, &f, align);
                    let new = self.step(old, operand.ty, *inc);
                    self.store_bit_field(new, addr, &f, align);
                    return Some(old);
                }
                let old = self.load_value_aligned(addr, operand.ty, false, align);
                let new = self.step(old, operand.ty, *inc);
                self.store_value_aligned(new, addr, stored_type(operand.ty), align);
                old
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let l = self.emit_expr(lhs)?;
                let r = self.emit_expr(rhs)?;
                self.emit_binop(*op, l, r, lhs.ty, rhs.ty, e.ty)
            }
            ExprKind::LogAnd { lhs, rhs } => self.emit_logical(lhs, rhs, true),
            ExprKind::LogOr { lhs, rhs } => self.emit_logical(lhs, rhs, false),
            ExprKind::Conditional { cond, then, els } => {
                let arms = self.emit_conditional(cond, then, els, |this, arm| this.emit_expr(arm))?;
                let ty = if self.lower.is_record(e.ty) {
                    self.b.module.types.ptr(0)
                } else {
                    self.lower.value_type(self.b.module, e.ty)
                };
                self.b.phi(ty, &arms, "cond")
            }
            ExprKind::Cast { kind, operand } => match kind {
                CastKind::LValueToRValue => return self.read_lvalue(operand),
                CastKind::ArrayToPointerDecay => {
                    let addr = self.emit_lvalue(operand);
                    let arr = self.lower.mem_type(self.b.module, operand.ty);
                    let i64t = self.b.module.types.i64();
                    let zero = Value::Const(self.b.module.const_int(i64t, 0));
                    self.b.gep(arr, addr, &[zero, zero], true, "arraydecay")
                }
                CastKind::FunctionToPointerDecay => self.emit_lvalue(operand),
                CastKind::ToVoid => {
                    self.emit_expr(operand);
                    return None;
                }
                _ => {
                    let v = self.emit_expr(operand)?;
                    if let Some(widened) = self.widen_logical_result(*kind, operand, v, e.ty) {
                        return Some(widened);
                    }
                    self.convert(*kind, v, operand.ty, e.ty)
                }
            },
            ExprKind::Call { callee, args } => {
                if let Some(v) = self.emit_builtin_call(*callee, args, e.ty) {
                    return v;
                }
                let slot = self.result_slot(self.tu.functions[callee.0 as usize].ret);
                let mut vals = Vec::with_capacity(args.len() + 1);
                vals.extend(slot);
                for a in args.iter() {
                    vals.push(self.emit_call_argument(a)?);
                }
                let f = self.func_ids.get(callee.0 as usize).copied().flatten();
                debug_assert!(
                    f.is_some() || !self.tu.unparsed_library.contains(callee),
                    "call to an undeclared library function"
                );
                let f = f?;
                // Arguments of `f(...)` no body can read: evaluated, not passed.
                if super::passes_no_arguments(&self.tu.functions[callee.0 as usize]) {
                    vals.truncate(usize::from(slot.is_some()));
                }
                let void = types.is_void(e.ty) || slot.is_some();
                let v = self.b.call(f, &vals, if void { "" } else { "call" });
                if slot.is_some() {
                    return slot;
                }
                if void {
                    return None;
                }
                return Some(self.record_result_in_slot(v, e.ty));
            }
            ExprKind::CallIndirect { callee, args } => return self.emit_indirect_call(e, callee, args),
            ExprKind::Comma { lhs, rhs } => {
                self.emit_expr(lhs);
                return self.emit_expr(rhs);
            }
            ExprKind::StmtExpr { body, value } => {
                // Its labels (a `switch` inside) are not among the function's statements.
                self.create_label_blocks(body);
                self.emit_stmt(body);
                return value.and_then(|v| self.emit_expr(v));
            }
            ExprKind::SpecialReg { reg, component } => {
                let intr = special_reg_intrinsic(*reg, *component);
                self.read_sreg(intr)
            }
            ExprKind::SpecialRegWhole { reg } => {
                let intrs = [0, 1, 2].map(|c| special_reg_intrinsic(*reg, c));
                let ty = self.lower.mem_type(self.b.module, e.ty);
                self.read_sreg_record(intrs, ty)
            }
            ExprKind::WarpSize => self.read_sreg(Intrinsic::WarpSize),
            // (Sema leaves these in static initializers only; lowered here all the same.)
            ExprKind::AddressConstant { object, offset } => {
                let i64t = self.b.module.types.i64();
                let off = Value::Const(self.b.module.const_int(i64t, i128::from(*offset)));
                let addr = match object {
                    Some(o) => {
                        let base = self.emit_lvalue(o);
                        let i8t = self.b.module.types.i8();
                        self.b.gep(i8t, base, &[off], false, "addr")
                    }
                    None => {
                        let generic = self.b.module.types.ptr(0);
                        self.b.cast(Opcode::IntToPtr, off, generic, "addr")
                    }
                };
                if self.tu.types.is_pointer(e.ty) {
                    addr
                } else {
                    let ty = self.lower.value_type(self.b.module, e.ty);
                    self.b.cast(Opcode::PtrToInt, addr, ty, "addr")
                }
            }
            _ => {
                // Lvalue-only forms reached as rvalues (e.g. an lvalue marked rvalue by
                // a future IL form) are read through their address.
                let addr = self.emit_lvalue(e);
                self.load_value(addr, e.ty, false)
            }
        })
    }

    /// Evaluates a `bool` expression to an `i1`.
    pub fn emit_cond(&mut self, e: &Expr<'_>) -> Value {
        match self.emit_expr(e) {
            Some(v) => v,
            None => {
                let i1 = self.b.module.types.i1();
                Value::Const(self.b.module.const_undef(i1))
            }
        }
    }

    /// Evaluates an lvalue expression to the address of its object.
    pub fn emit_lvalue(&mut self, e: &Expr<'_>) -> Value {
        let saved = self.enter(e.span);
        let v = self.emit_lvalue_here(e);
        self.b.loc = saved;
        v
    }

    fn emit_lvalue_here(&mut self, e: &Expr<'_>) -> Value {
        match &e.kind {
            ExprKind::Error => {
                self.broken_expression(e);
                self.poison_ptr()
            }
            ExprKind::Var(v) => match self.slots.get(v) {
                Some(&slot) => slot,
                None => self.global_address(*v),
            },
            ExprKind::Func(f) => match self.func_ids.get(f.0 as usize).copied().flatten() {
                Some(id) => Value::Func(id),
                None => {
                    debug_assert!(
                        !self.tu.unparsed_library.contains(f),
                        "address of an undeclared library function"
                    );
                    self.poison_ptr()
                }
            },
            ExprKind::StringLit(bytes) => self.string_literal(bytes, super::globals::string_align(self.tu, e.ty)),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.emit_expr(operand).unwrap_or_else(|| self.poison_ptr()),
            ExprKind::Index { base, index } => {
                let p = self.emit_expr(base).unwrap_or_else(|| self.poison_ptr());
                let i = self.emit_expr(index).unwrap_or_else(|| self.poison_ptr());
                let idx = self.index_to_i64(i, index.ty, "idxprom");
                let elem = self.pointee_mem_type(base.ty);
                self.b.gep(elem, p, &[idx], true, "arrayidx")
            }
            ExprKind::Assign { lhs, rhs } => {
                if self.split_bit_field_arms(lhs) {
                    self.unsupported(
                        e,
                        "assignment to a conditional whose arms are bit-fields of different layouts",
                    );
                }
                let v = self.emit_expr(rhs);
                let addr = self.emit_lvalue(lhs);
                let align = self.lvalue_align(lhs);
                if let Some(v) = v {
                    match self.bit_field_target(lhs) {
                        Some(f) => self.store_bit_field(v, addr, &f, align),
                        None => self.store_value_aligned(v, addr, stored_type(lhs.ty), align),
                    }
                }
                addr
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
                to_compute,
                from_compute,
            } => {
                if self.split_bit_field_arms(lhs) {
                    self.unsupported(
                        e,
                        "assignment to a conditional whose arms are bit-fields of different layouts",
                    );
                }
                let addr = self.emit_lvalue(lhs);
                let align = self.lvalue_align(lhs);
                let bit_field = self.bit_field_target(lhs);
                let old = match &bit_field {
                    Some(f) => self.load_bit_field(addr, f, align),
                    None => self.load_value_aligned(addr, lhs.ty, false, align),
                };
                let Some(r) = self.emit_expr(rhs) else { return addr };
                let lhs_ty = lhs.ty.unqualified();
                let l = self.convert(*to_compute, old, lhs_ty, *compute_ty);
                let result = self.emit_binop(*op, l, r, *compute_ty, rhs.ty, *compute_ty);
                let back = self.convert(*from_compute, result, *compute_ty, lhs_ty);
                match &bit_field {
                    Some(f) => self.store_bit_field(back, addr, f, align),
                    None => self.store_value_aligned(back, addr, stored_type(lhs.ty), align),
                }
                addr
            }
            ExprKind::IncDec {
                pre: true,
                inc,
                operand,
            } => {
                if self.split_bit_field_arms(operand) {
                    self.unsupported(
                        e,
                        "increment of a conditional whose arms are bit-fields of different layouts",
                    );
                }
                let addr = self.emit_lvalue(operand);
                let align = self.lvalue_align(operand);
                if let Some(f) = self.bit_field_target(operand) {
                    let old = self.load_bit_field(addr, &f, align);
                    let new = self.step(old, operand.ty, *inc);
                    self.store_bit_field(new, addr, &f, align);
                    return addr;
                }
                let old = self.load_value_aligned(addr, operand.ty, false, align);
                let new = self.step(old, operand.ty, *inc);
                self.store_value_aligned(new, addr, stored_type(operand.ty), align);
                addr
            }
            ExprKind::Conditional { cond, then, els } => {
                match self.emit_conditional(cond, then, els, |this, arm| Some(this.emit_lvalue(arm))) {
                    Some(arms) => {
                        let ptr = self.b.module.types.ptr(0);
                        self.b.phi(ptr, &arms, "cond-lvalue")
                    }
                    None => self.poison_ptr(),
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.emit_expr(lhs);
                self.emit_lvalue(rhs)
            }
            ExprKind::Member { base, field } => {
                // Lvalue bases give their address; record rvalues are addresses already.
                let addr = if base.lvalue {
                    self.emit_lvalue(base)
                } else {
                    self.emit_expr(base).unwrap_or_else(|| self.poison_ptr())
                };
                let Some(f) = self
                    .tu
                    .types
                    .record_of(base.ty)
                    .and_then(|r| r.fields.get(*field as usize))
                    .cloned()
                else {
                    return self.poison_ptr();
                };
                if f.offset == 0 {
                    return addr;
                }
                let i8t = self.b.module.types.i8();
                let i64t = self.b.module.types.i64();
                let off = Value::Const(self.b.module.const_int(i64t, i128::from(f.offset)));
                self.b.gep(i8t, addr, &[off], true, &f.name)
            }
            ExprKind::Cast { operand, .. } if operand.lvalue => self.emit_lvalue(operand),
            _ => {
                // Not an lvalue form: materialize the value in a temporary.
                let v = self.emit_expr_as_rvalue(e);
                let mem = self.lower.mem_type(self.b.module, e.ty);
                let tmp = self.b.alloca(mem, self.lower.align(e.ty), "tmp");
                if let Some(v) = v {
                    self.store_value(v, tmp, e.ty.unqualified());
                }
                tmp
            }
        }
    }

    fn emit_expr_as_rvalue(&mut self, e: &Expr<'_>) -> Option<Value> {
        // `emit_expr` treats lvalue-marked expressions as side effects only; this path is
        // only reached for rvalues, so call it directly.
        if e.lvalue {
            return None;
        }
        self.emit_expr(e)
    }

    /// `cond ? then : els` as `cond.true`/`cond.false` blocks meeting in `cond.end`,
    /// each arm evaluated by `arm`; returns the phi inputs (value, incoming block),
    /// or None for void arms. The insertion point is left in `cond.end`.
    /// The value an lvalue designates. A read through a comma or conditional that
    /// may be a bit-field reads each arm as what it is (the arms of a conditional
    /// may be bit-fields of different layouts, or one a bit-field and one not).
    fn read_lvalue(&mut self, lv: &Expr<'_>) -> Option<Value> {
        match &lv.kind {
            ExprKind::Comma { lhs, rhs } if self.may_designate_bit_field(rhs) => {
                self.emit_expr(lhs);
                self.read_lvalue(rhs)
            }
            ExprKind::Conditional { cond, then, els } if self.may_designate_bit_field(lv) => {
                let arms = self.emit_conditional(cond, then, els, |this, arm| this.read_lvalue(arm))?;
                let ty = self.lower.value_type(self.b.module, lv.ty);
                Some(self.b.phi(ty, &arms, "cond"))
            }
            _ => {
                if self.split_bit_field_arms(lv) {
                    self.unsupported(lv, "reading the result of an assignment to a conditional whose arms are bit-fields of different layouts");
                }
                let addr = self.emit_lvalue(lv);
                let align = self.lvalue_align(lv);
                Some(match self.bit_field_target(lv) {
                    Some(f) => self.load_bit_field(addr, &f, align),
                    None => self.load_value_aligned(addr, lv.ty, false, align),
                })
            }
        }
    }

    /// Reports a construct the frontend accepted and IR generation cannot lower
    /// correctly, as an internal compiler error at `e` (never wrong code).
    /// Reports an expression Sema could not build (its own error was not reported).
    fn broken_expression(&mut self, e: &Expr<'_>) {
        self.globals.errors.push(super::InternalError {
            span: e.span,
            message:
                "this expression could not be compiled (an error was found while checking a template substitution)"
                    .into(),
        });
    }

    fn unsupported(&mut self, e: &Expr<'_>, what: &str) {
        self.globals.errors.push(super::InternalError {
            span: e.span,
            message: format!("not supported yet: {what}"),
        });
    }

    fn emit_conditional(
        &mut self,
        cond: &Expr<'_>,
        then: &Expr<'_>,
        els: &Expr<'_>,
        arm: fn(&mut Self, &Expr<'_>) -> Option<Value>,
    ) -> Option<[(Value, ptxc_ir::Block); 2]> {
        let c = self.emit_cond(cond);
        let t_bb = self.b.create_block("cond.true");
        let f_bb = self.b.create_block("cond.false");
        let end_bb = self.b.create_block("cond.end");
        self.b.cond_br(c, t_bb, f_bb);
        let mut out = [(None, t_bb), (None, f_bb)];
        for (slot, (bb, e)) in out.iter_mut().zip([(t_bb, then), (f_bb, els)]) {
            self.b.append_and_switch(bb);
            let v = arm(self, e);
            *slot = (v, self.b.current_block().unwrap_or(bb));
            self.branch_to(end_bb);
        }
        self.b.append_and_switch(end_bb);
        let [(tv, t_end), (fv, f_end)] = out;
        Some([(tv?, t_end), (fv?, f_end)])
    }

    /// Applies a binary operator to already-evaluated operands.
    pub fn emit_binop(&mut self, op: BinOp, l: Value, r: Value, lty: TypeId, rty: TypeId, result: TypeId) -> Value {
        let types = &self.tu.types;
        if op.is_comparison() {
            return if types.is_floating(lty) {
                let pred = match op {
                    BinOp::Lt => FloatPredicate::Olt,
                    BinOp::Gt => FloatPredicate::Ogt,
                    BinOp::Le => FloatPredicate::Ole,
                    BinOp::Ge => FloatPredicate::Oge,
                    BinOp::Eq => FloatPredicate::Oeq,
                    _ => FloatPredicate::Une,
                };
                self.b.fcmp(pred, l, r, "cmp")
            } else {
                let signed = types.is_signed(lty) && !types.is_bool(lty) && !types.is_pointer(lty);
                let pred = match (op, signed) {
                    (BinOp::Lt, true) => IntPredicate::Slt,
                    (BinOp::Lt, false) => IntPredicate::Ult,
                    (BinOp::Gt, true) => IntPredicate::Sgt,
                    (BinOp::Gt, false) => IntPredicate::Ugt,
                    (BinOp::Le, true) => IntPredicate::Sle,
                    (BinOp::Le, false) => IntPredicate::Ule,
                    (BinOp::Ge, true) => IntPredicate::Sge,
                    (BinOp::Ge, false) => IntPredicate::Uge,
                    (BinOp::Eq, _) => IntPredicate::Eq,
                    _ => IntPredicate::Ne,
                };
                self.b.icmp(pred, l, r, "cmp")
            };
        }
        if types.is_pointer(lty) {
            if types.is_pointer(rty) {
                // Pointer difference in elements.
                let i64t = self.b.module.types.i64();
                let li = self.b.cast(Opcode::PtrToInt, l, i64t, "sub.ptr.lhs.cast");
                let ri = self.b.cast(Opcode::PtrToInt, r, i64t, "sub.ptr.rhs.cast");
                let diff = self.b.binary(Opcode::Sub, li, ri, 0, "sub.ptr.sub");
                let size = types.pointee(lty).map(|p| types.size_of(p)).unwrap_or(1).max(1);
                if size == 1 {
                    return diff;
                }
                let sz = Value::Const(self.b.module.const_int(i64t, i128::from(size)));
                return self.b.binary(Opcode::SDiv, diff, sz, InstFlags::EXACT, "sub.ptr.div");
            }
            let mut idx = self.index_to_i64(r, rty, "idx.ext");
            if op == BinOp::Sub {
                let i64t = self.b.module.types.i64();
                let zero = Value::Const(self.b.module.const_int(i64t, 0));
                idx = self.b.binary(Opcode::Sub, zero, idx, 0, "idx.neg");
            }
            let elem = self.pointee_mem_type(lty);
            return self.b.gep(elem, l, &[idx], true, "add.ptr");
        }
        let float = types.is_floating(result);
        let signed = types.is_signed(result);
        let (opcode, name) = match op {
            BinOp::Add if float => (Opcode::FAdd, "add"),
            BinOp::Sub if float => (Opcode::FSub, "sub"),
            BinOp::Mul if float => (Opcode::FMul, "mul"),
            BinOp::Div if float => (Opcode::FDiv, "div"),
            BinOp::Rem if float => (Opcode::FRem, "rem"),
            BinOp::Add => (Opcode::Add, "add"),
            BinOp::Sub => (Opcode::Sub, "sub"),
            BinOp::Mul => (Opcode::Mul, "mul"),
            BinOp::Div if signed => (Opcode::SDiv, "div"),
            BinOp::Div => (Opcode::UDiv, "div"),
            BinOp::Rem if signed => (Opcode::SRem, "rem"),
            BinOp::Rem => (Opcode::URem, "rem"),
            BinOp::Shl => (Opcode::Shl, "shl"),
            BinOp::Shr if signed => (Opcode::AShr, "shr"),
            BinOp::Shr => (Opcode::LShr, "shr"),
            BinOp::BitAnd => (Opcode::And, "and"),
            BinOp::BitOr => (Opcode::Or, "or"),
            _ => (Opcode::Xor, "xor"),
        };
        let r = if matches!(op, BinOp::Shl | BinOp::Shr) {
            self.int_resize(r, rty, result)
        } else {
            r
        };
        if let Some(v) = self.int128_divide(opcode, l, r, result) {
            return v;
        }
        // Signed `int`/`long long` arithmetic may not overflow in C++, as
        // clang marks it: lets `a[i + 1]` address `&a[i]` plus 4 bytes.
        let flags = if signed && matches!(opcode, Opcode::Add | Opcode::Sub | Opcode::Mul) && self.nsw_width(l) {
            InstFlags::NSW
        } else {
            0
        };
        self.b.binary(opcode, l, r, flags, name)
    }

    /// Whether signed arithmetic on `v`'s IR type may be marked `nsw`: `i32`
    /// and `i64` (narrower types are promoted first; `++` on a `char` wraps
    /// by conversion, not by overflow).
    fn nsw_width(&mut self, v: Value) -> bool {
        let ty = self.b.type_of(v);
        matches!(self.b.module.types.int_bits(ty), Some(32 | 64))
    }

    /// `&&` (`and_op`) or `||` with short-circuit blocks and an `i1` phi.
    fn emit_logical(&mut self, lhs: &Expr<'_>, rhs: &Expr<'_>, and_op: bool) -> Value {
        let prefix = if and_op { "land" } else { "lor" };
        let l = self.emit_cond(lhs);
        let lhs_end = self.b.current_block().expect("insertion block");
        let rhs_bb = self.b.create_block(&format!("{prefix}.rhs"));
        let end_bb = self.b.create_block(&format!("{prefix}.end"));
        if and_op {
            self.b.cond_br(l, rhs_bb, end_bb);
        } else {
            self.b.cond_br(l, end_bb, rhs_bb);
        }
        self.b.append_and_switch(rhs_bb);
        let r = self.emit_cond(rhs);
        let rhs_end = self.b.current_block().expect("insertion block");
        self.branch_to(end_bb);
        self.b.append_and_switch(end_bb);
        let i1 = self.b.module.types.i1();
        let short = Value::Const(self.b.module.const_int(i1, if and_op { 0 } else { 1 }));
        self.b.phi(i1, &[(short, lhs_end), (r, rhs_end)], "")
    }

    /// `x + 1`, `x - 1`, or a pointer step, for `++`/`--`.
    fn step(&mut self, old: Value, ty: TypeId, inc: bool) -> Value {
        let types = &self.tu.types;
        let ty = ty.unqualified();
        if types.is_pointer(ty) {
            let i64t = self.b.module.types.i64();
            let d = Value::Const(self.b.module.const_int(i64t, if inc { 1 } else { -1 }));
            let elem = self.pointee_mem_type(ty);
            return self.b.gep(elem, old, &[d], true, "incdec.ptr");
        }
        let ir = self.b.type_of(old);
        if types.is_floating(ty) {
            let d = Value::Const(self.b.module.const_float(ir, if inc { 1.0 } else { -1.0 }));
            return self.b.binary(Opcode::FAdd, old, d, 0, if inc { "inc" } else { "dec" });
        }
        let d = Value::Const(self.b.module.const_int(ir, if inc { 1 } else { -1 }));
        let flags = if types.is_signed(ty) && self.nsw_width(old) {
            InstFlags::NSW
        } else {
            0
        };
        self.b
            .binary(Opcode::Add, old, d, flags, if inc { "inc" } else { "dec" })
    }

    /// Widens an integer index to i64 by its own signedness.
    fn index_to_i64(&mut self, v: Value, ty: TypeId, name: &str) -> Value {
        let i64t = self.b.module.types.i64();
        let cur = self.b.type_of(v);
        let bits = self.b.module.types.int_bits(cur).unwrap_or(64);
        if bits == 64 {
            return v;
        }
        if bits > 64 {
            return self.b.cast(Opcode::Trunc, v, i64t, name);
        }
        let signed = self.tu.types.is_signed(ty) && !self.tu.types.is_bool(ty);
        // A constant index (`a[0]`) is a constant of the index type, as clang's
        // builder folds it: a `sext` of a constant would hide the offset from SROA,
        // which runs before anything folds it.
        if let Some(bits_value) = v.as_const().and_then(|c| self.b.module.consts.as_int(c)) {
            let shift = 128 - bits;
            let wide = match signed {
                true => ((bits_value << shift) as i128) >> shift,
                false => ((bits_value << shift) >> shift) as i128,
            };
            return Value::Const(self.b.module.const_int(i64t, wide));
        }
        self.b
            .cast(if signed { Opcode::SExt } else { Opcode::ZExt }, v, i64t, name)
    }

    /// Memory type of the pointee of pointer type `ty` (`i8` for `void*`).
    fn pointee_mem_type(&mut self, ty: TypeId) -> ptxc_ir::Type {
        match self.tu.types.pointee(ty) {
            Some(p) if !self.tu.types.is_void(p) && !matches!(self.tu.types.kind(p), TypeKind::Function { .. }) => {
                self.lower.element_type(self.b.module, p)
            }
            _ => self.b.module.types.i8(),
        }
    }

    fn read_sreg(&mut self, intr: Intrinsic) -> Value {
        let i32t = self.b.module.types.i32();
        let fty = self.b.module.types.function(i32t, vec![], false);
        self.b.call_intrinsic(intr, fty, &[], "predef_tmp_comp")
    }

    /// Three sreg reads combined into the `{i32, i32, i32}` record `ty`
    /// (`uint3`/`dim3`), named `predef_tmp` as NVVM names it. Records are
    /// handled by address, so the value is stored to a temporary whose address
    /// is the result.
    pub(super) fn read_sreg_record(&mut self, intrs: [Intrinsic; 3], ty: ptxc_ir::Type) -> Value {
        let mut agg = Value::Const(self.b.module.const_undef(ty));
        for (k, intr) in intrs.into_iter().enumerate() {
            let c = self.read_sreg(intr);
            agg = self.b.insert_value(agg, c, k as u32, "predef_tmp");
        }
        let slot = self.b.alloca(ty, 4, "agg.tmp");
        self.b.store(agg, slot, 4, false);
        slot
    }

    fn poison_ptr(&mut self) -> Value {
        let p = self.b.module.types.ptr(0);
        Value::Const(self.b.module.const_poison(p))
    }

    /// A string literal: a private constant `[N x i8]` in the global space,
    /// addressed generically (nvcc keeps literals in `.global`).
    fn string_literal(&mut self, bytes: &[u8], align: u32) -> Value {
        let g = super::globals::string_global(self.b.module, bytes, align);
        let gaddr = self.b.module.consts.intern(ConstData::GlobalAddr(g));
        let generic = self.b.module.types.ptr(0);
        Value::Const(self.b.module.consts.intern(ConstData::AddrSpaceCast {
            value: gaddr,
            ty: generic,
        }))
    }

    /// The generic address of a static-storage variable: an `addrspacecast` of its
    /// global, which address-space inference later folds into the accesses.
    fn global_address(&mut self, v: ptxc_frontend::il::VarId) -> Value {
        let Some(g) = self
            .globals
            .get_or_create(self.b.module, self.tu, self.lower, self.func_ids, v)
        else {
            return self.poison_ptr();
        };
        if self.b.module.globals[g].addrspace == 0 {
            return Value::Global(g);
        }
        let generic = self.b.module.types.ptr(0);
        self.b.cast(Opcode::AddrSpaceCast, Value::Global(g), generic, "")
    }
}

/// The sreg intrinsic that reads component `c` of a CUDA index variable.
fn special_reg_intrinsic(reg: SpecialReg, c: u8) -> Intrinsic {
    use Intrinsic::*;
    const TABLE: [[Intrinsic; 3]; 4] = [
        [TidX, TidY, TidZ],
        [CtaidX, CtaidY, CtaidZ],
        [NtidX, NtidY, NtidZ],
        [NctaidX, NctaidY, NctaidZ],
    ];
    let row = match reg {
        SpecialReg::ThreadIdx => 0,
        SpecialReg::BlockIdx => 1,
        SpecialReg::BlockDim => 2,
        SpecialReg::GridDim => 3,
    };
    TABLE[row][usize::from(c.min(2))]
}

/// The type a store through an lvalue of type `ty` writes: unqualified but for
/// `volatile`, which makes the store a volatile one (`st.volatile`), as the loads
/// of the same lvalue are.
fn stored_type(ty: TypeId) -> TypeId {
    let plain = ty.unqualified();
    if ty.is_volatile() {
        plain.with_quals(Quals::VOLATILE)
    } else {
        plain
    }
}
