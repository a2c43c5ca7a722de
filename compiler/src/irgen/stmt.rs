//! Statements: declarations, control flow with Clang/NVVM block names
//! (`if.then`, `for.cond`, `while.body`, `do.cond`, ...), break/continue
//! and return.

use super::function::{FnEmitter, LoopTargets};
use ptxc_frontend::il::{Init, LabelId, Stmt, StmtKind};
use ptxc_frontend::types::{TypeId, TypeKind};
use ptxc_ir::metadata_keys::{self, LoopHint};
use ptxc_ir::{Block, Value};

/// Local arrays at least this large are aligned to as many bytes (see `emit_local_decl`).
const LARGE_ARRAY_BYTES: u64 = 16;

/// Zero tails of array initializers from this many bytes on are one memset.
const ZERO_TAIL_MEMSET_BYTES: u64 = 4096;

impl FnEmitter<'_, '_, '_> {
    pub fn emit_stmt(&mut self, s: &Stmt<'_>) {
        let saved = self.enter_stmt(s.span);
        self.emit_stmt_here(s);
        self.b.loc = saved;
    }

    fn emit_stmt_here(&mut self, s: &Stmt<'_>) {
        match &s.kind {
            StmtKind::Compound(stmts) => {
                for st in stmts.iter() {
                    self.emit_stmt(st);
                }
            }
            StmtKind::Decl { var, init } => self.emit_local_decl(*var, init.as_ref()),
            StmtKind::Expr(e) => {
                self.emit_expr(e);
            }
            StmtKind::If { cond, then, els } => {
                let c = self.emit_cond(cond);
                let then_bb = self.b.create_block("if.then");
                let end_bb = self.b.create_block("if.end");
                let else_bb = els.map(|_| self.b.create_block("if.else"));
                self.b.cond_br(c, then_bb, else_bb.unwrap_or(end_bb));
                self.b.append_and_switch(then_bb);
                self.emit_stmt(then);
                self.branch_to(end_bb);
                if let (Some(els), Some(else_bb)) = (els, else_bb) {
                    self.b.append_and_switch(else_bb);
                    self.emit_stmt(els);
                    self.branch_to(end_bb);
                }
                self.b.append_and_switch(end_bb);
            }
            StmtKind::While { cond, body } => {
                let unroll = self.pending_unroll.take();
                let cond_bb = self.b.create_block("while.cond");
                let body_bb = self.b.create_block("while.body");
                let end_bb = self.b.create_block("while.end");
                self.branch_to(cond_bb);
                self.b.append_and_switch(cond_bb);
                let c = self.emit_cond(cond);
                self.b.cond_br(c, body_bb, end_bb);
                self.b.append_and_switch(body_bb);
                self.loops.push(LoopTargets {
                    break_to: end_bb,
                    continue_to: cond_bb,
                });
                self.emit_stmt(body);
                self.loops.pop();
                self.latch_to(cond_bb, unroll);
                self.b.append_and_switch(end_bb);
            }
            StmtKind::DoWhile { body, cond } => {
                let unroll = self.pending_unroll.take();
                let body_bb = self.b.create_block("do.body");
                let cond_bb = self.b.create_block("do.cond");
                let end_bb = self.b.create_block("do.end");
                self.branch_to(body_bb);
                self.b.append_and_switch(body_bb);
                self.loops.push(LoopTargets {
                    break_to: end_bb,
                    continue_to: cond_bb,
                });
                self.emit_stmt(body);
                self.loops.pop();
                self.branch_to(cond_bb);
                self.b.append_and_switch(cond_bb);
                let c = self.emit_cond(cond);
                let latch = self.b.cond_br(c, body_bb, end_bb);
                self.mark_unroll(latch, unroll);
                self.b.append_and_switch(end_bb);
            }
            StmtKind::For { init, cond, inc, body } => {
                let unroll = self.pending_unroll.take();
                if let Some(init) = init {
                    self.emit_stmt(init);
                }
                let cond_bb = self.b.create_block("for.cond");
                let body_bb = self.b.create_block("for.body");
                let inc_bb = inc.map(|_| self.b.create_block("for.inc"));
                let end_bb = self.b.create_block("for.end");
                self.branch_to(cond_bb);
                self.b.append_and_switch(cond_bb);
                match cond {
                    Some(cond) => {
                        let c = self.emit_cond(cond);
                        self.b.cond_br(c, body_bb, end_bb);
                    }
                    None => {
                        self.b.br(body_bb);
                    }
                }
                self.b.append_and_switch(body_bb);
                let continue_to = inc_bb.unwrap_or(cond_bb);
                self.loops.push(LoopTargets {
                    break_to: end_bb,
                    continue_to,
                });
                self.emit_stmt(body);
                self.loops.pop();
                if let (Some(inc), Some(inc_bb)) = (inc, inc_bb) {
                    self.branch_to(inc_bb);
                    self.b.append_and_switch(inc_bb);
                    self.emit_expr(inc);
                }
                self.latch_to(cond_bb, unroll);
                self.b.append_and_switch(end_bb);
            }
            StmtKind::Break => {
                if let Some(l) = self.loops.last().copied() {
                    self.b.br(l.break_to);
                    self.start_dead_block();
                }
            }
            StmtKind::Continue => {
                if let Some(l) = self.loops.last().copied() {
                    self.b.br(l.continue_to);
                    self.start_dead_block();
                }
            }
            StmtKind::Return(value) => {
                if let Some(e) = value {
                    let v = self.emit_expr(e);
                    if let (Some(v), Some((slot, ty))) = (v, self.retval) {
                        self.store_value(v, slot, ty);
                    }
                }
                self.b.br(self.return_block);
                self.start_dead_block();
            }
            StmtKind::Label { label, .. } => {
                let bb = self.label_block(*label);
                self.branch_to(bb);
                self.b.append_and_switch(bb);
            }
            StmtKind::Asm(a) => self.emit_asm(a),
            StmtKind::Unroll { count, body } => {
                self.pending_unroll = Some(*count);
                self.emit_stmt(body);
                self.pending_unroll = None;
            }
            StmtKind::Goto(label) => {
                let bb = self.label_block(*label);
                self.b.br(bb);
                self.start_dead_block();
            }
            StmtKind::Empty => {}
        }
    }

    /// The back edge of a loop: a branch to its header carrying the loop's unroll hint.
    fn latch_to(&mut self, header: Block, unroll: Option<u32>) {
        if !self.b.is_terminated() {
            let br = self.b.br(header);
            self.mark_unroll(br, unroll);
        }
    }

    /// Attaches `#pragma unroll` to a loop's back edge as clang does: `!llvm.loop` naming
    /// `llvm.loop.unroll.full` (no count), `.disable` (1) or `.count N`.
    fn mark_unroll(&mut self, latch: ptxc_ir::Inst, unroll: Option<u32>) {
        let Some(count) = unroll else { return };
        let md = &mut self.b.module.md;
        let hint = match count {
            0 => {
                let s = md.string(LoopHint::UnrollFull.name());
                md.tuple(vec![Some(s)])
            }
            1 => {
                let s = md.string(LoopHint::UnrollDisable.name());
                md.tuple(vec![Some(s)])
            }
            n => {
                let i32t = self.b.module.types.i32();
                let c = self.b.module.const_int(i32t, i128::from(n));
                let md = &mut self.b.module.md;
                let s = md.string(LoopHint::UnrollCount.name());
                let v = md.intern(ptxc_ir::metadata::MdData::Const(c));
                md.tuple(vec![Some(s), Some(v)])
            }
        };
        let md = &mut self.b.module.md;
        let me = md.self_ref();
        let node = md.distinct(vec![Some(me), Some(hint)]);
        self.b.func.set_metadata(latch, metadata_keys::LOOP, node);
    }

    /// Creates the block of every label in `s` (a `goto` may come before its label).
    pub fn create_label_blocks(&mut self, s: &Stmt<'_>) {
        if let StmtKind::Label { label, name } = s.kind {
            let bb = self.b.create_block(name);
            self.labels.insert(label, bb);
        }
        for c in s.children() {
            self.create_label_blocks(c);
        }
    }

    /// The block of `label` (made by [`Self::create_label_blocks`]).
    fn label_block(&mut self, label: LabelId) -> Block {
        match self.labels.get(&label) {
            Some(&bb) => bb,
            None => {
                debug_assert!(false, "label {label:?} has no block");
                let bb = self.b.create_block("");
                self.labels.insert(label, bb);
                bb
            }
        }
    }

    fn emit_local_decl(&mut self, var: ptxc_frontend::il::VarId, init: Option<&Init<'_>>) {
        let decl = self.tu.var(var);
        let ty = decl.ty;
        let mem = self.lower.mem_type(self.b.module, ty);
        let mut align = self.tu.var_align(var) as u32;
        if self.tu.types.is_array(ty) && self.tu.types.size_of(ty) >= LARGE_ARRAY_BYTES {
            // nvcc places local arrays of 16 bytes or more at 16-byte boundaries (as
            // clang's large-array rule does), and code relies on it: CUB's vectorized
            // loads read a `float[16]` through `float4*`.
            align = align.max(LARGE_ARRAY_BYTES as u32);
        }
        let slot = self.b.alloca(mem, align, &decl.name);
        self.slots.insert(var, slot);
        if let Some(init) = init {
            self.emit_init(slot, ty, init, align);
        }
    }

    /// Stores an initializer into the object at `ptr` (aligned to `align`: members of
    /// packed records are less aligned than their types) of type `ty`; list
    /// initializers zero-fill the elements they do not name.
    fn emit_init(&mut self, ptr: Value, ty: TypeId, init: &Init<'_>, align: u32) {
        let align = align.min(self.lower.align(ty));
        match init {
            Init::Expr(e) => {
                if let Some(v) = self.emit_expr(e) {
                    self.store_value_aligned(v, ptr, ty.unqualified(), align);
                }
            }
            Init::List(items) => {
                if let Some(rec) = self.tu.types.record_of(ty).cloned() {
                    // Fields in order (a union's list names its first field); the rest zero.
                    if rec.is_union {
                        for f in &rec.fields {
                            self.emit_zero(ptr, f.ty, align);
                        }
                    }
                    let i8t = self.b.module.types.i8();
                    let i64t = self.b.module.types.i64();
                    for (i, f) in rec.fields.iter().enumerate() {
                        let field_align = super::lvalue_align::offset_align(align, f.offset);
                        let off = Value::Const(self.b.module.const_int(i64t, i128::from(f.offset)));
                        let at = if f.offset == 0 {
                            ptr
                        } else {
                            self.b.gep(i8t, ptr, &[off], true, &f.name)
                        };
                        if f.bits.is_some() {
                            // Bit-fields share units: write only their own bits.
                            let value = match items.get(i) {
                                Some(Init::Expr(e)) => self.emit_expr(e),
                                Some(Init::List(_) | Init::Str(_)) => None,
                                None if !rec.is_union => {
                                    let ty = self.lower.value_type(self.b.module, f.ty);
                                    Some(Value::Const(self.b.module.const_int(ty, 0)))
                                }
                                None => None,
                            };
                            if let Some(v) = value {
                                self.store_bit_field(v, at, f, field_align);
                            }
                            continue;
                        }
                        match items.get(i) {
                            Some(item) => self.emit_init(at, f.ty, item, field_align),
                            None if !rec.is_union => self.emit_zero(at, f.ty, field_align),
                            None => {}
                        }
                    }
                    return;
                }
                let TypeKind::Array { elem, .. } = self.tu.types.kind(ty).clone() else {
                    // A braced scalar initializer: `int x = {5};`.
                    if let Some(first) = items.first() {
                        self.emit_init(ptr, ty, first, align);
                    }
                    return;
                };
                self.emit_array_init(ptr, ty, items.len() as u64, align, &mut |this, i, at| {
                    this.emit_init(at, elem, &items[i as usize], align);
                });
            }
            Init::Str(units) => {
                let TypeKind::Array { elem, .. } = self.tu.types.kind(ty).clone() else {
                    return;
                };
                let width = self.tu.types.size_of(elem).max(1) as usize;
                let unit_ty = self.lower.value_type(self.b.module, elem);
                self.emit_array_init(ptr, ty, (units.len() / width) as u64, align, &mut |this, i, at| {
                    let unit = Init::string_unit(units, width, i as usize).unwrap_or(0);
                    let value = Value::Const(this.b.module.const_int(unit_ty, i128::from(unit)));
                    this.store_value_aligned(value, at, elem.unqualified(), align);
                });
            }
        }
    }

    /// Initializes the array of type `ty` at `ptr` whose first `written` elements
    /// `write` stores (given the element's index and address); the rest are zero.
    fn emit_array_init(
        &mut self,
        ptr: Value,
        ty: TypeId,
        written: u64,
        align: u32,
        write: &mut dyn FnMut(&mut Self, u64, Value),
    ) {
        let TypeKind::Array { elem, len } = self.tu.types.kind(ty).clone() else {
            return;
        };
        let arr_ty = self.lower.mem_type(self.b.module, ty);
        let i64t = self.b.module.types.i64();
        let zero = Value::Const(self.b.module.const_int(i64t, 0));
        // A long zero tail is one memset (a loop in PTX), not a store per element:
        // the code is what the list writes, whatever the array's length.
        let written = written.min(len);
        let tail_bytes = (len - written).saturating_mul(self.tu.types.size_of(elem));
        let per_element = if tail_bytes >= ZERO_TAIL_MEMSET_BYTES {
            written
        } else {
            len
        };
        let element = |this: &mut Self, i: u64| {
            let idx = Value::Const(this.b.module.const_int(i64t, i128::from(i)));
            this.b.gep(arr_ty, ptr, &[zero, idx], true, "arrayinit.element")
        };
        for i in 0..per_element {
            let elem_ptr = element(self, i);
            if i < written {
                write(self, i, elem_ptr);
            } else {
                self.emit_zero(elem_ptr, elem, align);
            }
        }
        if per_element < len {
            let tail = element(self, per_element);
            self.emit_memset_zero(tail, tail_bytes);
        }
    }

    /// Stores zero into an object of type `ty` at `ptr` (aligned to `align`).
    fn emit_zero(&mut self, ptr: Value, ty: TypeId, align: u32) {
        if self.tu.types.is_array(ty) || self.lower.is_record(ty) {
            // Element by element, so no aggregate store reaches the backend.
            self.emit_init(ptr, ty, &Init::List(&[]), align);
            return;
        }
        let mem = self.lower.mem_type(self.b.module, ty);
        let zero = Value::Const(self.b.module.const_zero(mem));
        self.b.store(zero, ptr, align.min(self.lower.align(ty)), false);
    }
}
