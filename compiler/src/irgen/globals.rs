//! Variables with static storage: one IR global each, in the address space
//! of its CUDA memory space (`__device__` 1, `__shared__` 3, `__constant__`
//! 4, `__managed__` 1), with its constant initializer folded to an IR
//! constant. Host variables get a global only when device code uses them
//! (only `const` ones may be: sema enforces that).

use super::types::TypeLowering;
use super::InternalError;
use ptxc_frontend::il::{
    CastKind, Expr, ExprKind, GlobalVar as IlGlobal, Init, MemSpace, TranslationUnit, UnaryOp, VarId,
};
use ptxc_frontend::types::{TypeId, TypeKind};
use ptxc_ir::{
    addrspace, AnnotationKey, AnnotationTarget, AnnotationValue, ConstData, Constant, FuncId, GlobalId, GlobalVar,
    Linkage, Module,
};
use rustc_hash::FxHashMap;

/// IR address space of a CUDA memory space.
pub fn space_addrspace(space: MemSpace) -> u32 {
    match space {
        MemSpace::Device | MemSpace::Managed | MemSpace::Host => addrspace::GLOBAL,
        MemSpace::Shared => addrspace::SHARED,
        MemSpace::Constant => addrspace::CONSTANT,
    }
}

/// Alignment nvcc gives dynamic (`extern __shared__`) arrays.
const DYNAMIC_SHARED_ALIGN: u32 = 16;

/// The globals created so far, by frontend variable.
#[derive(Default)]
pub struct GlobalMap {
    pub by_var: FxHashMap<VarId, GlobalId>,
    /// Initializers sema accepted that IR generation cannot fold (bugs of ptxc).
    pub errors: Vec<InternalError>,
}

impl GlobalMap {
    /// Creates the globals of every device-side static variable, in declaration order
    /// (so initializers referring to earlier globals find them).
    pub fn declare_device_globals(
        &mut self,
        m: &mut Module,
        tu: &TranslationUnit<'_>,
        lower: &TypeLowering<'_>,
        funcs: &[Option<FuncId>],
    ) {
        for g in &tu.globals {
            if g.space != MemSpace::Host {
                self.create(m, tu, lower, funcs, g);
            }
        }
    }

    /// The global of `v`, creating it for a host variable used by device code.
    pub fn get_or_create(
        &mut self,
        m: &mut Module,
        tu: &TranslationUnit<'_>,
        lower: &TypeLowering<'_>,
        funcs: &[Option<FuncId>],
        v: VarId,
    ) -> Option<GlobalId> {
        if let Some(&g) = self.by_var.get(&v) {
            return Some(g);
        }
        let g = tu.globals.iter().find(|g| g.var == v)?;
        Some(self.create(m, tu, lower, funcs, g))
    }

    fn create(
        &mut self,
        m: &mut Module,
        tu: &TranslationUnit<'_>,
        lower: &TypeLowering<'_>,
        funcs: &[Option<FuncId>],
        g: &IlGlobal<'_>,
    ) -> GlobalId {
        let var = tu.var(g.var);
        // An initialized object with bit-fields is given as its bytes (bitfield_init.rs).
        let as_bytes = !g.is_extern && g.init.is_some() && super::bitfield_init::has_bit_fields(tu, var.ty);
        let ty = if as_bytes {
            let i8t = m.types.i8();
            m.types.array(i8t, tu.types.size_of(var.ty))
        } else {
            lower.mem_type(m, var.ty)
        };
        let dynamic_shared = g.is_extern
            && g.space == MemSpace::Shared
            && matches!(tu.types.kind(var.ty), TypeKind::Array { len: 0, .. });
        let initializer = if g.is_extern {
            None
        } else {
            Some(match &g.init {
                Some(init) => {
                    let mut folder = ConstFolder {
                        m,
                        tu,
                        lower,
                        globals: self,
                        funcs,
                    };
                    if as_bytes {
                        folder.bit_field_object(init, var.ty)
                    } else {
                        folder.init(init, var.ty)
                    }
                }
                // Shared memory has no initial value; everything else starts zeroed.
                None if g.space == MemSpace::Shared => m.const_undef(ty),
                None => m.const_zero(ty),
            })
        };
        // An initializer through a union member other than the one the union's IR
        // type is built from has a literal type of its own (const_shape.rs).
        let ty = match initializer {
            Some(c) => m.const_type(c),
            None => ty,
        };
        let linkage = if g.is_extern {
            Linkage::External
        } else if g.is_static || g.space == MemSpace::Shared || g.space == MemSpace::Host {
            Linkage::Internal
        } else {
            Linkage::External
        };
        let id = m.add_global(GlobalVar {
            name: g.symbol.clone(),
            ty,
            addrspace: space_addrspace(g.space),
            linkage,
            // `__constant__` memory, which device code cannot write; a `const`
            // host variable; a `const` `__device__` object of scalars with an
            // initializer, which no code may change (C++ makes changing a `const`
            // object undefined; a class may have `mutable` members): its loads
            // at constant offsets read the initializer (instsimplify), as nvcc
            // folds them.
            is_constant: g.space == MemSpace::Constant
                || (g.space == MemSpace::Host && var.ty.is_const())
                || (g.space == MemSpace::Device && g.init.is_some() && is_const_scalars(tu, var.ty)),
            initializer,
            align: if dynamic_shared {
                DYNAMIC_SHARED_ALIGN.max(tu.var_align(g.var) as u32)
            } else {
                tu.var_align(g.var) as u32
            },
            externally_initialized: g.space == MemSpace::Managed,
            section: None,
        });
        self.by_var.insert(g.var, id);
        if g.space == MemSpace::Managed {
            // `!{ptr addrspace(1) @g, !"managed", i32 1}`: PTX `.attribute(.managed)`;
            // `@llvm.used` keeps the variable alive for the runtime's registration.
            m.annotate(
                AnnotationTarget::Global(id),
                AnnotationKey::Managed,
                AnnotationValue::Int(1),
            );
            m.add_llvm_used(id);
        }
        id
    }
}

/// Folds a constant initializer (checked constant by sema) to an IR constant.
pub(super) struct ConstFolder<'m, 'g, 't, 'a> {
    pub(super) m: &'m mut Module,
    pub(super) tu: &'t TranslationUnit<'a>,
    lower: &'t TypeLowering<'t>,
    globals: &'g mut GlobalMap,
    funcs: &'t [Option<FuncId>],
}

impl ConstFolder<'_, '_, '_, '_> {
    fn init(&mut self, init: &Init<'_>, ty: ptxc_frontend::types::TypeId) -> Constant {
        let mem = self.lower.mem_type(self.m, ty);
        match init {
            Init::Expr(e) => {
                let c = self.expr(e);
                // bool objects are i8 in memory.
                if self.tu.types.is_bool(ty) {
                    return match self.m.consts.as_int(c) {
                        Some(v) => self.m.const_int(mem, v as i128),
                        None => self.internal(e, mem, "a bool initializer that is not an integer constant"),
                    };
                }
                c
            }
            Init::List(items) => match self.tu.types.kind(ty).clone() {
                TypeKind::Array { elem, len } => {
                    // Only the elements the list writes: the rest are zero, however many.
                    let written = items.len().min(usize::try_from(len).unwrap_or(usize::MAX));
                    // Sema shares one expression among equal elements (a string's
                    // characters): each is folded once.
                    let mut folded: FxHashMap<*const Expr<'_>, Constant> = FxHashMap::default();
                    let elems = items[..written]
                        .iter()
                        .map(|item| match item {
                            Init::Expr(e) => match folded.get(&std::ptr::from_ref(*e)) {
                                Some(&c) => c,
                                None => {
                                    let c = self.init(item, elem);
                                    folded.insert(std::ptr::from_ref(*e), c);
                                    c
                                }
                            },
                            Init::List(_) | Init::Str(_) => self.init(item, elem),
                        })
                        .collect();
                    super::const_shape::array_constant(self.m, mem, elems)
                }
                TypeKind::Record(_) => {
                    // One constant per IR field: frontend fields in order, padding as zeros.
                    let rec = self.tu.types.record_of(ty).cloned().expect("record type");
                    if rec.is_union {
                        // A union's list initializes its first member only.
                        return match (items.first(), rec.fields.first()) {
                            (Some(item), Some(field)) => {
                                let first = self.init(item, field.ty);
                                super::const_shape::union_constant(self.m, mem, first)
                            }
                            _ => self.m.const_zero(mem),
                        };
                    }
                    let layout = self.lower.record_layout(self.m, ty);
                    let field_tys: Vec<ptxc_ir::Type> = self.m.types.struct_fields(mem).unwrap_or(&[]).to_vec();
                    let elems = layout
                        .iter()
                        .zip(field_tys)
                        .map(|(slot, fty)| match slot.and_then(|k| items.get(k).map(|it| (k, it))) {
                            Some((k, item)) => self.init(item, rec.fields[k].ty),
                            None => self.m.const_zero(fty),
                        })
                        .collect();
                    super::const_shape::aggregate_constant(self.m, mem, elems)
                }
                _ => match items.first() {
                    Some(first) => self.init(first, ty),
                    None => self.m.const_zero(mem),
                },
            },
            Init::Str(units) => {
                let Some((elem, _)) = self.tu.types.array_elem(ty) else {
                    return self.m.const_zero(mem);
                };
                let width = self.tu.types.size_of(elem).max(1) as usize;
                // A byte string, as clang makes it: a byte per character.
                let bytes = (width == 1).then(|| super::const_shape::byte_array_constant(self.m, mem, units));
                if let Some(Some(c)) = bytes {
                    return c;
                }
                let unit_ty = self.lower.value_type(self.m, elem);
                let mut made: FxHashMap<u32, Constant> = FxHashMap::default();
                let elems = (0..units.len() / width)
                    .map(|k| {
                        let unit = Init::string_unit(units, width, k).unwrap_or(0);
                        *made
                            .entry(unit)
                            .or_insert_with(|| self.m.const_int(unit_ty, i128::from(unit)))
                    })
                    .collect();
                super::const_shape::array_constant(self.m, mem, elems)
            }
        }
    }

    /// The constant of a folded initializer expression (sema left only literals,
    /// address constants and arithmetic on literals); anything else is a bug of ptxc,
    /// reported as an internal error.
    pub(super) fn expr(&mut self, e: &Expr<'_>) -> Constant {
        let ty = self.lower.value_type(self.m, e.ty);
        match &e.kind {
            ExprKind::IntConst(bits) => self.m.const_int(ty, bits.get() as i128),
            ExprKind::FloatConst(f) => self.m.const_float(ty, *f),
            ExprKind::AddressConstant { object, offset } => self.address(e, *object, *offset),
            ExprKind::Cast { kind, operand } => {
                let c = self.expr(operand);
                match self.fold_cast(*kind, c, operand.ty, e.ty) {
                    Some(c) => c,
                    None => self.internal(e, ty, &format!("a {kind:?} conversion of a constant")),
                }
            }
            ExprKind::Unary { op, operand } => {
                let c = self.expr(operand);
                let float = self.tu.types.is_floating(e.ty);
                match (op, float, self.float_value(c), self.int_value(c, operand.ty)) {
                    (UnaryOp::Neg, true, Some(f), _) => self.m.const_float(ty, -f),
                    (UnaryOp::Neg, false, _, Some(v)) => self.m.const_int(ty, v.wrapping_neg()),
                    (UnaryOp::BitNot, false, _, Some(v)) => self.m.const_int(ty, !v),
                    (UnaryOp::LogNot, _, _, Some(v)) => self.m.const_int(ty, i128::from(v == 0)),
                    _ => self.internal(e, ty, &format!("the operator {op:?} on a constant")),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (l, r) = (self.expr(lhs), self.expr(rhs));
                match self.fold_binary(*op, l, r, lhs.ty, e.ty) {
                    Some(c) => c,
                    None => self.internal(e, ty, &format!("the operator {op:?} on constants")),
                }
            }
            _ => self.internal(e, ty, "an initializer that is not a constant"),
        }
    }

    /// Records that `e` could not be folded (sema promised a constant) and returns a
    /// placeholder of IR type `ty`; the compilation fails with the error.
    pub(super) fn internal(&mut self, e: &Expr<'_>, ty: ptxc_ir::Type, what: &str) -> Constant {
        self.globals.errors.push(InternalError {
            span: e.span,
            message: format!("IR generation cannot fold {what} in a static initializer"),
        });
        self.m.const_zero(ty)
    }

    fn float_value(&self, c: Constant) -> Option<f64> {
        match self.m.consts.get(c) {
            ConstData::Float { ty, bits } => Some(match self.m.types.get(*ty) {
                ptxc_ir::TypeData::Float => f64::from(f32::from_bits(*bits as u32)),
                _ => f64::from_bits(*bits),
            }),
            _ => None,
        }
    }

    /// An integer constant's value, sign-extended when `ty` is signed.
    fn int_value(&self, c: Constant, ty: ptxc_frontend::types::TypeId) -> Option<i128> {
        let ConstData::Int { ty: irty, bits } = self.m.consts.get(c) else {
            return None;
        };
        let w = self.m.types.int_bits(*irty).unwrap_or(64);
        let signed = self.tu.types.is_signed(ty) && !self.tu.types.is_bool(ty);
        Some(if signed && w < 128 && (bits >> (w - 1)) & 1 == 1 {
            (*bits as i128) - (1i128 << w)
        } else {
            *bits as i128
        })
    }

    /// Folds `l op r` (operands already converted by sema; result type `result`).
    fn fold_binary(
        &mut self,
        op: ptxc_frontend::il::BinOp,
        l: Constant,
        r: Constant,
        operand_ty: ptxc_frontend::types::TypeId,
        result: ptxc_frontend::types::TypeId,
    ) -> Option<Constant> {
        use ptxc_frontend::il::BinOp::*;
        let ty = self.lower.value_type(self.m, result);
        if self.tu.types.is_floating(operand_ty) {
            let (a, b) = (self.float_value(l)?, self.float_value(r)?);
            let single = self.tu.types.size_of(operand_ty) == 4;
            // Single-precision arithmetic rounds each result to float.
            let round = |v: f64| if single { f64::from(v as f32) } else { v };
            let cmp = |v: bool| Some(i128::from(v));
            let int = match op {
                Lt => cmp(a < b),
                Gt => cmp(a > b),
                Le => cmp(a <= b),
                Ge => cmp(a >= b),
                Eq => cmp(a == b),
                Ne => cmp(a != b),
                _ => None,
            };
            if let Some(v) = int {
                return Some(self.m.const_int(ty, v));
            }
            let v = match op {
                Add => round(a + b),
                Sub => round(a - b),
                Mul => round(a * b),
                Div => round(a / b),
                _ => return None,
            };
            return Some(self.m.const_float(ty, v));
        }
        let (a, b) = (self.int_value(l, operand_ty)?, self.int_value(r, operand_ty)?);
        let v = match op {
            Add => a.wrapping_add(b),
            Sub => a.wrapping_sub(b),
            Mul => a.wrapping_mul(b),
            Div if b != 0 => a.checked_div(b)?,
            Rem if b != 0 => a.checked_rem(b)?,
            Shl if (0..128).contains(&b) => a << b,
            Shr if (0..128).contains(&b) => a >> b,
            BitAnd => a & b,
            BitOr => a | b,
            BitXor => a ^ b,
            Lt => i128::from(a < b),
            Gt => i128::from(a > b),
            Le => i128::from(a <= b),
            Ge => i128::from(a >= b),
            Eq => i128::from(a == b),
            Ne => i128::from(a != b),
            _ => return None,
        };
        Some(self.m.const_int(ty, v))
    }

    /// The address constant `offset` bytes into `object` (absolute without one), as
    /// nvcc spells it: a generic pointer (`generic(g)+80`), or a plain integer.
    fn address(&mut self, e: &Expr<'_>, object: Option<&Expr<'_>>, offset: i64) -> Constant {
        let generic = self.m.types.ptr(0);
        let Some(object) = object else {
            let types = &self.tu.types;
            return if offset == 0 && (types.is_pointer(e.ty) || types.is_nullptr(e.ty)) {
                self.m.const_null(generic)
            } else {
                let i64t = self.m.types.i64();
                self.m.const_int(i64t, i128::from(offset))
            };
        };
        let global = match &object.kind {
            ExprKind::Var(v) => self.globals.get_or_create(self.m, self.tu, self.lower, self.funcs, *v),
            ExprKind::StringLit(bytes) => Some(string_global(self.m, bytes, string_align(self.tu, object.ty))),
            ExprKind::Func(f) => {
                let func = self.funcs.get(f.0 as usize).copied().flatten();
                return match func {
                    Some(f) if offset == 0 => self.m.consts.intern(ConstData::FuncAddr(f)),
                    _ => self.internal(e, generic, "the address of a function that is not device code"),
                };
            }
            _ => None,
        };
        let Some(global) = global else {
            return self.internal(e, generic, "the address of an object without a global");
        };
        let addr = if offset == 0 {
            ConstData::GlobalAddr(global)
        } else {
            ConstData::GlobalOffset { global, offset }
        };
        let c = self.m.consts.intern(addr);
        if self.m.const_type(c) == generic {
            return c;
        }
        self.m.consts.intern(ConstData::AddrSpaceCast { value: c, ty: generic })
    }

    /// Folds an arithmetic conversion of constant `c` (`None`: not one IR generation folds).
    fn fold_cast(
        &mut self,
        kind: CastKind,
        c: Constant,
        from: ptxc_frontend::types::TypeId,
        to: ptxc_frontend::types::TypeId,
    ) -> Option<Constant> {
        let types = &self.tu.types;
        let to_ir = self.lower.value_type(self.m, to);
        let as_f64 = |m: &Module, c: Constant| -> Option<f64> {
            match m.consts.get(c) {
                ConstData::Float { ty, bits } => Some(match m.types.get(*ty) {
                    ptxc_ir::TypeData::Float => f64::from(f32::from_bits(*bits as u32)),
                    ptxc_ir::TypeData::Half => ptxc_ir::fold::small_float::half_to_f64(*bits as u16),
                    ptxc_ir::TypeData::BFloat => ptxc_ir::fold::small_float::bfloat_to_f64(*bits as u16),
                    _ => f64::from_bits(*bits),
                }),
                _ => None,
            }
        };
        let as_i128 = |m: &Module, c: Constant, signed: bool| -> Option<i128> {
            let ConstData::Int { ty, bits } = m.consts.get(c) else {
                return None;
            };
            let w = m.types.int_bits(*ty).unwrap_or(64);
            Some(if signed && w < 128 && (bits >> (w - 1)) & 1 == 1 {
                (*bits as i128) - (1i128 << w)
            } else {
                *bits as i128
            })
        };
        let signed_from = types.is_signed(from) && !types.is_bool(from);
        Some(match kind {
            CastKind::IntegralCast | CastKind::IntToBool if self.m.types.is_int(to_ir) => {
                let v = as_i128(self.m, c, signed_from)?;
                let v = if kind == CastKind::IntToBool {
                    i128::from(v != 0)
                } else {
                    v
                };
                self.m.const_int(to_ir, v)
            }
            CastKind::IntToFloat => {
                let v = as_i128(self.m, c, signed_from)?;
                self.m.const_float(to_ir, v as f64)
            }
            CastKind::FloatToInt => {
                let f = as_f64(self.m, c)?;
                if types.is_bool(to) {
                    self.m.const_int(to_ir, i128::from(f != 0.0))
                } else {
                    self.m.const_int(to_ir, f.trunc() as i128)
                }
            }
            CastKind::FloatCast => {
                let f = as_f64(self.m, c)?;
                self.m.const_float(to_ir, f)
            }
            CastKind::FloatToBool => {
                let f = as_f64(self.m, c)?;
                self.m.const_int(to_ir, i128::from(f != 0.0))
            }
            // Only qualifiers change.
            CastKind::NoOp => c,
            _ => return None,
        })
    }
}

/// A private constant `[N x i8]` in the global space holding a string literal.
/// The string literal's bytes as a private constant global; `align` is its character
/// size, so wide strings are read with aligned accesses.
pub fn string_global(m: &mut Module, bytes: &[u8], align: u32) -> GlobalId {
    let i8t = m.types.i8();
    let arr = m.types.array(i8t, bytes.len() as u64);
    let elems = bytes.iter().map(|&c| m.const_int(i8t, i128::from(c))).collect();
    let init = m.consts.intern(ConstData::Aggregate { ty: arr, elems });
    // Numbered among string literals only, as clang names them (`.str`, `.str.1`, ...,
    // which NVPTX prints as `$str$1`): the prelude's tables do not shift the numbers.
    // The next number follows the newest string's (found from the end, not counted).
    let next = m.globals.values().rev().find_map(|g| {
        let rest = g.name.strip_prefix("$str")?;
        Some(
            rest.strip_prefix('$')
                .and_then(|n| n.parse::<usize>().ok())
                .map_or(1, |n| n + 1),
        )
    });
    let name = match next {
        None => "$str".to_string(),
        Some(n) => format!("$str${n}"),
    };
    m.add_global(GlobalVar {
        name,
        ty: arr,
        addrspace: addrspace::GLOBAL,
        linkage: Linkage::Private,
        is_constant: true,
        initializer: Some(init),
        align,
        externally_initialized: false,
        section: None,
    })
}

/// The alignment of a string literal's global: its character size.
pub fn string_align(tu: &ptxc_frontend::il::TranslationUnit<'_>, ty: ptxc_frontend::types::TypeId) -> u32 {
    tu.types
        .array_elem(ty)
        .map_or(1, |(c, _)| tu.types.size_of(c).clamp(1, 4) as u32)
}

/// `ty` is `const` (an array: it or its elements) all the way down to scalars.
fn is_const_scalars(tu: &TranslationUnit<'_>, ty: TypeId) -> bool {
    match tu.types.kind(ty) {
        TypeKind::Array { elem, .. } => {
            let elem = if ty.is_const() {
                elem.with_quals(ty.quals())
            } else {
                *elem
            };
            is_const_scalars(tu, elem)
        }
        TypeKind::Record(_) => false,
        _ => ty.is_const(),
    }
}

#[cfg(test)]
mod tests {
    use ptxc_frontend::il::{Expr, ExprKind, Init};
    use ptxc_frontend::types::TypeId;

    /// An initializer sema would never pass on (a read of a variable) is an internal
    /// error at its span, not a silent zero.
    #[test]
    fn an_initializer_that_cannot_be_folded_is_an_internal_error() {
        let arena = bumpalo::Bump::new();
        let mut sources = ptxc_frontend::SourceMap::new();
        let text = "__device__ int x;\n__device__ int y = 1;\n";
        let file = sources.add_file("t.cu", text);
        let mut tu =
            ptxc_frontend::parse_translation_unit(&arena, &mut sources, file, &Default::default()).expect("parses");
        let at = |name: &str| tu.globals.iter().position(|g| g.symbol == name).expect("declared");
        let (x, y) = (tu.globals[at("x")].var, at("y"));
        let Some(Init::Expr(one)) = tu.globals[y].init else {
            panic!("y has an initializer");
        };
        let read: &Expr<'_> = arena.alloc(Expr {
            kind: ExprKind::Var(x),
            ty: TypeId::INT,
            span: one.span,
            lvalue: true,
        });
        tu.globals[y].init = Some(Init::Expr(read));
        let Err(errs) = super::super::generate(&tu, &Default::default()) else {
            panic!("a read of a variable cannot be folded");
        };
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].span, one.span);
        assert_eq!(&text[errs[0].span.range()], "1");
        assert!(errs[0].message.contains("cannot fold"), "{}", errs[0].message);
    }
}
