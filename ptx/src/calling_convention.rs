//! The PTX calling convention as nvcc uses it.
//!
//! - Kernels (`.entry`) take `.param` values of the argument's own type
//!   (`.u8` for bool/char, `.u16`, `.u32`, `.u64` for pointers, `.f32`,
//!   `.f64`); pointers arrive as generic addresses.
//! - Device functions (`.func`) take and return `.b32` (i1, i8, i16, i32,
//!   float) or `.b64` (i64, double, pointers) parameters; the return value is
//!   `func_retval0`. i1 travels as 0/1 in 32 bits; i8/i16 are stored
//!   (`st.param.b32`) sign- or zero-extended to 32 bits as their `signext`/
//!   `zeroext` attribute says, by the caller for arguments and by the callee
//!   for the result: nvcc's callers read a narrow result with `ld.param.b32`
//!   and rely on the extension. Readers take only the value's own bits.
//! - `half` and `bfloat` travel as nvcc's `__half`/`__nv_bfloat16` structs:
//!   `.param .align 2 .b8 name[2]`, accessed with `.b16`.
//! - Aggregates passed by value (`byval`) are `.param .align A .b8 name[size]`.
//! - A call is a braced `callseq` block: `.param` declarations, `st.param`
//!   of each argument, `call.uni (retval0), f, (param0, ...)`, `ld.param`
//!   of the result.

use crate::emit::ModuleInfo;
use crate::inst::{Addr, AddrBase, MachInst, Operand, ParamShape};
use crate::isel::{FnLowering, Val};
use crate::modifiers::{CmpOp, Space};
use crate::opcode::Opcode as PtxOp;
use crate::ptx_type::PtxType;
use crate::regs::{RegClass, VReg};
use crate::scalar::Scalar;
use crate::PtxError;
use ir::analysis::UseLists;
use ir::{Function, Inst, Module, Opcode, Type, TypeData, TypeStore, Value};
use std::fmt::Write;

/// `.param` type of a scalar kernel parameter.
pub fn kernel_param_type(s: Scalar) -> &'static str {
    match s {
        Scalar::I1 | Scalar::I8 => ".u8",
        Scalar::I16 => ".u16",
        Scalar::F16 | Scalar::BF16 => ".b16",
        Scalar::I32 => ".u32",
        Scalar::I64 | Scalar::Ptr => ".u64",
        Scalar::F32 => ".f32",
        Scalar::F64 => ".f64",
    }
}

/// The declaration `.b32 name` (or `.align 2 .b8 name[2]` for f16/bf16) of a
/// scalar device-function parameter or return value.
pub fn func_param_decl(s: Scalar, name: &str) -> String {
    match func_param_shape(s) {
        ParamShape::Bytes { align, size } => format!(".align {align} .b8 {name}[{size}]"),
        ParamShape::Scalar(PtxType::B32) => format!(".b32 {name}"),
        ParamShape::Scalar(_) => format!(".b64 {name}"),
    }
}

/// What a scalar device-function parameter or return value is: `.b32` up to
/// 32 bits, else `.b64`; f16/bf16 are 2-byte arrays, as nvcc's `__half` struct.
pub fn func_param_shape(s: Scalar) -> ParamShape {
    match s {
        Scalar::F16 | Scalar::BF16 => ParamShape::Bytes { align: 2, size: 2 },
        _ if s.bits() <= 32 => ParamShape::Scalar(PtxType::B32),
        _ => ParamShape::Scalar(PtxType::B64),
    }
}

/// The type suffix of `ld.param` reading a scalar from a `.func` parameter
/// (narrow integers: only their own bits).
pub fn param_access_type(s: Scalar) -> PtxType {
    match s {
        Scalar::I1 => PtxType::B32,
        Scalar::I8 | Scalar::I16 | Scalar::F16 | Scalar::BF16 => PtxType::B16,
        Scalar::I32 => PtxType::B32,
        Scalar::I64 | Scalar::Ptr => PtxType::B64,
        Scalar::F32 => PtxType::F32,
        Scalar::F64 => PtxType::F64,
    }
}

/// `ld.param.<ty> dst, addr` / `st.param.<ty> addr, src` (`kind` is `Ld` or `St`).
pub fn param_access(kind: PtxOp, ty: PtxType, ops: impl IntoIterator<Item = Operand>) -> MachInst {
    MachInst::new(kind).space(Some(Space::Param)).ty(ty).ops(ops)
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
    if is_aggregate_type(types, ty) {
        return Ok(format!(".param {}", array_decl(types, ty, name)));
    }
    let s = Scalar::of(types, ty)?;
    if kernel {
        return Ok(format!(".param {} {name}", kernel_param_type(s)));
    }
    Ok(format!(".param {}", func_param_decl(s, name)))
}

/// True for struct, array and vector types (passed as `.b8` arrays).
pub fn is_aggregate_type(types: &TypeStore, ty: Type) -> bool {
    matches!(
        types.get(ty),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. } | TypeData::Vector { .. }
    )
}

/// `.align A .b8 name[size]` for an aggregate.
pub fn array_decl(types: &TypeStore, ty: Type, name: &str) -> String {
    format!(
        ".align {} .b8 {name}[{}]",
        types.abi_align(ty),
        types.alloc_size(ty).max(1)
    )
}

/// The alignment of function `f`'s aggregate result `ret` in `.param` space: the
/// type's, or more when an `align` annotation says so (`float4`: 16).
pub fn aggregate_result_align(info: &ModuleInfo<'_>, f: ir::FuncId, ret: Type) -> u64 {
    let annotated = ir::annotations::result_align_in(f, info.annotations_of(f)).unwrap_or(0);
    info.m.types.abi_align(ret).max(u64::from(annotated))
}

/// The exact-width `ld/st.param` type of one leaf of an aggregate.
pub fn leaf_access_type(s: Scalar) -> PtxType {
    match s {
        Scalar::I1 | Scalar::I8 => PtxType::B8,
        Scalar::I16 | Scalar::F16 | Scalar::BF16 => PtxType::B16,
        Scalar::I32 => PtxType::B32,
        Scalar::F32 => PtxType::F32,
        Scalar::I64 | Scalar::Ptr => PtxType::B64,
        Scalar::F64 => PtxType::F64,
    }
}

/// True when the by-value parameter `n` is only read: every use of it and
/// of the GEPs derived from it is a load address, a GEP base, a memcpy
/// source or a cast to the parameter space. Such a parameter is read in
/// place from `.param` space.
fn byval_read_only(m: &Module, f: &Function, uses: &UseLists, n: u32) -> bool {
    use ir::analysis::DerivedUse;
    uses.all_derived_uses(Value::Arg(n), |i, idx| match (f.inst(i).opcode(), idx) {
        (Opcode::Load, 0) => DerivedUse::Allowed,
        // lower-kernel-args casts a record it found only read to the
        // parameter space; its loads are `ld.param` at any address.
        (Opcode::AddrSpaceCast, 0) if m.types.ptr_addrspace(f.inst(i).ty) == Some(ir::addrspace::PARAM) => {
            DerivedUse::Allowed
        }
        (Opcode::GetElementPtr, 0) => DerivedUse::Derives,
        // Read by a call: memcpy source, lifetime marker, byval argument.
        (Opcode::Call, idx)
            if crate::uses::address_args(m, f, i).contains(&idx) && !crate::uses::writes_through(m, f, i, idx) =>
        {
            DerivedUse::Allowed
        }
        _ => DerivedUse::Refused,
    })
}

/// The `byval` type and alignment of parameter `n`, if it has one.
pub fn byval_of(f: &Function, n: usize) -> Option<(Type, u32)> {
    let a = f.param_attrs.get(n)?;
    a.byval.map(|t| (t, a.align.unwrap_or(0)))
}

/// The signature line(s) of a function: linkage, kind, return, name and parameters.
pub fn signature(info: &ModuleInfo<'_>, fid: ir::FuncId, kernel: bool, prefix: &str) -> Result<String, PtxError> {
    let m = info.m;
    let f = &m.functions[fid];
    let name = info.func_name(fid);
    // The structural verifier does not check that a function's type is a function type.
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
        // An NVVM rule, checked by the verifier crate, not the structural verifier.
        if !m.types.is_void(*ret) {
            return Err(PtxError::Malformed(format!("kernel {} returns a value", f.name)));
        }
        let _ = write!(s, ".entry {name}(");
    } else {
        s.push_str(".func ");
        if is_aggregate_type(&m.types, *ret) {
            let align = aggregate_result_align(info, fid, *ret);
            let size = m.types.alloc_size(*ret).max(1);
            let _ = write!(s, " (.param .align {align} .b8 func_retval0[{size}]) ");
        } else if !m.types.is_void(*ret) {
            let r = Scalar::of(&m.types, *ret)?;
            let _ = write!(s, " (.param {}) ", func_param_decl(r, "func_retval0"));
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
        // `__grid_constant__` parameters are const and addressed in place: never copied.
        let grid_constants = if self.is_kernel {
            ir::annotations::grid_constant_params_in(self.fid, self.info.annotations_of(self.fid))
        } else {
            Vec::new()
        };
        // The walks from each `byval` parameter read one set of use lists (a sweep
        // of the whole function each: a CuTe kernel has a dozen such parameters).
        let (m, f) = (self.m, self.f);
        let mut use_lists: Option<UseLists> = None;
        for n in 0..self.param_types.len() {
            let sym = format!("{name}_param_{n}");
            if let Some((agg, align)) = byval_of(self.f, n) {
                let param = Addr {
                    base: AddrBase::Sym(sym),
                    offset: 0,
                };
                let grid_constant = grid_constants.contains(&(n as u32 + 1));
                let read_only =
                    grid_constant || byval_read_only(m, f, use_lists.get_or_insert_with(|| UseLists::of(f)), n as u32);
                self.args[n] = Some(if read_only {
                    // Read in place: `ld.param [name_param_N+off]`; a grid constant whose
                    // address escapes becomes `mov.u64` + `cvta.param.u64`.
                    let a = u64::from(align).max(self.m.types.abi_align(agg));
                    self.sym_align.insert(format!("{name}_param_{n}"), a);
                    Val::Addr(param, ir::addrspace::PARAM)
                } else {
                    self.byval_copy_to_depot(param, agg, align)?
                });
                continue;
            }
            if !self.uses.arg_used.get(n).copied().unwrap_or(false) {
                continue;
            }
            if let Some(leaves) = self.leaves_of(self.param_types[n])? {
                let parts = self.capture_into_prologue(|this| this.load_leaves(&sym, &leaves))?;
                self.arg_parts.insert(n as u32, parts);
                continue;
            }
            let s = self.scalar(self.param_types[n])?;
            let r = self.new_reg(s.class());
            let addr = Operand::addr(Addr {
                base: AddrBase::Sym(sym),
                offset: 0,
            });
            let load = |ty: PtxType, dst: VReg| param_access(PtxOp::Ld, ty, [Operand::Reg(dst), addr.clone()]).into();
            match s {
                Scalar::I1 => {
                    let t = self.regs.new_reg(RegClass::B16);
                    self.prologue.push(load(PtxType::U8, t));
                    let setp = MachInst::new(PtxOp::Setp).cmp(CmpOp::Ne).ty(PtxType::B16);
                    let setp = setp.ops([Operand::Reg(r), Operand::Reg(t), Operand::Imm(0)]);
                    self.prologue.push(setp.into());
                }
                // Kernel pointers arrive as generic addresses; a parameter
                // typed as a specific space is converted, as LLVM does.
                Scalar::Ptr if self.is_kernel && self.m.types.ptr_addrspace(self.param_types[n]) != Some(0) => {
                    let space = self.m.types.ptr_addrspace(self.param_types[n]).unwrap_or(0);
                    let t = self.regs.new_reg(RegClass::B64);
                    self.prologue.push(load(PtxType::U64, t));
                    let cvta = MachInst::new(PtxOp::CvtaTo).space(crate::isel::ptx_space(space)?);
                    let cvta = cvta.ty(PtxType::U64).ops([Operand::Reg(r), Operand::Reg(t)]);
                    self.prologue.push(cvta.into());
                }
                _ => self.prologue.push(load(s.u_exact(), r)),
            }
            self.args[n] = Some(Val::Reg(r));
        }
        Ok(())
    }

    /// Copies a by-value parameter into a new depot slot (its address is
    /// taken, or it is written) and returns the slot's address.
    fn byval_copy_to_depot(&mut self, param: Addr, agg: Type, align: u32) -> Result<Val, PtxError> {
        let size = self.m.types.alloc_size(agg);
        let align = u64::from(align).max(self.m.types.abi_align(agg));
        let offset = self.frame.reserve(size, align);
        let slot = Addr {
            base: AddrBase::Named("%SPL"),
            offset: offset as i64,
        };
        let copy = self.capture(|this| {
            this.copy_bytes(
                (ir::addrspace::PARAM, param, align),
                (ir::addrspace::LOCAL, slot.clone(), align),
                size,
            )
        })?;
        self.prologue.extend(copy);
        Ok(Val::Addr(slot, ir::addrspace::LOCAL))
    }

    /// Copies `size` bytes between two addresses `(space, address, known alignment)`,
    /// in the widest chunks both alignments allow.
    pub fn copy_bytes(&mut self, from: (u32, Addr, u64), to: (u32, Addr, u64), size: u64) -> Result<(), PtxError> {
        let mut chunk = from.2.min(to.2).clamp(1, 8);
        while chunk > 1 && !size.is_multiple_of(chunk) {
            chunk /= 2;
        }
        let class = match chunk {
            8 => RegClass::B64,
            4 => RegClass::B32,
            _ => RegClass::B16,
        };
        let access = |kind: PtxOp, space: u32| -> Result<MachInst, PtxError> {
            let ty = if space == ir::addrspace::PARAM {
                PtxType::untyped(chunk * 8)
            } else {
                PtxType::unsigned(chunk * 8)
            };
            Ok(MachInst::new(kind).space(crate::isel::ptx_space(space)?).ty(ty))
        };
        let (ld, st) = (access(PtxOp::Ld, from.0)?, access(PtxOp::St, to.0)?);
        for k in 0..size / chunk {
            let off = (k * chunk) as i64;
            let t = self.new_reg(class);
            let src = Addr {
                base: from.1.base.clone(),
                offset: from.1.offset + off,
            };
            let dst = Addr {
                base: to.1.base.clone(),
                offset: to.1.offset + off,
            };
            self.push(ld.clone().ops([Operand::Reg(t), Operand::addr(src)]));
            self.push(st.clone().ops([Operand::addr(dst), Operand::Reg(t)]));
        }
        Ok(())
    }

    /// A value as the source of `st.param`, with the type to store it as: i1
    /// widened to 0/1 in 32 bits, i8/i16 sign-extended (`signed`) or
    /// zero-extended to 32 bits, as nvcc stores them.
    pub fn param_source(&mut self, v: Value, s: Scalar, signed: bool) -> Result<(PtxType, Operand), PtxError> {
        match s {
            Scalar::I1 => {
                let p = self.reg(v)?;
                let t = self.new_reg(RegClass::B32);
                self.selp(PtxType::B32, t, Operand::Imm(1), Operand::Imm(0), p);
                Ok((PtxType::B32, Operand::Reg(t)))
            }
            Scalar::I8 | Scalar::I16 => {
                let bits = s.bits();
                let src_ty = if signed { s.s_exact() } else { s.u_exact() };
                let extended = match self.operand(v)? {
                    Operand::Imm(k) if signed => Operand::Imm(crate::isel::sext(k as u128, bits)),
                    Operand::Imm(k) => Operand::Imm(crate::isel::zext(k as u128, bits)),
                    Operand::Reg(r) => {
                        let t = self.new_reg(RegClass::B32);
                        let dst_ty = if signed { PtxType::S32 } else { PtxType::U32 };
                        self.cvt(None, dst_ty, src_ty, t, r);
                        Operand::Reg(t)
                    }
                    other => other,
                };
                Ok((PtxType::B32, extended))
            }
            _ => Ok((param_access_type(s), self.operand(v)?)),
        }
    }

    /// Runs `body`, appending what it emits to the prologue.
    fn capture_into_prologue<T>(&mut self, body: impl FnOnce(&mut Self) -> Result<T, PtxError>) -> Result<T, PtxError> {
        let saved = std::mem::take(&mut self.out);
        let r = body(self);
        let emitted = std::mem::replace(&mut self.out, saved);
        self.prologue.extend(emitted);
        r
    }

    /// `st.param` of each leaf into the `.param` array `name`.
    pub fn store_leaves(&mut self, name: &str, leaves: &[(u64, Type)], parts: Vec<Val>) -> Result<(), PtxError> {
        let mut srcs = Vec::with_capacity(parts.len());
        for (p, (_, t)) in parts.into_iter().zip(leaves) {
            let s = Scalar::of(&self.m.types, *t)?;
            srcs.push((s, self.leaf_source(p, s)?));
        }
        for ((s, src), (off, _)) in srcs.into_iter().zip(leaves) {
            let dst = Operand::addr(Addr {
                base: AddrBase::Sym(name.to_string()),
                offset: *off as i64,
            });
            self.push(param_access(PtxOp::St, leaf_access_type(s), [dst, src]));
        }
        Ok(())
    }

    /// `ld.param` of each leaf from the `.param` array `name`.
    pub fn load_leaves(&mut self, name: &str, leaves: &[(u64, Type)]) -> Result<Vec<Val>, PtxError> {
        let mut out = Vec::with_capacity(leaves.len());
        for (off, t) in leaves {
            let s = Scalar::of(&self.m.types, *t)?;
            let a = Operand::addr(Addr {
                base: AddrBase::Sym(name.to_string()),
                offset: *off as i64,
            });
            let r = self.new_reg(s.class());
            if s == Scalar::I1 {
                let tmp = self.new_reg(RegClass::B16);
                self.push(param_access(PtxOp::Ld, PtxType::B8, [Operand::Reg(tmp), a]));
                self.setp(CmpOp::Ne, PtxType::B16, r, Operand::Reg(tmp), Operand::Imm(0));
            } else {
                self.push(param_access(PtxOp::Ld, leaf_access_type(s), [Operand::Reg(r), a]));
            }
            out.push(Val::Reg(r));
        }
        Ok(out)
    }

    /// `ret`: `st.param` of the value into `func_retval0` (scalar or leaves), then `ret`.
    pub(crate) fn lower_ret(&mut self, i: Inst) -> Result<(), PtxError> {
        if let Some(v) = self.f.return_value(i) {
            // A kernel's `void` return is an NVVM rule (the verifier crate's), not a structural one.
            if self.is_kernel {
                return Err(PtxError::Malformed(format!("kernel {} returns a value", self.f.name)));
            }
            if let Some(leaves) = self.value_type(v).map(|t| self.leaves_of(t)).transpose()?.flatten() {
                let parts = self.parts(v)?;
                self.store_leaves("func_retval0", &leaves, parts)?;
            } else {
                let s = self.value_scalar(v)?;
                let (ty, src) = self.param_source(v, s, self.f.ret_attrs.signext)?;
                let dst = Operand::addr(Addr {
                    base: AddrBase::Sym("func_retval0".into()),
                    offset: 0,
                });
                self.push(param_access(PtxOp::St, ty, [dst, src]));
            }
        }
        self.push(MachInst::new(PtxOp::Ret));
        Ok(())
    }
}
