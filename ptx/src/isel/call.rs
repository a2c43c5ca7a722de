//! Calls, caller side: direct and indirect calls as nvcc's braced call
//! sequences (see [`crate::calls`] for the convention), by-value aggregate
//! arguments copied into `.param` arrays, runtime helpers, and the NVVM
//! intrinsics (special registers, barriers) that are single instructions.

use super::FnLowering;
use crate::calls::{byval_of, func_param_type, param_access_type};
use crate::inst::{Addr, AddrBase, Operand, PtxInst};
use crate::regs::{RegClass, VReg};
use crate::runtime::RuntimeHelper;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Inst, Intrinsic, Type, Value};

/// One argument as the call sequence passes it.
enum CallArg {
    /// A scalar in a `.b32`/`.b64` parameter.
    Scalar(Scalar, Operand),
    /// An aggregate copied from memory into `.param .align A .b8 paramN[size]`.
    ByVal {
        space: u32,
        addr: Addr,
        src_align: u64,
        align: u64,
        size: u64,
    },
}

/// What is called.
enum Callee {
    Direct(String),
    /// Through a register; the prototype describes the signature.
    Indirect(VReg),
}

impl CallArg {
    /// The parameter declaration: `.param .b32 param0` (no trailing `;`).
    fn decl(&self, name: &str) -> String {
        match self {
            CallArg::Scalar(s, _) => format!(".param {} {name}", func_param_type(*s)),
            CallArg::ByVal { align, size, .. } => format!(".param .align {align} .b8 {name}[{size}]"),
        }
    }
}

impl FnLowering<'_> {
    pub(crate) fn lower_call(&mut self, i: Inst) -> Result<(), PtxError> {
        let ops = self.f.operands(i);
        let callee_v = *ops
            .first()
            .ok_or_else(|| PtxError::Malformed(format!("{}: call without a callee", self.f.name)))?;
        let args: Vec<Value> = ops[1..].to_vec();
        let ret = self.f.inst(i).ty;
        let byvals: Vec<Option<(Type, u32)>> = match callee_v {
            Value::Func(callee) => {
                let cf = &self.m.functions[callee];
                if let Some(intr) = cf.intrinsic.or_else(|| Intrinsic::from_name(&cf.name)) {
                    return self.lower_intrinsic(i, intr);
                }
                if cf.name.starts_with("llvm.") {
                    let name = cf.name.clone();
                    return self.lower_llvm_intrinsic(i, &name);
                }
                (0..args.len()).map(|n| byval_of(cf, n)).collect()
            }
            _ => vec![None; args.len()],
        };
        let callee = match callee_v {
            Value::Func(f) => Callee::Direct(self.info.func_name(f).to_string()),
            other => Callee::Indirect(self.reg(other)?),
        };
        let dst = if self.m.types.is_void(ret) {
            None
        } else {
            Some((self.def_reg(i)?, self.scalar(ret)?))
        };
        let mut call_args = Vec::with_capacity(args.len());
        for (&a, byval) in args.iter().zip(byvals) {
            call_args.push(match byval {
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
                None => {
                    let s = self.value_scalar(a)?;
                    CallArg::Scalar(s, self.param_source(a, s)?)
                }
            });
        }
        self.call_sequence(callee, dst, call_args)
    }

    /// Emits a braced call sequence, leaving the result in `dst`.
    fn call_sequence(
        &mut self,
        callee: Callee,
        dst: Option<(VReg, Scalar)>,
        args: Vec<CallArg>,
    ) -> Result<(), PtxError> {
        let seq = self.call_seq;
        self.call_seq += 1;
        self.out.push(PtxInst::Raw(format!("{{ // callseq {seq}, 0")));
        let mut names = Vec::with_capacity(args.len());
        let mut proto_params = Vec::with_capacity(args.len());
        for (n, arg) in args.into_iter().enumerate() {
            let p = format!("param{n}");
            self.out.push(PtxInst::Raw(format!("{};", arg.decl(&p))));
            proto_params.push(arg.decl("_"));
            let at = |offset: i64| Addr {
                base: AddrBase::Sym(p.clone()),
                offset,
            };
            match arg {
                CallArg::Scalar(s, src) => {
                    self.emit(
                        format!("st.param.{}", param_access_type(s)),
                        [Operand::Addr(at(0)), src],
                    );
                }
                CallArg::ByVal {
                    space,
                    addr,
                    src_align,
                    align,
                    size,
                } => self.copy_bytes((space, addr, src_align), (ir::addrspace::PARAM, at(0), align), size)?,
            }
            names.push(p);
        }
        let ret_scalar = dst.map(|(_, s)| s);
        if let Some(rs) = ret_scalar {
            self.out
                .push(PtxInst::Raw(format!(".param {} retval0;", func_param_type(rs))));
        }
        let mut call_ops = Vec::new();
        if ret_scalar.is_some() {
            call_ops.push(Operand::Text("(retval0)".into()));
        }
        let mnemonic = match callee {
            Callee::Direct(name) => {
                call_ops.push(Operand::Sym(name));
                call_ops.push(Operand::Text(format!("({})", names.join(", "))));
                "call.uni"
            }
            Callee::Indirect(r) => {
                let proto = format!("prototype_{seq}");
                let ret_decl = ret_scalar.map_or(String::new(), |rs| format!("(.param {} _) ", func_param_type(rs)));
                self.out.push(PtxInst::Raw(format!(
                    "{proto} : .callprototype {ret_decl}_ ({});",
                    proto_params.join(", ")
                )));
                call_ops.push(Operand::Reg(r));
                call_ops.push(Operand::Text(format!("({})", names.join(", "))));
                call_ops.push(Operand::Sym(proto));
                "call"
            }
        };
        self.emit(mnemonic, call_ops);
        if let Some((d, rs)) = dst {
            let addr = Operand::Addr(Addr {
                base: AddrBase::Sym("retval0".into()),
                offset: 0,
            });
            if rs == Scalar::I1 {
                let t = self.new_reg(RegClass::B32);
                self.emit("ld.param.b32", [Operand::Reg(t), addr]);
                self.emit("setp.ne.b32", [Operand::Reg(d), Operand::Reg(t), Operand::Imm(0)]);
            } else {
                self.emit(format!("ld.param.{}", param_access_type(rs)), [Operand::Reg(d), addr]);
            }
        }
        self.out.push(PtxInst::Raw(format!("}} // callseq {seq}")));
        Ok(())
    }

    /// Calls a runtime helper routine (see [`crate::runtime`]) on operands of
    /// kind `s`, leaving its result (also of kind `s`) in `dst`.
    pub(crate) fn call_helper(
        &mut self,
        helper: RuntimeHelper,
        s: Scalar,
        dst: VReg,
        args: Vec<Operand>,
    ) -> Result<(), PtxError> {
        self.needs.insert(helper);
        let call_args = args.into_iter().map(|a| CallArg::Scalar(s, a)).collect();
        self.call_sequence(Callee::Direct(helper.name().to_string()), Some((dst, s)), call_args)
    }

    fn lower_intrinsic(&mut self, i: Inst, intr: Intrinsic) -> Result<(), PtxError> {
        if let Some(sreg) = intr.special_register() {
            let d = self.def_reg(i)?;
            let ty = if d.class == RegClass::B64 { "u64" } else { "u32" };
            self.emit(format!("mov.{ty}"), [Operand::Reg(d), Operand::Named(sreg)]);
            return Ok(());
        }
        let text = match intr {
            Intrinsic::Barrier0 => "bar.sync \t0",
            Intrinsic::MembarCta => "membar.cta",
            Intrinsic::MembarGl => "membar.gl",
            Intrinsic::MembarSys => "membar.sys",
            other => return Err(PtxError::Unsupported(format!("the intrinsic {}", other.name()))),
        };
        self.emit(text, []);
        Ok(())
    }
}
