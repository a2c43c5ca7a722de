//! The PTX calling convention as nvcc uses it.
//!
//! - Kernels (`.entry`) take `.param` values of the argument's own type
//!   (`.u8` for bool/char, `.u16`, `.u32`, `.u64` for pointers, `.f32`,
//!   `.f64`); pointers arrive as generic addresses.
//! - Device functions (`.func`) take and return `.b32` (i1, i8, i16, i32,
//!   float) or `.b64` (i64, double, pointers) parameters; the return value is
//!   `func_retval0`. i1 travels as 0/1 in 32 bits; i8/i16 in the low bits.
//! - Aggregates passed by value (`byval`) are `.param .align A .b8 name[size]`.
//! - A call is a braced `callseq` block: `.param` declarations, `st.param`
//!   of each argument, `call.uni (retval0), f, (param0, ...)`, `ld.param`
//!   of the result.

use crate::emit::ModuleInfo;
use crate::inst::{Addr, AddrBase, Operand, PtxInst};
use crate::isel::{FnLowering, Val};
use crate::regs::{RegClass, VReg};
use crate::runtime::RuntimeHelper;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{Function, Inst, Intrinsic, Type, TypeData, TypeStore, Value};
use std::fmt::Write;

/// `.param` type of a scalar kernel parameter.
pub fn kernel_param_type(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 | Scalar::I8 => ".u8",
        Scalar::I16 => ".u16",
        Scalar::I32 => ".u32",
        Scalar::I64 | Scalar::Ptr => ".u64",
        Scalar::F32 => ".f32",
        Scalar::F64 => ".f64",
    }
}

/// `.param` type of a scalar device-function parameter or return value.
pub fn func_param_type(s: Scalar) -> &'static str {
    if s.bits() <= 32 {
        ".b32"
    } else {
        ".b64"
    }
}

/// The type suffix of `st.param`/`ld.param` for a scalar in a `.func` parameter.
fn param_access_type(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 => "b32",
        Scalar::I8 | Scalar::I16 => "b16",
        Scalar::I32 => "b32",
        Scalar::I64 | Scalar::Ptr => "b64",
        Scalar::F32 => "f32",
        Scalar::F64 => "f64",
    }
}

/// The declaration of one parameter: `.param .u32 name` or `.param .align 8 .b8 name[24]`.
fn param_decl(
    types: &TypeStore,
    ty: Type,
    byval: Option<(Type, u32)>,
    kernel: bool,
    name: &str,
) -> Result<String, PtxError> {
    if let Some((agg, align)) = byval {
        let align = u64::from(align).max(types.abi_align(agg));
        return Ok(format!(".param .align {align} .b8 {name}[{}]", types.alloc_size(agg)));
    }
    let s = Scalar::of(types, ty)?;
    let t = if kernel {
        kernel_param_type(s)
    } else {
        func_param_type(s)
    };
    Ok(format!(".param {t} {name}"))
}

/// The `byval` type and alignment of parameter `n`, if it has one.
fn byval_of(f: &Function, n: usize) -> Option<(Type, u32)> {
    let a = f.param_attrs.get(n)?;
    a.byval.map(|t| (t, a.align.unwrap_or(0)))
}

/// The signature line(s) of a function: linkage, kind, return, name and parameters.
pub fn signature(info: &ModuleInfo<'_>, fid: ir::FuncId, kernel: bool, prefix: &str) -> Result<String, PtxError> {
    let m = info.m;
    let f = &m.functions[fid];
    let name = info.func_name(fid);
    let Some(TypeData::Function { ret, params, vararg }) = f.ty.map(|t| m.types.get(t)) else {
        return Err(PtxError::Malformed(format!(
            "{}: function without a function type",
            f.name
        )));
    };
    if *vararg {
        return Err(PtxError::Unsupported(format!("variadic function {}", f.name)));
    }
    let mut s = String::from(prefix);
    if kernel {
        if !m.types.is_void(*ret) {
            return Err(PtxError::Malformed(format!("kernel {} returns a value", f.name)));
        }
        let _ = write!(s, ".entry {name}(");
    } else {
        s.push_str(".func ");
        if !m.types.is_void(*ret) {
            let r = Scalar::of(&m.types, *ret)?;
            let _ = write!(s, " (.param {} func_retval0) ", func_param_type(r));
        }
        let _ = write!(s, "{name}(");
    }
    let decls: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(n, &ty)| param_decl(&m.types, ty, byval_of(f, n), kernel, &format!("{name}_param_{n}")))
        .collect::<Result<_, _>>()?;
    if !decls.is_empty() {
        s.push('\n');
        s.push_str(&decls.iter().map(|d| format!("\t{d}")).collect::<Vec<_>>().join(",\n"));
        s.push('\n');
    }
    s.push(')');
    Ok(s)
}

impl FnLowering<'_> {
    /// Loads every used parameter into a register at function entry; byval
    /// aggregates stay addressable as `[name_param_N+offset]` in `.param` space.
    pub fn load_params(&mut self) -> Result<(), PtxError> {
        let name = self.info.func_name(self.fid).to_string();
        for n in 0..self.param_types.len() {
            let sym = format!("{name}_param_{n}");
            if byval_of(self.f, n).is_some() {
                if self.uses.arg_value_used.get(n).copied().unwrap_or(false) || !self.is_kernel {
                    return Err(PtxError::Unsupported(format!(
                        "{}: by-value aggregate parameters whose address escapes or in device functions",
                        self.f.name
                    )));
                }
                self.args[n] = Some(Val::Addr(
                    Addr {
                        base: AddrBase::Sym(sym),
                        offset: 0,
                    },
                    ir::addrspace::PARAM,
                ));
                continue;
            }
            if !self.uses.arg_used.get(n).copied().unwrap_or(false) {
                continue;
            }
            let s = self.scalar(self.param_types[n])?;
            let r = self.new_reg(s.class());
            let addr = Operand::Addr(Addr {
                base: AddrBase::Sym(sym),
                offset: 0,
            });
            let load = |mnemonic: String, dst: VReg| PtxInst::op(mnemonic, [Operand::Reg(dst), addr.clone()]);
            match s {
                Scalar::I1 => {
                    let t = self.regs.new_reg(RegClass::B16);
                    self.prologue.push(load("ld.param.u8".into(), t));
                    self.prologue.push(PtxInst::op(
                        "setp.ne.b16",
                        [Operand::Reg(r), Operand::Reg(t), Operand::Imm(0)],
                    ));
                }
                // Kernel pointers arrive as generic addresses; a parameter
                // typed as a specific space is converted, as LLVM does.
                Scalar::Ptr if self.is_kernel && self.m.types.ptr_addrspace(self.param_types[n]) != Some(0) => {
                    let space = self.m.types.ptr_addrspace(self.param_types[n]).unwrap_or(0);
                    let t = self.regs.new_reg(RegClass::B64);
                    self.prologue.push(load("ld.param.u64".into(), t));
                    self.prologue.push(PtxInst::op(
                        format!("cvta.to.{}.u64", crate::isel::space_name(space)?),
                        [Operand::Reg(r), Operand::Reg(t)],
                    ));
                }
                _ => self.prologue.push(load(format!("ld.param.{}", s.u_exact()), r)),
            }
            self.args[n] = Some(Val::Reg(r));
        }
        Ok(())
    }

    pub(crate) fn lower_ret(&mut self, i: Inst) -> Result<(), PtxError> {
        if let Some(&v) = self.f.operands(i).first() {
            if self.is_kernel {
                return Err(PtxError::Malformed(format!("kernel {} returns a value", self.f.name)));
            }
            let s = self.value_scalar(v)?;
            let src = self.param_source(v, s)?;
            let dst = Operand::Addr(Addr {
                base: AddrBase::Sym("func_retval0".into()),
                offset: 0,
            });
            self.emit(format!("st.param.{}", param_access_type(s)), [dst, src]);
        }
        self.emit("ret", []);
        Ok(())
    }

    /// A value as the source of `st.param` (i1 widened to 0/1 in 32 bits).
    fn param_source(&mut self, v: Value, s: Scalar) -> Result<Operand, PtxError> {
        if s == Scalar::I1 {
            let p = self.reg(v)?;
            let t = self.new_reg(RegClass::B32);
            self.emit(
                "selp.b32",
                [Operand::Reg(t), Operand::Imm(1), Operand::Imm(0), Operand::Reg(p)],
            );
            return Ok(Operand::Reg(t));
        }
        self.operand(v)
    }

    pub(crate) fn lower_call(&mut self, i: Inst) -> Result<(), PtxError> {
        let ops = self.f.operands(i);
        let Some(&Value::Func(callee)) = ops.first() else {
            return Err(PtxError::Unsupported(format!("{}: indirect calls", self.f.name)));
        };
        let cf = &self.m.functions[callee];
        if let Some(intr) = cf.intrinsic.or_else(|| Intrinsic::from_name(&cf.name)) {
            return self.lower_intrinsic(i, intr);
        }
        if cf.name.starts_with("llvm.") {
            let name = cf.name.clone();
            return self.lower_llvm_intrinsic(i, &name);
        }
        if (0..ops.len() - 1).any(|n| byval_of(cf, n).is_some()) {
            return Err(PtxError::Unsupported(format!(
                "{}: passing aggregates by value",
                self.f.name
            )));
        }
        let ret = self.f.inst(i).ty;
        let dst = if self.m.types.is_void(ret) {
            None
        } else {
            Some(self.def_reg(i)?)
        };
        let name = self.info.func_name(callee).to_string();
        let args: Vec<Value> = ops[1..].to_vec();
        self.call_sequence(&name, dst, ret, &args)
    }

    /// Emits a braced call sequence calling `name` with `args`, leaving the result in `dst`.
    fn call_sequence(&mut self, name: &str, dst: Option<VReg>, ret: Type, args: &[Value]) -> Result<(), PtxError> {
        // Evaluate arguments before the sequence so the braces hold only parameter traffic.
        let mut srcs = Vec::with_capacity(args.len());
        for &a in args {
            let s = self.value_scalar(a)?;
            srcs.push((s, self.param_source(a, s)?));
        }
        let seq = self.call_seq;
        self.call_seq += 1;
        self.out.push(PtxInst::Raw(format!("{{ // callseq {seq}, 0")));
        let mut names = Vec::with_capacity(srcs.len());
        for (n, (s, src)) in srcs.into_iter().enumerate() {
            let p = format!("param{n}");
            self.out
                .push(PtxInst::Raw(format!(".param {} {p};", func_param_type(s))));
            let addr = Operand::Addr(Addr {
                base: AddrBase::Sym(p.clone()),
                offset: 0,
            });
            self.emit(format!("st.param.{}", param_access_type(s)), [addr, src]);
            names.push(p);
        }
        let ret_scalar = match dst {
            Some(_) => Some(self.scalar(ret)?),
            None => None,
        };
        if let Some(rs) = ret_scalar {
            self.out
                .push(PtxInst::Raw(format!(".param {} retval0;", func_param_type(rs))));
        }
        let mut call_ops = Vec::new();
        if ret_scalar.is_some() {
            call_ops.push(Operand::Text("(retval0)".into()));
        }
        call_ops.push(Operand::Sym(name.to_string()));
        call_ops.push(Operand::Text(format!("({})", names.join(", "))));
        self.emit("call.uni", call_ops);
        if let (Some(d), Some(rs)) = (dst, ret_scalar) {
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

    /// Calls a runtime helper routine (see [`crate::runtime`]).
    pub(crate) fn call_helper(&mut self, helper: RuntimeHelper, dst: VReg, args: &[Value]) -> Result<(), PtxError> {
        self.needs.insert(helper);
        let ret_ty = self
            .value_type(args[0])
            .ok_or_else(|| PtxError::Malformed("helper argument without a type".into()))?;
        self.call_sequence(helper.name(), Some(dst), ret_ty, args)
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
