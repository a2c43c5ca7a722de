//! Module-scope variables: `.global`, `.shared` and `.const` declarations
//! with linkage, alignment and initializers.
//!
//! Scalars print with their type (`.u32 x = 5`, `.f32 y = 0f3F800000`);
//! arrays and structs print as bytes (`.b8 a[12] = {...}`) as nvcc does,
//! or as 64-bit words when they hold addresses of other symbols
//! (`.u64 t[2] = {generic(a), b+8}`). Variables are emitted after the
//! ones their initializers mention.

use crate::emit::{linkage_prefix, ModuleInfo};
use crate::isel::space_name;
use crate::scalar::Scalar;
use crate::PtxError;
use ir::{addrspace, ConstData, Constant, GlobalId, Linkage, Type, TypeData};
use rustc_hash::FxHashSet;
use std::fmt::Write;

/// An initializer laid out in memory: bytes plus symbol references. Only the
/// bytes up to the last nonzero one written are held (the rest of the object is
/// zero and PTX leaves it out, as nvcc does: `.b8 e[16384] = {1}`), so a
/// declaration costs what its initializer writes, whatever the object's size.
#[derive(Default, Debug)]
struct Image {
    /// The object's size in bytes: no write reaches past it.
    size: u64,
    /// The first bytes of the object; those past the end are zero.
    bytes: Vec<u8>,
    /// (byte offset, 8-byte address expression), in the order written.
    relocs: Vec<(u64, String)>,
}

impl Image {
    fn new(size: u64) -> Image {
        Image {
            size,
            ..Image::default()
        }
    }

    fn put(&mut self, offset: u64, value: u64, size: u64) {
        let size = size.min(8).min(self.size.saturating_sub(offset));
        if size == 0 || value & (u64::MAX >> (64 - 8 * size)) == 0 {
            return;
        }
        let end = (offset + size) as usize;
        if self.bytes.len() < end {
            self.bytes.resize(end, 0);
        }
        for k in 0..size {
            self.bytes[(offset + k) as usize] = (value >> (8 * k)) as u8;
        }
    }

    /// Puts `bytes` at `offset` (those past the object's size are left out).
    fn put_bytes(&mut self, offset: u64, bytes: &[u8]) {
        let room = usize::try_from(self.size.saturating_sub(offset)).unwrap_or(usize::MAX);
        let bytes = &bytes[..bytes.len().min(room)];
        let Some(last) = bytes.iter().rposition(|&b| b != 0) else {
            return;
        };
        let end = offset as usize + last + 1;
        if self.bytes.len() < end {
            self.bytes.resize(end, 0);
        }
        self.bytes[offset as usize..end].copy_from_slice(&bytes[..=last]);
    }

    /// The bytes up to the last nonzero one.
    fn written(&self) -> &[u8] {
        let end = self.bytes.iter().rposition(|&b| b != 0).map_or(0, |k| k + 1);
        &self.bytes[..end]
    }
}

/// The PTX state space keyword of a global's address space.
fn global_space(space: u32) -> Result<&'static str, PtxError> {
    match space {
        addrspace::GENERIC | addrspace::GLOBAL => Ok("global"),
        addrspace::SHARED | addrspace::CONSTANT => space_name(space),
        other => Err(PtxError::Unsupported(format!(
            "global variables in address space {other}"
        ))),
    }
}

/// Globals in an order where every variable follows those its initializer names.
fn emission_order(info: &ModuleInfo<'_>) -> Vec<GlobalId> {
    fn refs(info: &ModuleInfo<'_>, c: Constant, out: &mut Vec<GlobalId>) {
        if !info.m.consts.may_refer_to_symbols(c) {
            return;
        }
        match info.m.consts.get(c) {
            ConstData::GlobalAddr(g) | ConstData::GlobalOffset { global: g, .. } => out.push(*g),
            ConstData::AddrSpaceCast { value, .. } => refs(info, *value, out),
            ConstData::Aggregate { elems, .. } => elems.iter().for_each(|&e| refs(info, e, out)),
            _ => {}
        }
    }
    fn visit(info: &ModuleInfo<'_>, g: GlobalId, seen: &mut FxHashSet<GlobalId>, order: &mut Vec<GlobalId>) {
        if !seen.insert(g) {
            return;
        }
        let mut deps = Vec::new();
        if let Some(init) = info.m.globals[g].initializer {
            refs(info, init, &mut deps);
        }
        for d in deps {
            visit(info, d, seen, order);
        }
        order.push(g);
    }
    let mut seen = FxHashSet::default();
    let mut order = Vec::new();
    // `@llvm.used` and friends describe the module; they are not variables.
    for (g, var) in info.m.globals.iter() {
        if !var.is_metadata() {
            visit(info, g, &mut seen, &mut order);
        }
    }
    order
}

/// Appends the text of every global variable declaration to `s`: in place, as an
/// initializer's text may be most of the module's (a string of ten million
/// characters is 47 MB of `104, `), and each copy of it is fresh memory.
pub fn write_globals(info: &ModuleInfo<'_>, s: &mut String) -> Result<(), PtxError> {
    for g in emission_order(info) {
        global_decl(info, g, s).map_err(|e| e.in_global(g))?;
        s.push('\n');
    }
    Ok(())
}

fn is_zero_init(info: &ModuleInfo<'_>, c: Constant) -> bool {
    match info.m.consts.get(c) {
        ConstData::Null(_) | ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => true,
        ConstData::Int { bits, .. } => *bits == 0,
        ConstData::Float { bits, .. } => *bits == 0,
        ConstData::Aggregate { elems, .. } => elems.iter().all(|&e| is_zero_init(info, e)),
        ConstData::Bytes { bytes, .. } => bytes.iter().all(|&b| b == 0),
        _ => false,
    }
}

/// Appends one declaration line to `s`.
pub fn global_decl(info: &ModuleInfo<'_>, g: GlobalId, s: &mut String) -> Result<(), PtxError> {
    let m = info.m;
    let gv = &m.globals[g];
    let name = info.global_name(g);
    let space = global_space(gv.addrspace)?;
    let shared = gv.addrspace == addrspace::SHARED;
    let init = gv.initializer.filter(|&c| !(shared && is_zero_init(info, c)));
    if shared && init.is_some() {
        return Err(PtxError::Unsupported(format!(
            "initialized __shared__ variable {}",
            gv.name
        )));
    }
    let linkage = match gv.linkage {
        // Whole-program mode: the module is the whole device program, so
        // its variables need no visibility and `extern` ones live here.
        Linkage::External if info.opts.whole_program && !shared => "",
        Linkage::External if gv.initializer.is_none() => ".extern ",
        other => linkage_prefix(other)?,
    };
    let align = if gv.align > 0 {
        u64::from(gv.align)
    } else {
        m.types.abi_align(gv.ty)
    };
    // nvcc prints managed variables with the attribute, and without `.visible`
    // in whole-program mode.
    if crate::directives::is_managed(m, g) {
        let _ = write!(s, "{linkage}.{space} .attribute(.managed) .align {align} ");
    } else {
        let _ = write!(s, "{linkage}.{space} .align {align} ");
    }
    let ty = gv.ty;
    let size = m.types.alloc_size(ty);
    let scalar = match m.types.get(ty) {
        TypeData::Int(_) | TypeData::Float | TypeData::Double | TypeData::Ptr(_) => Some(Scalar::of(&m.types, ty)?),
        _ => None,
    };
    let mut img = Image::new(size);
    if let Some(c) = init {
        write_const(info, c, ty, 0, &mut img)?;
    }
    img.relocs.sort_by_key(|&(o, _)| o);
    match scalar {
        Some(sc) => {
            let ptx_ty = match sc {
                Scalar::I1 => "u8",
                Scalar::Ptr => "u64",
                other => other.u_exact().name(),
            };
            let _ = write!(s, ".{ptx_ty} {name}");
            // A zero initializer is left out, as nvcc leaves it (PTX zero-fills).
            if init.is_some() && !(img.written().is_empty() && img.relocs.is_empty()) {
                let _ = write!(s, " = {}", scalar_init(&img, sc));
            }
        }
        None => {
            let zero_len = matches!(m.types.get(ty), TypeData::Array { len: 0, .. });
            if img.relocs.is_empty() {
                if zero_len {
                    let _ = write!(s, ".b8 {name}[]");
                } else {
                    let _ = write!(s, ".b8 {name}[{size}]");
                }
                let bytes = img.written();
                if !bytes.is_empty() {
                    push_byte_list(s, bytes);
                }
            } else if !size.is_multiple_of(8) || img.relocs.iter().any(|(o, _)| !o.is_multiple_of(8)) {
                // A packed object with an address at an odd offset: bytes, each byte
                // of an address given by PTX's mask() operator (PTX ISA 7.1).
                let _ = write!(s, ".u8 {name}[{size}] = {{{}}}", masked_bytes(&img).join(", "));
            } else {
                // Words up to the last address or nonzero word: PTX zero-fills the
                // rest of an incomplete initializer (PTX ISA 5.4.4).
                let last_reloc = img.relocs.last().map_or(0, |(o, _)| o / 8 + 1);
                let words = last_reloc.max(img.written().len().div_ceil(8) as u64);
                let mut relocs = img.relocs.iter().peekable();
                let mut list = String::new();
                for w in 0..words {
                    if w > 0 {
                        list.push_str(", ");
                    }
                    match relocs.next_if(|(o, _)| *o == w * 8) {
                        Some((_, t)) => list.push_str(t),
                        None => {
                            let _ = write!(list, "{}", word(&img.bytes, w));
                        }
                    }
                }
                let _ = write!(s, ".u64 {name}[{}] = {{{list}}}", size / 8);
            }
        }
    }
    s.push(';');
    Ok(())
}

/// ` = {b0, b1, ...}` in decimal, spelled without a string per byte (a math
/// function's tables are thousands of bytes).
fn push_byte_list(s: &mut String, bytes: &[u8]) {
    s.reserve(bytes.len() * 5 + 5);
    s.push_str(" = {");
    for (k, &b) in bytes.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        if b >= 100 {
            s.push(char::from(b'0' + b / 100));
        }
        if b >= 10 {
            s.push(char::from(b'0' + b / 10 % 10));
        }
        s.push(char::from(b'0' + b % 10));
    }
    s.push('}');
}

/// Every byte of the image up to its last address or nonzero byte as an initializer
/// element: a number, or byte k of an address as `0xFF<<8k(expr)`
/// (`0xFF00(generic(g)+12)` is byte 1 of that address). `img.relocs` is sorted.
fn masked_bytes(img: &Image) -> Vec<String> {
    let end = (img.written().len() as u64).max(img.relocs.last().map_or(0, |(o, _)| o + 8).min(img.size));
    let mut relocs = img.relocs.iter().peekable();
    (0..end)
        .map(|at| {
            while relocs.next_if(|(o, _)| o + 8 <= at).is_some() {}
            match relocs.peek().filter(|(o, _)| *o <= at) {
                Some((o, expr)) => format!("{:#X}({expr})", 0xFFu64 << (8 * (at - o))).replacen("0X", "0x", 1),
                None => img.bytes.get(at as usize).copied().unwrap_or(0).to_string(),
            }
        })
        .collect()
}

fn word(bytes: &[u8], w: u64) -> u64 {
    let mut v = 0u64;
    for k in 0..8 {
        v |= u64::from(bytes.get((w * 8 + k) as usize).copied().unwrap_or(0)) << (8 * k);
    }
    v
}

fn scalar_init(img: &Image, s: Scalar) -> String {
    if let Some((_, t)) = img.relocs.first() {
        return t.clone();
    }
    let mut v = 0u64;
    for (k, &b) in img.bytes.iter().enumerate().take(8) {
        v |= u64::from(b) << (8 * k);
    }
    match s {
        Scalar::F32 => format!("0f{:08X}", v as u32),
        Scalar::F64 => format!("0d{v:016X}"),
        _ => v.to_string(),
    }
}

/// The address expression of a constant pointer, if it names a symbol.
fn address_expr(info: &ModuleInfo<'_>, c: Constant, generic: bool) -> Result<Option<String>, PtxError> {
    let sym = |name: &str, space: u32, offset: i64| {
        // Generic-space variables are emitted as `.global`, so a pointer to
        // one is the generic form of its address.
        let base = if generic || space == addrspace::GENERIC {
            format!("generic({name})")
        } else {
            name.to_string()
        };
        if offset == 0 {
            base
        } else {
            format!("{base}+{offset}")
        }
    };
    Ok(match info.m.consts.get(c) {
        ConstData::GlobalAddr(g) => Some(sym(info.global_name(*g), info.m.globals[*g].addrspace, 0)),
        ConstData::GlobalOffset { global, offset } => Some(sym(
            info.global_name(*global),
            info.m.globals[*global].addrspace,
            *offset,
        )),
        ConstData::FuncAddr(f) => Some(info.func_name(*f).to_string()),
        ConstData::AddrSpaceCast { value, ty } => {
            let to_generic = info.m.types.ptr_addrspace(*ty) == Some(addrspace::GENERIC);
            address_expr(info, *value, to_generic)?
        }
        _ => None,
    })
}

/// Writes constant `c` of type `ty` at `offset` into the image.
fn write_const(info: &ModuleInfo<'_>, c: Constant, ty: Type, offset: u64, img: &mut Image) -> Result<(), PtxError> {
    let m = info.m;
    if let Some(expr) = address_expr(info, c, false)? {
        img.relocs.push((offset, expr));
        return Ok(());
    }
    match m.consts.get(c) {
        ConstData::Int { ty, bits } => {
            // Up to 16 bytes (an `i128` field of a record), little-endian.
            let size = m.types.store_size(*ty);
            img.put(offset, *bits as u64, size.min(8));
            if size > 8 {
                img.put(offset + 8, (*bits >> 64) as u64, (size - 8).min(8));
            }
        }
        ConstData::Float { ty, bits } => img.put(offset, *bits, m.types.store_size(*ty)),
        ConstData::Null(_) | ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => {}
        ConstData::Bytes { bytes, .. } => img.put_bytes(offset, bytes),
        ConstData::Aggregate { ty: aty, elems } => {
            let offsets: Vec<(u64, Type)> = match m.types.get(*aty) {
                // Element by element, without a list of offsets (a string's characters).
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    let stride = m.types.alloc_size(*elem);
                    // Numbers of up to 8 bytes (a string's characters) go straight
                    // into the image: no addresses among them.
                    let numbers = !m.consts.may_refer_to_symbols(c) && matches!(m.types.get(*elem), TypeData::Int(_));
                    let size = m.types.store_size(*elem);
                    for (k, &e) in elems.iter().enumerate() {
                        let at = offset + k as u64 * stride;
                        match m.consts.get(e) {
                            ConstData::Int { ty, bits } if numbers && *ty == *elem && size <= 8 => {
                                img.put(at, *bits as u64, size)
                            }
                            _ => write_const(info, e, *elem, at, img)?,
                        }
                    }
                    return Ok(());
                }
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = m.types.struct_fields(*aty).unwrap_or(&[]).to_vec();
                    let (_, offs) = m.types.struct_layout(*aty);
                    offs.into_iter().zip(fields).collect()
                }
                // Constants are not checked against their types by the structural verifier.
                other => return Err(PtxError::Malformed(format!("aggregate constant of type {other:?}"))),
            };
            for (&e, (off, ety)) in elems.iter().zip(offsets) {
                write_const(info, e, ety, offset + off, img)?;
            }
        }
        other => {
            return Err(PtxError::Unsupported(format!(
                "initializer {other:?} for a value of type {:?}",
                m.types.get(ty)
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn byte_lists_are_spelled_as_format_does() {
        let bytes: Vec<u8> = (0..=255).collect();
        let mut s = String::new();
        super::push_byte_list(&mut s, &bytes);
        let want: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
        assert_eq!(s, format!(" = {{{}}}", want.join(", ")));
    }
}
