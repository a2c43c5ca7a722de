//! Calls, caller side: direct and indirect calls as nvcc's braced call
//! sequences (see [`crate::calling_convention`] for the convention), by-value aggregate
//! arguments copied into `.param` arrays, runtime helpers, and the NVVM
//! intrinsics (special registers, barriers) that are single instructions.

use super::{FnLowering, Val};
use crate::calling_convention::{aggregate_result_align, byval_of, func_param_shape, param_access, param_access_type};
use crate::helper_routines::HelperRoutine;
use crate::inst::{Addr, AddrBase, CallParam, MachInst, Operand, ParamShape, PtxInst};
use crate::modifiers::{CmpOp, MembarLevel, Mode};
use crate::opcode::Opcode;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Inst, Intrinsic, IntrinsicName, Type, Value};

/// One argument as the call sequence passes it.
enum CallArg {
    /// A scalar in a `.b32`/`.b64` parameter, stored as the given type.
    Scalar(Scalar, PtxType, Operand),
    /// An aggregate copied from memory into `.param .align A .b8 paramN[size]`.
    ByVal {
        space: u32,
        addr: Addr,
        src_align: u64,
        align: u64,
        size: u64,
    },
    /// An aggregate value (its leaves) stored into `.param .align A .b8 paramN[size]`.
    Leaves {
        leaves: Vec<(u64, Type)>,
        parts: Vec<Val>,
        align: u64,
        size: u64,
    },
}

/// Where a call's result goes.
enum CallRet {
    None,
    /// A scalar result register.
    Scalar(VReg, Scalar),
    /// An aggregate result, kept as leaves of instruction `inst`.
    Leaves {
        inst: Inst,
        leaves: Vec<(u64, Type)>,
        align: u64,
        size: u64,
    },
}

impl CallRet {
    /// What `retval0` holds, if there is a result.
    fn shape(&self) -> Option<ParamShape> {
        match self {
            CallRet::None => None,
            CallRet::Scalar(_, s) => Some(func_param_shape(*s)),
            CallRet::Leaves { align, size, .. } => Some(ParamShape::Bytes {
                align: *align,
                size: *size,
            }),
        }
    }
}

/// What is called.
enum Callee {
    Direct(String),
    /// Through a register; the prototype describes the signature.
    Indirect(VReg),
}

impl CallArg {
    /// What the argument's `.param` holds.
    fn shape(&self) -> ParamShape {
        match self {
            CallArg::Scalar(s, ..) => func_param_shape(*s),
            CallArg::ByVal { align, size, .. } | CallArg::Leaves { align, size, .. } => ParamShape::Bytes {
                align: *align,
                size: *size,
            },
        }
    }
}

impl FnLowering<'_> {
    /// `call`: intrinsics, or a call sequence to a function or through a register.
    pub(crate) fn lower_call(&mut self, i: Inst) -> Result<(), PtxError> {
        let (callee_v, args) = self.f.call_operands(i);
        if let Value::Const(c) = callee_v {
            if let ir::ConstData::InlineAsm(asm) = self.m.consts.get(c) {
                let asm = asm.clone();
                return self.lower_inline_asm(i, &asm);
            }
        }
        let args: Vec<Value> = args.to_vec();
        let ret = self.f.inst(i).ty;
        // Per argument: its `byval` type, and whether a narrow integer is sign-extended.
        let byvals: Vec<(Option<(Type, u32)>, bool)> = match callee_v {
            Value::Func(callee) => {
                let cf = &self.m.functions[callee];
                if let Some(intr) = cf
                    .intrinsic
                    .or_else(|| Intrinsic::from_name(&cf.name))
                    .filter(|x| x.special_register().is_some() || Self::is_plain_intrinsic(*x))
                {
                    return self.lower_intrinsic(i, intr);
                }
                if ir::intrinsics::is_intrinsic_name(&cf.name) {
                    return self.lower_intrinsic_call(i, &self.m.functions[callee].name);
                }
                let signext = |n: usize| cf.param_attrs.get(n).is_some_and(|a| a.signext);
                (0..args.len()).map(|n| (byval_of(cf, n), signext(n))).collect()
            }
            // Through a pointer: no attributes; zero-extended (the callee reads its own bits).
            _ => vec![(None, false); args.len()],
        };
        let callee = match callee_v {
            Value::Func(f) => Callee::Direct(self.info.func_name(f).to_string()),
            other => Callee::Indirect(self.reg(other)?),
        };
        let dst = if self.m.types.is_void(ret) {
            CallRet::None
        } else if let Some(leaves) = self.leaves_of(ret)? {
            CallRet::Leaves {
                inst: i,
                leaves,
                align: match callee_v {
                    Value::Func(callee) => aggregate_result_align(self.info, callee, ret),
                    _ => self.m.types.abi_align(ret),
                },
                size: self.m.types.alloc_size(ret).max(1),
            }
        } else {
            CallRet::Scalar(self.def_reg(i)?, self.scalar(ret)?)
        };
        let mut call_args = Vec::with_capacity(args.len());
        for (&a, (byval, signext)) in args.iter().zip(byvals) {
            // A call through a pointer passes class arguments as aggregate values; once
            // the pointer is known (the callee became direct), its `byval` parameter
            // still receives the value's leaves in the same `.param` array.
            let aggregate_value = self.value_type(a).is_some_and(|t| !self.m.types.is_ptr(t));
            // That array is declared as aligned as the callee declares it (an `__align__(8)`
            // record of two floats: 8, where its IR type says 4), or ptxas rejects the call.
            let declared_align = byval.map_or(0, |(_, align)| u64::from(align));
            call_args.push(match byval.filter(|_| !aggregate_value) {
                Some((agg, align)) => {
                    let v = self.val(a)?;
                    let src_align = self.known_align(&v);
                    let (space, addr) = self.mem_ref(a)?;
                    CallArg::ByVal {
                        space,
                        addr,
                        src_align,
                        align: u64::from(align).max(self.m.types.abi_align(agg)),
                        size: self.m.types.alloc_size(agg),
                    }
                }
                None => match self.value_type(a).map(|t| (t, self.leaves_of(t))) {
                    Some((t, Ok(Some(leaves)))) => CallArg::Leaves {
                        leaves,
                        parts: self.parts(a)?,
                        align: self.m.types.abi_align(t).max(declared_align),
                        size: self.m.types.alloc_size(t).max(1),
                    },
                    _ => {
                        let s = self.value_scalar(a)?;
                        let (ty, src) = self.param_source(a, s, signext)?;
                        CallArg::Scalar(s, ty, src)
                    }
                },
            });
        }
        self.call_sequence(callee, dst, call_args)
    }

    /// Emits a braced call sequence, leaving the result in `dst`.
    fn call_sequence(&mut self, callee: Callee, dst: CallRet, args: Vec<CallArg>) -> Result<(), PtxError> {
        let seq = self.call_seq;
        self.call_seq += 1;
        self.out.push(PtxInst::CallSeqStart(seq));
        let mut names = Vec::with_capacity(args.len());
        let mut proto_params = Vec::with_capacity(args.len());
        for (n, arg) in (0u32..).zip(args) {
            let param = CallParam::Arg(n);
            let p = param.to_string();
            self.out.push(PtxInst::CallParamDecl {
                param,
                shape: arg.shape(),
            });
            proto_params.push(arg.shape());
            let at = |offset: i64| Addr {
                base: AddrBase::Sym(p.clone()),
                offset,
            };
            match arg {
                CallArg::Scalar(_, ty, src) => {
                    self.push(param_access(Opcode::St, ty, [Operand::addr(at(0)), src]));
                }
                CallArg::ByVal {
                    space,
                    addr,
                    src_align,
                    align,
                    size,
                } => self.copy_bytes((space, addr, src_align), (ir::addrspace::PARAM, at(0), align), size)?,
                CallArg::Leaves { leaves, parts, .. } => self.store_leaves(&p, &leaves, parts)?,
            }
            names.push(p);
        }
        if let Some(shape) = dst.shape() {
            self.out.push(PtxInst::CallParamDecl {
                param: CallParam::Ret,
                shape,
            });
        }
        let mut call_ops = Vec::new();
        if !matches!(dst, CallRet::None) {
            call_ops.push(Operand::ParamList(Box::new([CallParam::Ret.to_string()])));
        }
        let call = match callee {
            Callee::Direct(name) => {
                call_ops.push(Operand::Sym(name.into()));
                call_ops.push(Operand::ParamList(names.clone().into()));
                MachInst::new(Opcode::Call).uni()
            }
            Callee::Indirect(r) => {
                let proto = format!("prototype_{seq}");
                self.out.push(PtxInst::CallPrototype {
                    seq,
                    ret: dst.shape(),
                    params: proto_params.into(),
                });
                call_ops.push(Operand::Reg(r));
                call_ops.push(Operand::ParamList(names.clone().into()));
                call_ops.push(Operand::Sym(proto.into()));
                MachInst::new(Opcode::Call)
            }
        };
        self.push(call.ops(call_ops));
        match dst {
            CallRet::None => {}
            CallRet::Scalar(d, rs) => {
                let addr = Operand::addr(Addr {
                    base: AddrBase::Sym(CallParam::Ret.to_string()),
                    offset: 0,
                });
                if rs == Scalar::I1 {
                    let t = self.new_reg(RegClass::B32);
                    self.push(param_access(Opcode::Ld, PtxType::B32, [Operand::Reg(t), addr]));
                    self.setp(CmpOp::Ne, PtxType::B32, d, Operand::Reg(t), Operand::Imm(0));
                } else {
                    self.push(param_access(Opcode::Ld, param_access_type(rs), [Operand::Reg(d), addr]));
                }
            }
            CallRet::Leaves { inst, leaves, .. } => {
                let parts = self.load_leaves(&CallParam::Ret.to_string(), &leaves)?;
                self.aggregates.insert(inst, parts);
            }
        }
        self.out.push(PtxInst::CallSeqEnd(seq));
        Ok(())
    }

    /// Calls a runtime helper routine (see [`crate::helper_routines`]) on operands of
    /// kind `s`, leaving its result (also of kind `s`) in `dst`.
    pub(crate) fn call_helper(
        &mut self,
        helper: HelperRoutine,
        s: Scalar,
        dst: VReg,
        args: Vec<Operand>,
    ) -> Result<(), PtxError> {
        self.needs.insert(helper);
        let ty = param_access_type(s);
        let call_args = args.into_iter().map(|a| CallArg::Scalar(s, ty, a)).collect();
        self.call_sequence(
            Callee::Direct(helper.name().to_string()),
            CallRet::Scalar(dst, s),
            call_args,
        )
    }

    /// A call of the `llvm.*` function `name`, read through the intrinsic
    /// table: a packed pair `fma` (packed.rs), a runtime intrinsic
    /// (builtins.rs) or an LLVM intrinsic (intrinsics.rs).
    fn lower_intrinsic_call(&mut self, i: Inst, name: &str) -> Result<(), PtxError> {
        let Some(n) = IntrinsicName::parse(name) else {
            return Err(PtxError::Unsupported(format!("the intrinsic {name}")));
        };
        if n.id == Intrinsic::Fma {
            if let [ty] = n.part_list().as_slice() {
                if let Some(s) = super::packed::pair_element(ty) {
                    return self.lower_packed_call(i, s, name);
                }
            }
        }
        if let Some(done) = self.lower_runtime_intrinsic(i, &n, name) {
            return done;
        }
        self.lower_llvm_intrinsic(i, n.id, name)
    }

    /// True for the operand-less intrinsics `lower_intrinsic` prints as one instruction.
    fn is_plain_intrinsic(intr: Intrinsic) -> bool {
        matches!(
            intr,
            Intrinsic::Barrier0 | Intrinsic::MembarCta | Intrinsic::MembarGl | Intrinsic::MembarSys
        )
    }

    fn lower_intrinsic(&mut self, i: Inst, intr: Intrinsic) -> Result<(), PtxError> {
        if let Some(sreg) = intr.special_register() {
            let d = self.def_reg(i)?;
            let ty = match d.class {
                RegClass::B64 => PtxType::U64,
                // `%is_explicit_cluster` is a predicate register.
                RegClass::Pred => PtxType::Pred,
                _ => PtxType::U32,
            };
            self.emit_op(Opcode::Mov, ty, [Operand::Reg(d), Operand::Named(sreg)]);
            return Ok(());
        }
        let inst = match intr {
            Intrinsic::Barrier0 => MachInst::new(Opcode::BarSync).ops([Operand::Imm(0)]),
            Intrinsic::MembarCta => MachInst::new(Opcode::Membar).mode(Mode::Level(MembarLevel::Cta)),
            Intrinsic::MembarGl => MachInst::new(Opcode::Membar).mode(Mode::Level(MembarLevel::Gl)),
            Intrinsic::MembarSys => MachInst::new(Opcode::Membar).mode(Mode::Level(MembarLevel::Sys)),
            other => return Err(PtxError::Unsupported(format!("the intrinsic {}", other.name()))),
        };
        self.push(inst);
        Ok(())
    }
}
