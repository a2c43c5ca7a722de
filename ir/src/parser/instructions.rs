//! Instruction syntax, read by the opcode's [`Format`] (the mnemonic finds
//! the opcode in the table): terminators, binary and cast operators,
//! comparisons, memory and atomic operations, aggregate and vector access,
//! calls (call/invoke/callbr) and the exception-handling instructions. Each returns a [`Built`] node that
//! [`super::body`] creates, names and places.

use super::body::{Built, FnCtx, Opnd};
use super::lexer::Tok;
use super::{ParseError, Parser};
use crate::attributes::SyncScope;
use crate::constants::{ConstData, InlineAsm};
use crate::entities::Type;
use crate::format::Format;
use crate::function::{ClauseKind, FastMath, InstExtra};
use crate::node::InstFlags;
use crate::opcode::{AtomicRmwOp, FloatPredicate, IntPredicate, Opcode, Ordering};
use crate::types::TypeData;
use crate::value::Value;

const FAST_MATH_WORDS: [(&str, u8); 8] = [
    ("fast", FastMath::FAST),
    ("reassoc", FastMath::REASSOC),
    ("nnan", FastMath::NNAN),
    ("ninf", FastMath::NINF),
    ("nsz", FastMath::NSZ),
    ("arcp", FastMath::ARCP),
    ("contract", FastMath::CONTRACT),
    ("afn", FastMath::AFN),
];

impl Parser<'_> {
    fn comma(&mut self) -> Result<(), ParseError> {
        self.expect_punct(',')
    }

    fn fast_math(&mut self) -> FastMath {
        let mut fmf = FastMath::default();
        while let Some(&(_, bit)) = self.word().and_then(|w| FAST_MATH_WORDS.iter().find(|(n, _)| *n == w)) {
            self.bump();
            fmf.0 |= bit;
        }
        fmf
    }

    fn ordering(&mut self) -> Result<Ordering, ParseError> {
        let o = self.word().and_then(|w| {
            Ordering::ALL
                .iter()
                .copied()
                .find(|o| o.name() == w && *o != Ordering::NotAtomic)
        });
        match o {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => self.err(format!("expected an atomic ordering, found {}", self.describe())),
        }
    }

    /// `[syncscope("x")] ordering`
    fn scope_and_ordering(&mut self, b: &mut Built) -> Result<Ordering, ParseError> {
        if self.eat_word("syncscope") {
            self.expect_punct('(')?;
            b.extra.syncscope = Some(SyncScope::from_name(&self.expect_string()?));
            self.expect_punct(')')?;
        }
        self.ordering()
    }

    /// Trailing `, align N` and `, !kind !N` parts.
    fn inst_tail(&mut self, b: &mut Built, allow_align: bool) -> Result<(), ParseError> {
        while self.is_punct(',') {
            match self.peek_at(1) {
                Tok::Word(w) if w == "align" && allow_align => {
                    self.bump();
                    self.bump();
                    b.align = self.expect_u32()?;
                }
                Tok::MdVar(_) => {
                    self.bump();
                    self.md_attachments(&mut b.attachments)?;
                }
                _ => {
                    self.bump();
                    return self.err(format!("unexpected {} in instruction", self.describe()));
                }
            }
        }
        Ok(())
    }

    pub(super) fn instruction_body(&mut self, cx: &mut FnCtx, word: &str) -> Result<Built, ParseError> {
        let void = self.m.types.void();
        if let "tail" | "musttail" | "notail" = word {
            self.bump();
            if !self.is_word("call") {
                return self.err("expected 'call'");
            }
            let mut b = self.call_like(cx, Opcode::Call)?;
            match word {
                "tail" => b.header.flags = b.header.flags.with(InstFlags::TAIL),
                "musttail" => b.extra.bits |= InstExtra::MUSTTAIL,
                _ => b.extra.bits |= InstExtra::NOTAIL,
            }
            return Ok(b);
        }
        // `br` names two opcodes; the table lists the unconditional one first.
        let Some(op) = Opcode::ALL.iter().copied().find(|o| o.mnemonic() == word) else {
            return self.err(format!("unknown instruction '{word}'"));
        };
        match op.format() {
            Format::Binary => self.binary(cx, op),
            Format::Cast => self.cast(cx, op),
            Format::Call { .. } => self.call_like(cx, op),
            Format::Return => {
                self.bump();
                let mut b = if self.eat_word("void") {
                    Built::new(op, void, vec![])
                } else {
                    let (_, v) = self.typed_value(cx)?;
                    Built::new(op, void, vec![v])
                };
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Jump | Format::Branch => {
                self.bump();
                let mut b = if self.is_word("label") {
                    let dest = self.label(cx)?;
                    Built::new(Opcode::Br, void, vec![dest])
                } else {
                    let (_, c) = self.typed_value(cx)?;
                    self.comma()?;
                    let t = self.label(cx)?;
                    self.comma()?;
                    let f = self.label(cx)?;
                    Built::new(Opcode::CondBr, void, vec![c, t, f])
                };
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Switch => {
                self.bump();
                let (ty, v) = self.typed_value(cx)?;
                self.comma()?;
                let mut ops = vec![v, self.label(cx)?];
                self.expect_punct('[')?;
                while !self.eat_punct(']') {
                    let cty = self.parse_type()?;
                    if cty != ty {
                        return self.err("switch case type does not match the condition type");
                    }
                    let c = self.parse_const(cty)?;
                    ops.push(Opnd::V(Value::Const(c)));
                    self.comma()?;
                    ops.push(self.label(cx)?);
                }
                let mut b = Built::new(op, void, ops);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::IndirectBranch => {
                self.bump();
                let (_, addr) = self.typed_value(cx)?;
                self.comma()?;
                let mut ops = vec![addr];
                self.expect_punct('[')?;
                if !self.eat_punct(']') {
                    loop {
                        ops.push(self.label(cx)?);
                        if self.eat_punct(']') {
                            break;
                        }
                        self.comma()?;
                    }
                }
                let mut b = Built::new(op, void, ops);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Nullary => {
                self.bump();
                let mut b = Built::new(op, void, vec![]);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Resume => {
                self.bump();
                let (_, v) = self.typed_value(cx)?;
                let mut b = Built::new(op, void, vec![v]);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Unary => {
                self.bump();
                let fmf = self.fast_math();
                let (ty, v) = self.typed_value(cx)?;
                let mut b = Built::new(op, ty, vec![v]);
                b.extra.fast_math = fmf;
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Compare => self.compare(cx, op),
            Format::Select => {
                self.bump();
                let fmf = self.fast_math();
                let (_, c) = self.typed_value(cx)?;
                self.comma()?;
                let (ty, t) = self.typed_value(cx)?;
                self.comma()?;
                let (_, f) = self.typed_value(cx)?;
                let mut b = Built::new(op, ty, vec![c, t, f]);
                b.extra.fast_math = fmf;
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Phi => {
                self.bump();
                let fmf = self.fast_math();
                let ty = self.parse_type()?;
                let mut ops = Vec::new();
                loop {
                    self.expect_punct('[')?;
                    ops.push(self.value(cx, ty)?);
                    self.comma()?;
                    ops.push(self.block_ref(cx)?);
                    self.expect_punct(']')?;
                    if !(self.is_punct(',') && *self.peek_at(1) == Tok::Punct('[')) {
                        break;
                    }
                    self.bump();
                }
                let mut b = Built::new(op, ty, ops);
                b.extra.fast_math = fmf;
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::Alloca => self.alloca(cx),
            Format::Load => self.load(cx),
            Format::Store => self.store(cx),
            Format::GetElementPtr => self.gep(cx),
            Format::Fence => {
                self.bump();
                let mut b = Built::new(op, void, vec![]);
                let o = self.scope_and_ordering(&mut b)?;
                b.header.flags = b.header.flags.with_ordering(o);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::CmpXchg => self.cmpxchg(cx),
            Format::AtomicRmw => self.atomicrmw(cx),
            Format::AggregateIndex { values } => self.aggregate_access(cx, op, values),
            Format::TypedValues(n) => self.vector_op(cx, op, n),
            Format::VaArg => {
                self.bump();
                let (_, ap) = self.typed_value(cx)?;
                self.comma()?;
                let ty = self.parse_type()?;
                let mut b = Built::new(op, ty, vec![ap]);
                self.inst_tail(&mut b, false)?;
                Ok(b)
            }
            Format::LandingPad => self.landingpad(cx),
            Format::CatchSwitch | Format::FuncletPad { .. } | Format::CatchRet | Format::CleanupRet => {
                self.funclet(cx, op)
            }
        }
    }

    fn binary(&mut self, cx: &mut FnCtx, op: Opcode) -> Result<Built, ParseError> {
        self.bump();
        let mut flags = InstFlags::default();
        let mut bits = 0;
        loop {
            if self.eat_word("nuw") {
                flags = flags.with(InstFlags::NUW);
            } else if self.eat_word("nsw") {
                flags = flags.with(InstFlags::NSW);
            } else if self.eat_word("exact") {
                flags = flags.with(InstFlags::EXACT);
            } else if self.eat_word("disjoint") {
                bits |= InstExtra::DISJOINT;
            } else {
                break;
            }
        }
        let fmf = self.fast_math();
        let (ty, a) = self.typed_value(cx)?;
        self.comma()?;
        let c = self.value(cx, ty)?;
        let mut b = Built::new(op, ty, vec![a, c]);
        b.header.flags = flags;
        b.extra.bits = bits;
        b.extra.fast_math = fmf;
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    fn cast(&mut self, cx: &mut FnCtx, op: Opcode) -> Result<Built, ParseError> {
        self.bump();
        let mut flags = InstFlags::default();
        let mut bits = 0;
        loop {
            if self.eat_word("nuw") {
                flags = flags.with(InstFlags::NUW);
            } else if self.eat_word("nsw") {
                flags = flags.with(InstFlags::NSW);
            } else if self.eat_word("nneg") {
                bits |= InstExtra::NNEG;
            } else {
                break;
            }
        }
        let fmf = self.fast_math();
        let (_, v) = self.typed_value(cx)?;
        self.expect_word("to")?;
        let ty = self.parse_type()?;
        let mut b = Built::new(op, ty, vec![v]);
        b.header.flags = flags;
        b.extra.bits = bits;
        b.extra.fast_math = fmf;
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    /// `icmp <pred> T a, b` / `fcmp [fmf] <pred> T a, b`.
    fn compare(&mut self, cx: &mut FnCtx, op: Opcode) -> Result<Built, ParseError> {
        self.bump();
        let int = op == Opcode::ICmp;
        let fmf = if int { FastMath::default() } else { self.fast_math() };
        let w = self.word().unwrap_or("").to_string();
        let subop = if int {
            IntPredicate::ALL.iter().find(|p| p.name() == w).map(|&p| p as u16)
        } else {
            FloatPredicate::ALL.iter().find(|p| p.name() == w).map(|&p| p as u16)
        };
        let Some(subop) = subop else {
            return self.err(format!("expected a comparison predicate, found {}", self.describe()));
        };
        self.bump();
        let (ty, a) = self.typed_value(cx)?;
        self.comma()?;
        let c = self.value(cx, ty)?;
        let i1 = self.m.types.i1();
        let rty = match self.m.types.get(ty).clone() {
            TypeData::Vector { len, .. } => self.m.types.vector(i1, len),
            _ => i1,
        };
        let mut b = Built::new(op, rty, vec![a, c]);
        b.header.subop = subop;
        b.extra.fast_math = fmf;
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    fn alloca(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        self.eat_word("inalloca");
        let ty = self.parse_type()?;
        let mut ops = Vec::new();
        let mut align = 0;
        let mut addrspace = 0;
        let mut attachments = Vec::new();
        while self.is_punct(',') {
            match self.peek_at(1).clone() {
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    self.bump();
                    align = self.expect_u32()?;
                }
                Tok::Word(w) if w == "addrspace" => {
                    self.bump();
                    addrspace = self.opt_addrspace()?;
                }
                Tok::MdVar(_) => {
                    self.bump();
                    self.md_attachments(&mut attachments)?;
                }
                _ if ops.is_empty() && align == 0 => {
                    self.bump();
                    ops.push(self.typed_value(cx)?.1);
                }
                _ => {
                    self.bump();
                    return self.err(format!("unexpected {} in alloca", self.describe()));
                }
            }
        }
        let pty = self.m.types.ptr(addrspace);
        let mut b = Built::new(Opcode::Alloca, pty, ops);
        b.aux_ty = Some(ty);
        b.align = align;
        b.attachments = attachments;
        Ok(b)
    }

    fn load(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let ty = self.parse_type()?;
        self.comma()?;
        let (_, p) = self.typed_value(cx)?;
        let mut b = Built::new(Opcode::Load, ty, vec![p]);
        b.aux_ty = Some(ty);
        if volatile {
            b.header.flags = b.header.flags.with(InstFlags::VOLATILE);
        }
        if atomic {
            let o = self.scope_and_ordering(&mut b)?;
            b.header.flags = b.header.flags.with_ordering(o);
        }
        self.inst_tail(&mut b, true)?;
        Ok(b)
    }

    fn store(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let (ty, v) = self.typed_value(cx)?;
        self.comma()?;
        let (_, p) = self.typed_value(cx)?;
        let void = self.m.types.void();
        let mut b = Built::new(Opcode::Store, void, vec![v, p]);
        b.aux_ty = Some(ty);
        if volatile {
            b.header.flags = b.header.flags.with(InstFlags::VOLATILE);
        }
        if atomic {
            let o = self.scope_and_ordering(&mut b)?;
            b.header.flags = b.header.flags.with_ordering(o);
        }
        self.inst_tail(&mut b, true)?;
        Ok(b)
    }

    fn gep(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let mut flags = InstFlags::default();
        loop {
            if self.eat_word("inbounds") {
                flags = flags.with(InstFlags::INBOUNDS);
            } else if self.eat_word("nuw") {
                flags = flags.with(InstFlags::NUW);
            } else if self.eat_word("nusw") {
                flags = flags.with(InstFlags::NSW);
            } else {
                break;
            }
        }
        let src = self.parse_type()?;
        self.comma()?;
        let (pty, base) = self.typed_value(cx)?;
        let mut ops = vec![base];
        let mut rty = pty;
        while self.is_punct(',') && !matches!(self.peek_at(1), Tok::MdVar(_)) {
            self.bump();
            if self.is_word("inrange") {
                self.bump();
                self.skip_balanced()?;
            }
            let (ity, idx) = self.typed_value(cx)?;
            if let (TypeData::Vector { len, .. }, false) = (self.m.types.get(ity).clone(), self.is_vector(rty)) {
                rty = self.m.types.vector(pty, len);
            }
            ops.push(idx);
        }
        let mut b = Built::new(Opcode::GetElementPtr, rty, ops);
        b.header.flags = flags;
        b.aux_ty = Some(src);
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    fn is_vector(&self, t: Type) -> bool {
        matches!(self.m.types.get(t), TypeData::Vector { .. })
    }

    fn cmpxchg(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let mut flags = InstFlags::default();
        if self.eat_word("weak") {
            flags = flags.with(InstFlags::WEAK);
        }
        if self.eat_word("volatile") {
            flags = flags.with(InstFlags::VOLATILE);
        }
        let (_, p) = self.typed_value(cx)?;
        self.comma()?;
        let (ty, cmp) = self.typed_value(cx)?;
        self.comma()?;
        let (_, new) = self.typed_value(cx)?;
        let i1 = self.m.types.i1();
        let rty = self.m.types.literal_struct(vec![ty, i1], false);
        let mut b = Built::new(Opcode::CmpXchg, rty, vec![p, cmp, new]);
        let success = self.scope_and_ordering(&mut b)?;
        let failure = self.ordering()?;
        b.header.flags = flags.with_ordering(success).with_failure_ordering(failure);
        b.aux_ty = Some(ty);
        self.inst_tail(&mut b, true)?;
        Ok(b)
    }

    fn atomicrmw(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let mut flags = InstFlags::default();
        if self.eat_word("volatile") {
            flags = flags.with(InstFlags::VOLATILE);
        }
        let w = self.word().unwrap_or("").to_string();
        let Some(&op) = AtomicRmwOp::ALL.iter().find(|o| o.name() == w) else {
            return self.err(format!("expected an atomicrmw operation, found {}", self.describe()));
        };
        self.bump();
        let (_, p) = self.typed_value(cx)?;
        self.comma()?;
        let (ty, v) = self.typed_value(cx)?;
        let mut b = Built::new(Opcode::AtomicRmw, ty, vec![p, v]);
        b.header.subop = op as u16;
        let o = self.scope_and_ordering(&mut b)?;
        b.header.flags = flags.with_ordering(o);
        b.aux_ty = Some(ty);
        self.inst_tail(&mut b, true)?;
        Ok(b)
    }

    /// `extractvalue T %agg, i, j` / `insertvalue T %agg, T2 %v, i, j`: `values`
    /// typed values, then the indices.
    fn aggregate_access(&mut self, cx: &mut FnCtx, op: Opcode, values: u8) -> Result<Built, ParseError> {
        self.bump();
        let (aty, agg) = self.typed_value(cx)?;
        let mut ops = vec![agg];
        for _ in 1..values {
            self.comma()?;
            ops.push(self.typed_value(cx)?.1);
        }
        let i32t = self.m.types.i32();
        let mut cur = aty;
        let mut count = 0;
        while self.is_punct(',') && !matches!(self.peek_at(1), Tok::MdVar(_)) {
            self.bump();
            let idx = self.expect_u32()?;
            count += 1;
            cur = match self.m.types.get(cur).clone() {
                TypeData::Array { elem, .. } => elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    match self.m.types.struct_fields(cur).and_then(|f| f.get(idx as usize)) {
                        Some(&t) => t,
                        None => return self.err("aggregate index out of range"),
                    }
                }
                _ => return self.err("index into a non-aggregate type"),
            };
            ops.push(Opnd::V(Value::Const(self.m.const_int(i32t, i128::from(idx)))));
        }
        if count == 0 {
            return self.err("expected at least one aggregate index");
        }
        // insertvalue yields the aggregate, extractvalue the indexed field.
        let ty = if op == Opcode::InsertValue { aty } else { cur };
        let mut b = Built::new(op, ty, ops);
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    /// extractelement / insertelement / shufflevector: `n` typed values.
    fn vector_op(&mut self, cx: &mut FnCtx, op: Opcode, n: u8) -> Result<Built, ParseError> {
        self.bump();
        let mut ops = Vec::new();
        let mut tys = Vec::new();
        for k in 0..n {
            if k > 0 {
                self.comma()?;
            }
            let (t, v) = self.typed_value(cx)?;
            tys.push(t);
            ops.push(v);
        }
        let elem_of = |s: &Self, t: Type| match s.m.types.get(t) {
            TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        };
        let ty = match op {
            Opcode::ExtractElement => match elem_of(self, tys[0]) {
                Some(e) => e,
                None => return self.err("extractelement needs a vector operand"),
            },
            Opcode::ShuffleVector => {
                let (Some(e), TypeData::Vector { len, .. }) = (elem_of(self, tys[0]), self.m.types.get(tys[2]).clone())
                else {
                    return self.err("shufflevector needs vector operands and a vector mask");
                };
                self.m.types.vector(e, len)
            }
            _ => tys[0],
        };
        let mut b = Built::new(op, ty, ops);
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    fn landingpad(&mut self, cx: &mut FnCtx) -> Result<Built, ParseError> {
        self.bump();
        let ty = self.parse_type()?;
        let mut b = Built::new(Opcode::LandingPad, ty, vec![]);
        if self.eat_word("cleanup") {
            b.extra.bits |= InstExtra::CLEANUP;
        }
        loop {
            let kind = if self.eat_word("catch") {
                ClauseKind::Catch
            } else if self.eat_word("filter") {
                ClauseKind::Filter
            } else {
                break;
            };
            b.extra.clauses.push(kind);
            let (_, v) = self.typed_value(cx)?;
            b.ops.push(v);
        }
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    /// `within none` / `within %pad`: the parent operand, if any.
    fn within(&mut self, cx: &mut FnCtx) -> Result<Option<Opnd>, ParseError> {
        self.expect_word("within")?;
        if self.eat_word("none") {
            return Ok(None);
        }
        let token = self.m.types.intern(TypeData::Token);
        Ok(Some(self.value(cx, token)?))
    }

    /// `unwind to caller` / `unwind label %bb`
    fn unwind_dest(&mut self, cx: &mut FnCtx) -> Result<Option<Opnd>, ParseError> {
        self.expect_word("unwind")?;
        if self.eat_word("to") {
            self.expect_word("caller")?;
            return Ok(None);
        }
        Ok(Some(self.label(cx)?))
    }

    fn funclet(&mut self, cx: &mut FnCtx, op: Opcode) -> Result<Built, ParseError> {
        self.bump();
        let token = self.m.types.intern(TypeData::Token);
        let void = self.m.types.void();
        let mut b = match op.format() {
            Format::CatchSwitch => {
                let mut b = Built::new(op, token, vec![]);
                if let Some(p) = self.within(cx)? {
                    b.ops.push(p);
                    b.extra.bits |= InstExtra::HAS_PARENT;
                }
                self.expect_punct('[')?;
                loop {
                    b.ops.push(self.label(cx)?);
                    if self.eat_punct(']') {
                        break;
                    }
                    self.comma()?;
                }
                if let Some(u) = self.unwind_dest(cx)? {
                    b.ops.push(u);
                    b.extra.bits |= InstExtra::HAS_UNWIND;
                }
                b
            }
            Format::FuncletPad { parent_required } => {
                let mut b = Built::new(op, token, vec![]);
                match self.within(cx)? {
                    Some(p) => {
                        b.ops.push(p);
                        b.extra.bits |= InstExtra::HAS_PARENT;
                    }
                    None if parent_required => return self.err("catchpad must be within a catchswitch"),
                    None => {}
                }
                self.expect_punct('[')?;
                if !self.eat_punct(']') {
                    loop {
                        b.ops.push(self.typed_value(cx)?.1);
                        if self.eat_punct(']') {
                            break;
                        }
                        self.comma()?;
                    }
                }
                b
            }
            Format::CatchRet => {
                self.expect_word("from")?;
                let pad = self.value(cx, token)?;
                self.expect_word("to")?;
                let dest = self.label(cx)?;
                Built::new(op, void, vec![pad, dest])
            }
            _ => {
                self.expect_word("from")?;
                let pad = self.value(cx, token)?;
                let mut b = Built::new(op, void, vec![pad]);
                if let Some(u) = self.unwind_dest(cx)? {
                    b.ops.push(u);
                    b.extra.bits |= InstExtra::HAS_UNWIND;
                }
                b
            }
        };
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }

    /// call / invoke / callbr.
    fn call_like(&mut self, cx: &mut FnCtx, op: Opcode) -> Result<Built, ParseError> {
        self.bump();
        let fmf = self.fast_math();
        let cc = self.parse_calling_conv()?;
        self.parse_param_attrs()?;
        self.opt_addrspace()?;
        let ty = self.parse_type()?;
        let ptr = self.m.types.ptr(0);
        // `asm [flags] "template", "constraints"`: built once the call's
        // function type is known.
        let asm = if self.eat_word("asm") {
            let mut flags = 0;
            while let Some(&(bit, _)) = InlineAsm::KEYWORDS.iter().find(|(_, kw)| self.is_word(kw)) {
                self.bump();
                flags |= bit;
            }
            let template = self.expect_string()?;
            self.comma()?;
            let constraints = self.expect_string()?;
            Some((template, constraints, flags))
        } else {
            None
        };
        let callee = match asm {
            Some(_) => Opnd::V(Value::Arg(u32::MAX)),
            None => self.value(cx, ptr)?,
        };
        self.expect_punct('(')?;
        let mut ops = vec![callee];
        let mut arg_tys = Vec::new();
        // The alignment every pointer argument is given (0 unless all have one).
        let mut ptr_align: Option<u32> = None;
        if !self.eat_punct(')') {
            loop {
                let aty = self.parse_type()?;
                if matches!(self.m.types.get(aty), TypeData::Metadata) {
                    return self.err("metadata call arguments are not supported");
                }
                let (attrs, _) = self.parse_param_attrs()?;
                if matches!(self.m.types.get(aty), TypeData::Ptr(_)) {
                    let a = attrs.align.unwrap_or(0);
                    ptr_align = Some(ptr_align.map_or(a, |b| b.min(a)));
                }
                ops.push(self.value(cx, aty)?);
                arg_tys.push(aty);
                if self.eat_punct(')') {
                    break;
                }
                self.comma()?;
            }
        }
        let fty = match self.m.types.get(ty) {
            TypeData::Function { .. } => ty,
            _ => self.m.types.function(ty, arg_tys, false),
        };
        let ret = self.m.types.fn_ret(fty).unwrap_or(ty);
        if let Some((template, constraints, flags)) = asm {
            let c = self.m.consts.intern(ConstData::InlineAsm(Box::new(InlineAsm {
                fn_ty: fty,
                template,
                constraints,
                flags,
            })));
            ops[0] = Opnd::V(Value::Const(c));
        }
        // Call-site function attributes and operand bundles carry nothing we keep.
        loop {
            if matches!(self.peek(), Tok::AttrGroup(_)) {
                self.bump();
            } else if self.is_punct('[') && matches!(self.peek_at(1), Tok::Str(_)) {
                self.skip_balanced()?;
            } else {
                break;
            }
        }
        let mut subop = 0;
        if op == Opcode::Invoke {
            self.expect_word("to")?;
            ops.push(self.label(cx)?);
            self.expect_word("unwind")?;
            ops.push(self.label(cx)?);
        } else if op == Opcode::CallBr {
            self.expect_word("to")?;
            ops.push(self.label(cx)?);
            self.expect_punct('[')?;
            if !self.eat_punct(']') {
                loop {
                    ops.push(self.label(cx)?);
                    subop += 1;
                    if self.eat_punct(']') {
                        break;
                    }
                    self.comma()?;
                }
            }
        } else if let Some(Opnd::V(Value::Func(f))) = ops.first() {
            if let Some(intr) = self.m.functions[*f].intrinsic {
                subop = intr as u16;
            }
        }
        let mut b = Built::new(op, ret, ops);
        b.header.subop = subop;
        b.aux_ty = Some(fty);
        b.align = ptr_align.unwrap_or(0);
        b.extra.fast_math = fmf;
        b.extra.calling_conv = cc;
        self.inst_tail(&mut b, false)?;
        Ok(b)
    }
}
