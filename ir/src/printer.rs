//! The textual form of a [`Module`]: LLVM 19 assembly, so `llvm-as-19` and
//! the rest of LLVM's tools read what ptxc produces, and the parser in
//! [`crate::parser`] reads it back (`parse(print(m))` prints identically).
//!
//! Printing only reads the module. Unnamed values and blocks get the
//! sequential `%N` numbers LLVM requires; metadata tuples get `!N` numbers in
//! first-use order (pre-order from the named metadata); function attribute
//! sets become `#N` groups in first-use order.
//! Instructions are written by their opcode's [`crate::Format`]: one syntax
//! per operand shape, the mnemonic from the opcode table.

use crate::attributes::{FnAttr, ParamAttr};
use crate::constants::{ConstData, ConstType, InlineAsm};
use crate::entities::{Block, Constant, FuncId, GlobalId, Inst, MdNode, Type};
use crate::format::Format;
use crate::function::{ClauseKind, FastMath, Function, InstExtra, Linkage, ParamAttrs};
use crate::metadata::MdData;
use crate::module::Module;
use crate::node::InstFlags;
use crate::opcode::{AtomicRmwOp, FloatPredicate, IntPredicate, Opcode, Ordering};
use crate::types::{TypeData, TypeStore};
use crate::value::Value;
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap;
use std::fmt::{self, Write};

/// The whole module as LLVM assembly.
pub fn print_module(m: &Module) -> String {
    ModulePrinter::new(m).print()
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_module(self))
    }
}

/// One function (definition or declaration) as LLVM assembly. Attribute
/// groups are numbered as if the function were the module's only user.
pub fn print_function(m: &Module, func: FuncId) -> String {
    let mut p = ModulePrinter::new(m);
    let mut out = String::new();
    p.function(&mut out, func);
    out
}

/// `t` in LLVM syntax (`i32`, `ptr addrspace(3)`, `%struct.S`, `[4 x float]`).
pub fn type_to_string(types: &TypeStore, t: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, types, t);
    s
}

/// `c` without its type (`7`, `0x3FB99999A0000000`, `c"hi\00"`, `@g`).
pub fn constant_to_string(m: &Module, c: Constant) -> String {
    let mut s = String::new();
    write_const(&mut s, m, c);
    s
}

/// `c` with its type (`i32 7`).
pub fn typed_constant_to_string(m: &Module, c: Constant) -> String {
    let mut s = String::new();
    write_typed_const(&mut s, m, c);
    s
}

// ---------------------------------------------------------------- names

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// True when `name` can be printed without quotes after `%`/`@`.
fn is_bare_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty() && !b[0].is_ascii_digit() && b.iter().all(|&c| is_ident_char(c))
}

/// Writes `s` with LLVM string escapes (`\22` for `"`, `\5C` for `\`, `\0A`...).
pub(crate) fn write_escaped(out: &mut String, s: &[u8]) {
    for &b in s {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Writes a local or global name after its sigil, quoting when needed.
pub(crate) fn write_name(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        out.push('"');
        write_escaped(out, name.as_bytes());
        out.push('"');
    }
}

/// Writes a named-metadata name after `!` (escaping, never quoting).
fn write_md_name(out: &mut String, name: &str) {
    out.push('!');
    for (i, &b) in name.as_bytes().iter().enumerate() {
        if is_ident_char(b) && !(i == 0 && b.is_ascii_digit()) {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

// ---------------------------------------------------------------- types

fn write_type(out: &mut String, types: &TypeStore, t: Type) {
    match types.get(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Int(bits) => {
            let _ = write!(out, "i{bits}");
        }
        TypeData::Half => out.push_str("half"),
        TypeData::BFloat => out.push_str("bfloat"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::Ptr(a) => write_ptr_type(out, *a),
        TypeData::Array { elem, len } => {
            let _ = write!(out, "[{len} x ");
            write_type(out, types, *elem);
            out.push(']');
        }
        TypeData::Vector { elem, len } => {
            let _ = write!(out, "<{len} x ");
            write_type(out, types, *elem);
            out.push('>');
        }
        TypeData::Struct { fields, packed } => write_struct_body(out, types, fields, *packed),
        TypeData::Named(name) => write_name(out, '%', name),
        TypeData::Function { ret, params, vararg } => {
            write_type(out, types, *ret);
            out.push_str(" (");
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, types, p);
            }
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        TypeData::Label => out.push_str("label"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Token => out.push_str("token"),
    }
}

fn write_ptr_type(out: &mut String, addrspace: u32) {
    if addrspace == 0 {
        out.push_str("ptr");
    } else {
        let _ = write!(out, "ptr addrspace({addrspace})");
    }
}

fn write_struct_body(out: &mut String, types: &TypeStore, fields: &[Type], packed: bool) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, &f) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, types, f);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

// ---------------------------------------------------------------- floats

/// Widens an f32 bit pattern to f64 exactly (NaN payloads kept, never quieted).
pub fn f32_bits_to_f64_bits(b: u32) -> u64 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        let sign = u64::from(b >> 31);
        let mant = u64::from(b & 0x7F_FFFF);
        (sign << 63) | (0x7FF << 52) | (mant << 29)
    } else {
        f64::from(f).to_bits()
    }
}

/// Narrows an f64 bit pattern to f32 if no information is lost.
pub fn f64_bits_to_f32_bits(b: u64) -> Option<u32> {
    let d = f64::from_bits(b);
    if d.is_nan() {
        if b & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = (b >> 63) as u32;
        let mant = ((b >> 29) & 0x7F_FFFF) as u32;
        return Some((sign << 31) | (0xFF << 23) | mant);
    }
    let f = d as f32;
    (f64::from(f).to_bits() == b).then_some(f.to_bits())
}

/// Writes a double's value as LLVM does: `%e`-style with six fraction digits
/// when that reads back to the same bits, else the 64-bit hex pattern.
fn write_double_bits(out: &mut String, bits: u64) {
    let v = f64::from_bits(bits);
    if v.is_finite() {
        let s = format!("{v:.6e}");
        if let Some((mant, exp)) = s.split_once('e') {
            if let Ok(e) = exp.parse::<i32>() {
                let text = format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.unsigned_abs());
                if text.parse::<f64>().map(f64::to_bits) == Ok(bits) {
                    out.push_str(&text);
                    return;
                }
            }
        }
    }
    let _ = write!(out, "0x{bits:016X}");
}

fn write_float(out: &mut String, types: &TypeStore, ty: Type, bits: u64) {
    match types.get(ty) {
        TypeData::Half => {
            let _ = write!(out, "0xH{:04X}", bits & 0xFFFF);
        }
        TypeData::BFloat => {
            let _ = write!(out, "0xR{:04X}", bits & 0xFFFF);
        }
        TypeData::Float => write_double_bits(out, f32_bits_to_f64_bits(bits as u32)),
        _ => write_double_bits(out, bits),
    }
}

// ---------------------------------------------------------------- constants

fn write_int(out: &mut String, types: &TypeStore, ty: Type, bits: u128) {
    let width = types.int_bits(ty).unwrap_or(64);
    if width == 1 {
        out.push_str(if bits & 1 != 0 { "true" } else { "false" });
        return;
    }
    let value = if width >= 128 {
        bits as i128
    } else {
        let shift = 128 - width;
        ((bits << shift) as i128) >> shift
    };
    let _ = write!(out, "{value}");
}

fn write_const_type(out: &mut String, m: &Module, c: Constant) {
    match m.consts.get(c).ty() {
        ConstType::Stored(ty) => write_type(out, &m.types, ty),
        ConstType::GlobalPtr(g) => write_ptr_type(out, global_addrspace(m, g)),
        ConstType::GenericPtr => out.push_str("ptr"),
    }
}

fn global_addrspace(m: &Module, g: GlobalId) -> u32 {
    m.globals.get(g).map_or(0, |g| g.addrspace)
}

fn write_typed_const(out: &mut String, m: &Module, c: Constant) {
    write_const_type(out, m, c);
    out.push(' ');
    write_const(out, m, c);
}

fn write_global_ref(out: &mut String, m: &Module, g: GlobalId) {
    match m.globals.get(g) {
        Some(gv) if !gv.name.is_empty() => write_name(out, '@', &gv.name),
        _ => {
            let _ = write!(out, "@{}", unnamed_global_number(m, Some(g), None));
        }
    }
}

fn write_func_ref(out: &mut String, m: &Module, f: FuncId) {
    match m.functions.get(f) {
        Some(func) if !func.name.is_empty() => write_name(out, '@', &func.name),
        _ => {
            let _ = write!(out, "@{}", unnamed_global_number(m, None, Some(f)));
        }
    }
}

/// The `@N` number of an unnamed global or function: unnamed globals first,
/// then unnamed functions, each in module order.
fn unnamed_global_number(m: &Module, g: Option<GlobalId>, f: Option<FuncId>) -> usize {
    let unnamed_globals = m.globals.iter().filter(|(_, gv)| gv.name.is_empty());
    if let Some(g) = g {
        return unnamed_globals.take_while(|(id, _)| *id != g).count();
    }
    let before = unnamed_globals.count();
    before
        + m.functions
            .iter()
            .filter(|(_, func)| func.name.is_empty())
            .take_while(|(id, _)| Some(*id) != f)
            .count()
}

fn write_const(out: &mut String, m: &Module, c: Constant) {
    let types = &m.types;
    match m.consts.get(c) {
        ConstData::Int { ty, bits } => write_int(out, types, *ty, *bits),
        ConstData::Float { ty, bits } => write_float(out, types, *ty, *bits),
        ConstData::Null(_) => out.push_str("null"),
        ConstData::Undef(_) => out.push_str("undef"),
        ConstData::Poison(_) => out.push_str("poison"),
        ConstData::Zero(_) => out.push_str("zeroinitializer"),
        ConstData::Aggregate { ty, elems } => write_aggregate(out, m, *ty, elems),
        ConstData::Bytes { bytes, .. } => {
            out.push_str("c\"");
            write_escaped(out, bytes);
            out.push('"');
        }
        ConstData::GlobalAddr(g) => write_global_ref(out, m, *g),
        ConstData::FuncAddr(f) => write_func_ref(out, m, *f),
        ConstData::InlineAsm(a) => {
            out.push_str("asm ");
            for (bit, kw) in InlineAsm::KEYWORDS {
                if a.flags & bit != 0 {
                    out.push_str(kw);
                    out.push(' ');
                }
            }
            out.push('"');
            write_escaped(out, a.template.as_bytes());
            out.push_str("\", \"");
            write_escaped(out, a.constraints.as_bytes());
            out.push('"');
        }
        ConstData::GlobalOffset { global, offset } => {
            out.push_str("getelementptr inbounds (i8, ");
            write_ptr_type(out, global_addrspace(m, *global));
            out.push(' ');
            write_global_ref(out, m, *global);
            let _ = write!(out, ", i64 {offset})");
        }
        ConstData::AddrSpaceCast { value, ty } => {
            out.push_str("addrspacecast (");
            write_typed_const(out, m, *value);
            out.push_str(" to ");
            write_type(out, types, *ty);
            out.push(')');
        }
    }
}

/// An array of `i8` constant integers prints as `c"..."`.
fn as_byte_string(m: &Module, elem: Type, elems: &[Constant]) -> Option<Vec<u8>> {
    if m.types.int_bits(elem) != Some(8) {
        return None;
    }
    elems
        .iter()
        .map(|&e| match m.consts.get(e) {
            ConstData::Int { bits, .. } => Some(*bits as u8),
            _ => None,
        })
        .collect()
}

fn write_aggregate(out: &mut String, m: &Module, ty: Type, elems: &[Constant]) {
    let (open, close, packed_struct) = match m.types.get(ty) {
        TypeData::Array { elem, .. } => {
            if let Some(bytes) = as_byte_string(m, *elem, elems) {
                out.push_str("c\"");
                write_escaped(out, &bytes);
                out.push('"');
                return;
            }
            ("[", "]", false)
        }
        TypeData::Vector { .. } => ("<", ">", false),
        TypeData::Struct { packed, .. } => ("{", "}", *packed),
        TypeData::Named(_) => ("{", "}", m.types.struct_body(ty).is_some_and(|b| b.packed)),
        _ => ("{", "}", false),
    };
    let is_struct = open == "{";
    if packed_struct {
        out.push('<');
    }
    out.push_str(open);
    if is_struct && !elems.is_empty() {
        out.push(' ');
    }
    for (i, &e) in elems.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_typed_const(out, m, e);
    }
    if is_struct && !elems.is_empty() {
        out.push(' ');
    }
    out.push_str(close);
    if packed_struct {
        out.push('>');
    }
}

// ---------------------------------------------------------------- attributes

fn write_param_attrs(out: &mut String, types: &TypeStore, a: &ParamAttrs, extra: &[ParamAttr]) {
    let flags = [
        (a.noalias, "noalias"),
        (a.noundef, "noundef"),
        (a.readonly, "readonly"),
        (a.signext, "signext"),
        (a.zeroext, "zeroext"),
    ];
    for (set, name) in flags {
        if set {
            out.push(' ');
            out.push_str(name);
        }
    }
    for e in extra {
        let _ = write!(out, " {e}");
    }
    for (ty, name) in [(a.sret, " sret("), (a.byval, " byval(")] {
        if let Some(t) = ty {
            out.push_str(name);
            write_type(out, types, t);
            out.push(')');
        }
    }
    if let Some(n) = a.align {
        let _ = write!(out, " align {n}");
    }
}

fn write_fast_math(out: &mut String, fmf: FastMath) {
    if fmf.0 & FastMath::FAST == FastMath::FAST {
        out.push_str(" fast");
        return;
    }
    for (bit, name) in FastMath::NAMES {
        if fmf.0 & bit != 0 {
            out.push(' ');
            out.push_str(name);
        }
    }
}

// ---------------------------------------------------------------- module

struct ModulePrinter<'a> {
    m: &'a Module,
    /// Function attribute sets, by group number.
    attr_groups: Vec<&'a [FnAttr]>,
    md_slots: FxHashMap<MdNode, usize>,
    md_order: Vec<MdNode>,
}

impl<'a> ModulePrinter<'a> {
    fn new(m: &'a Module) -> Self {
        let mut p = ModulePrinter {
            m,
            attr_groups: Vec::new(),
            md_slots: FxHashMap::default(),
            md_order: Vec::new(),
        };
        for (_, ops) in &m.named_md {
            for &n in ops {
                p.number_md(n);
            }
        }
        // Then instruction attachments, function by function, as LLVM's
        // slot tracker numbers them after the named metadata.
        for (_, f) in m.functions.iter() {
            for &b in &f.layout {
                for &i in &f.blocks[b].insts {
                    for &(_, n) in f.extra(i).map_or(&[][..], |e| e.metadata.as_slice()) {
                        p.number_md(n);
                    }
                }
            }
        }
        p
    }

    /// Gives tuple `n` and the tuples it reaches their `!N` numbers, pre-order.
    fn number_md(&mut self, n: MdNode) {
        let (MdData::Tuple(ops) | MdData::Distinct(_, ops)) = self.m.md.get(n) else {
            return;
        };
        if self.md_slots.contains_key(&n) {
            return;
        }
        self.md_slots.insert(n, self.md_order.len());
        self.md_order.push(n);
        for op in ops.iter().flatten() {
            self.number_md(*op);
        }
    }

    fn attr_group(&mut self, attrs: &'a [FnAttr]) -> usize {
        if let Some(i) = self.attr_groups.iter().position(|g| *g == attrs) {
            return i;
        }
        self.attr_groups.push(attrs);
        self.attr_groups.len() - 1
    }

    fn print(mut self) -> String {
        let m = self.m;
        let mut out = String::new();
        if !m.name.is_empty() {
            // The comment is informational; a name with control characters
            // only appears escaped, in `source_filename`.
            if !m.name.chars().any(char::is_control) {
                out.push_str("; ModuleID = '");
                out.push_str(&m.name);
                out.push_str("'\n");
            }
            out.push_str("source_filename = \"");
            write_escaped(&mut out, m.name.as_bytes());
            out.push_str("\"\n");
        }
        if !m.data_layout.is_empty() {
            out.push_str("target datalayout = \"");
            write_escaped(&mut out, m.data_layout.as_bytes());
            out.push_str("\"\n");
        }
        if !m.triple.is_empty() {
            out.push_str("target triple = \"");
            write_escaped(&mut out, m.triple.as_bytes());
            out.push_str("\"\n");
        }
        let named = m.types.named_structs();
        if !named.is_empty() {
            out.push('\n');
        }
        for &t in named {
            write_type(&mut out, &m.types, t);
            out.push_str(" = type ");
            match m.types.struct_body(t) {
                Some(b) if b.defined => write_struct_body(&mut out, &m.types, &b.fields, b.packed),
                _ => out.push_str("opaque"),
            }
            out.push('\n');
        }
        if !m.globals.is_empty() {
            out.push('\n');
        }
        for (g, _) in m.globals.iter() {
            self.global(&mut out, g);
        }
        for (f, _) in m.functions.iter() {
            out.push('\n');
            self.function(&mut out, f);
        }
        if !self.attr_groups.is_empty() {
            out.push('\n');
        }
        for (i, attrs) in self.attr_groups.iter().enumerate() {
            let _ = write!(out, "attributes #{i} = {{");
            for a in attrs.iter() {
                let _ = write!(out, " {a}");
            }
            out.push_str(" }\n");
        }
        if !m.named_md.is_empty() {
            out.push('\n');
        }
        for (name, ops) in &m.named_md {
            write_md_name(&mut out, name);
            out.push_str(" = !{");
            for (i, &op) in ops.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.md_operand(&mut out, Some(op));
            }
            out.push_str("}\n");
        }
        if !self.md_order.is_empty() {
            out.push('\n');
        }
        for (i, &n) in self.md_order.iter().enumerate() {
            let _ = write!(out, "!{i} = ");
            self.md_node_body(&mut out, n);
            out.push('\n');
        }
        out
    }

    fn md_node_body(&self, out: &mut String, n: MdNode) {
        let ops = match self.m.md.get(n) {
            MdData::Tuple(ops) => ops,
            MdData::Distinct(_, ops) => {
                out.push_str("distinct ");
                ops
            }
            _ => return self.md_operand(out, Some(n)),
        };
        out.push_str("!{");
        for (i, &op) in ops.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            match op {
                Some(o) if *self.m.md.get(o) == MdData::SelfRef => self.md_operand(out, Some(n)),
                _ => self.md_operand(out, op),
            }
        }
        out.push('}');
    }

    /// Writes the `, !kind !N` attachments of instruction `i`.
    fn md_attachments(&self, out: &mut String, f: &Function, i: Inst) {
        for (kind, n) in f.extra(i).map_or(&[][..], |e| e.metadata.as_slice()) {
            out.push_str(", ");
            write_md_name(out, kind);
            out.push(' ');
            self.md_operand(out, Some(*n));
        }
    }

    fn md_operand(&self, out: &mut String, op: Option<MdNode>) {
        let Some(n) = op else {
            out.push_str("null");
            return;
        };
        let m = self.m;
        match m.md.get(n) {
            // A self-reference outside its distinct node has nothing to name.
            MdData::SelfRef => out.push_str("null"),
            MdData::String(s) => {
                out.push_str("!\"");
                write_escaped(out, s.as_bytes());
                out.push('"');
            }
            MdData::Const(c) => write_typed_const(out, m, *c),
            MdData::Func(f) => {
                out.push_str("ptr ");
                write_func_ref(out, m, *f);
            }
            MdData::Global(g) => {
                write_ptr_type(out, global_addrspace(m, *g));
                out.push(' ');
                write_global_ref(out, m, *g);
            }
            MdData::Tuple(_) | MdData::Distinct(..) => match self.md_slots.get(&n) {
                Some(slot) => {
                    let _ = write!(out, "!{slot}");
                }
                // Reached only from an unnumbered place: print inline.
                None => self.md_node_body(out, n),
            },
        }
    }

    fn global(&mut self, out: &mut String, g: GlobalId) {
        let m = self.m;
        let gv = &m.globals[g];
        write_global_ref(out, m, g);
        out.push_str(" =");
        let kw = if gv.linkage == Linkage::External && gv.initializer.is_none() {
            "external"
        } else {
            gv.linkage.keyword()
        };
        if !kw.is_empty() {
            out.push(' ');
            out.push_str(kw);
        }
        if gv.addrspace != 0 {
            let _ = write!(out, " addrspace({})", gv.addrspace);
        }
        if gv.externally_initialized {
            out.push_str(" externally_initialized");
        }
        out.push_str(if gv.is_constant { " constant " } else { " global " });
        write_type(out, &m.types, gv.ty);
        if let Some(init) = gv.initializer {
            out.push(' ');
            write_const(out, m, init);
        }
        if let Some(section) = &gv.section {
            out.push_str(", section \"");
            write_escaped(out, section.as_bytes());
            out.push('"');
        }
        if gv.align != 0 {
            let _ = write!(out, ", align {}", gv.align);
        }
        out.push('\n');
    }

    fn function(&mut self, out: &mut String, id: FuncId) {
        let m = self.m;
        let f = &m.functions[id];
        let (ret, params, vararg) = match f.ty.map(|t| m.types.get(t)) {
            Some(TypeData::Function { ret, params, vararg }) => (Some(*ret), params.as_slice(), *vararg),
            _ => (None, &[][..], false),
        };
        let slots = FuncSlots::new(m, f);
        out.push_str(if f.is_declaration() { "declare" } else { "define" });
        let kw = f.linkage.keyword();
        if !kw.is_empty() {
            out.push(' ');
            out.push_str(kw);
        }
        if let Some(cc) = &f.calling_conv {
            let _ = write!(out, " {cc}");
        }
        write_param_attrs(out, &m.types, &f.ret_attrs, &f.ret_extra_attrs);
        out.push(' ');
        match ret {
            Some(r) => write_type(out, &m.types, r),
            None => out.push_str("void"),
        }
        out.push(' ');
        write_func_ref(out, m, id);
        out.push('(');
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, &m.types, p);
            let attrs = f.param_attrs.get(i).cloned().unwrap_or_default();
            let extra = f.param_extra_attrs.get(i).map_or(&[][..], |v| v.as_slice());
            write_param_attrs(out, &m.types, &attrs, extra);
            if !f.is_declaration() {
                out.push(' ');
                out.push_str(&slots.args[i]);
            }
        }
        if vararg {
            out.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        out.push(')');
        if !f.attrs.is_empty() {
            let g = self.attr_group(&f.attrs);
            let _ = write!(out, " #{g}");
        }
        if let Some(s) = &f.section {
            out.push_str(" section \"");
            write_escaped(out, s.as_bytes());
            out.push('"');
        }
        if let Some(a) = f.align {
            let _ = write!(out, " align {a}");
        }
        if let Some(gc) = &f.gc {
            out.push_str(" gc \"");
            write_escaped(out, gc.as_bytes());
            out.push('"');
        }
        for (kw, c) in [
            ("prefix", f.prefix),
            ("prologue", f.prologue),
            ("personality", f.personality),
        ] {
            if let Some(c) = c {
                let _ = write!(out, " {kw} ");
                write_typed_const(out, m, c);
            }
        }
        if f.is_declaration() {
            out.push('\n');
            return;
        }
        out.push_str(" {\n");
        let body = BodyPrinter { m, f, slots: &slots };
        for (n, &b) in f.layout.iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            if n > 0 || !f.blocks[b].name.is_empty() {
                body.label(out, b);
            }
            for &i in &f.blocks[b].insts {
                out.push_str("  ");
                body.inst(out, i);
                self.md_attachments(out, f, i);
                out.push('\n');
            }
        }
        out.push_str("}\n");
    }
}

// ---------------------------------------------------------------- functions

/// Printed names of a function's arguments, blocks and instruction results.
struct FuncSlots {
    args: Vec<String>,
    blocks: SecondaryMap<Block, String>,
    insts: SecondaryMap<Inst, String>,
}

impl FuncSlots {
    fn new(m: &Module, f: &Function) -> Self {
        let mut next = 0usize;
        let name = |given: &str, next: &mut usize| {
            let mut s = String::new();
            if given.is_empty() {
                let _ = write!(s, "%{next}");
                *next += 1;
            } else {
                write_name(&mut s, '%', given);
            }
            s
        };
        let nparams = match f.ty.map(|t| m.types.get(t)) {
            Some(TypeData::Function { params, .. }) => params.len(),
            _ => f.param_names.len(),
        };
        let args = (0..nparams)
            .map(|i| name(f.param_names.get(i).map_or("", |s| s.as_str()), &mut next))
            .collect();
        let mut blocks = SecondaryMap::new();
        let mut insts = SecondaryMap::new();
        for &b in &f.layout {
            blocks[b] = name(&f.blocks[b].name, &mut next);
            for &i in &f.blocks[b].insts {
                if !m.types.is_void(f.inst(i).ty) {
                    insts[i] = name(f.inst_name(i).unwrap_or(""), &mut next);
                }
            }
        }
        FuncSlots { args, blocks, insts }
    }
}

struct BodyPrinter<'a> {
    m: &'a Module,
    f: &'a Function,
    slots: &'a FuncSlots,
}

impl BodyPrinter<'_> {
    fn label(&self, out: &mut String, b: Block) {
        let s = &self.slots.blocks[b];
        out.push_str(&s[1..]);
        out.push_str(":\n");
    }

    fn types(&self) -> &TypeStore {
        &self.m.types
    }

    fn ty(&self, out: &mut String, t: Type) {
        write_type(out, &self.m.types, t);
    }

    /// Writes the type of value `v`.
    fn value_ty(&self, out: &mut String, v: Value) {
        let m = self.m;
        match v {
            Value::Inst(i) => self.ty(out, self.f.inst(i).ty),
            Value::Arg(n) => match self.f.ty.map(|t| m.types.get(t)) {
                Some(TypeData::Function { params, .. }) if (n as usize) < params.len() => {
                    self.ty(out, params[n as usize])
                }
                _ => out.push_str("void"),
            },
            Value::Const(c) => write_const_type(out, m, c),
            Value::Global(g) => write_ptr_type(out, global_addrspace(m, g)),
            Value::Func(_) => out.push_str("ptr"),
            Value::Block(_) => out.push_str("label"),
        }
    }

    /// Writes `v` without its type.
    fn value(&self, out: &mut String, v: Value) {
        match v {
            Value::Inst(i) => match self.slots.insts.get(i) {
                Some(s) if !s.is_empty() => out.push_str(s),
                _ => {
                    let _ = write!(out, "%<unplaced {i}>");
                }
            },
            Value::Arg(n) => match self.slots.args.get(n as usize) {
                Some(s) => out.push_str(s),
                None => {
                    let _ = write!(out, "%<arg {n}>");
                }
            },
            Value::Const(c) => write_const(out, self.m, c),
            Value::Global(g) => write_global_ref(out, self.m, g),
            Value::Func(f) => write_func_ref(out, self.m, f),
            Value::Block(b) => match self.slots.blocks.get(b) {
                Some(s) if !s.is_empty() => out.push_str(s),
                _ => {
                    let _ = write!(out, "%<unplaced {b}>");
                }
            },
        }
    }

    fn typed(&self, out: &mut String, v: Value) {
        self.value_ty(out, v);
        out.push(' ');
        self.value(out, v);
    }

    fn label_ref(&self, out: &mut String, v: Value) {
        out.push_str("label ");
        self.value(out, v);
    }

    fn align(out: &mut String, a: u32) {
        if a != 0 {
            let _ = write!(out, ", align {a}");
        }
    }

    fn scope_and_order(out: &mut String, extra: Option<&InstExtra>, order: Ordering) {
        if let Some(s) = extra.and_then(|e| e.syncscope.as_ref()) {
            let _ = write!(out, " {s}");
        }
        if order != Ordering::NotAtomic {
            out.push(' ');
            out.push_str(order.name());
        }
    }

    fn inst(&self, out: &mut String, i: Inst) {
        let f = self.f;
        let d = f.inst(i);
        let ops = f.operands(i);
        let flags = d.header.flags;
        let extra = f.extra(i);
        let bits = extra.map_or(0, |e| e.bits);
        let fmf = extra.map_or(FastMath::default(), |e| e.fast_math);
        let op = d.opcode();
        if !self.types().is_void(d.ty) {
            out.push_str(&self.slots.insts[i]);
            out.push_str(" = ");
        }
        let get = |k: usize| ops.get(k).copied().unwrap_or(Value::Arg(u32::MAX));
        match op.format() {
            Format::Return => {
                out.push_str(op.mnemonic());
                out.push(' ');
                match ops.first() {
                    Some(&v) => self.typed(out, v),
                    None => out.push_str("void"),
                }
            }
            Format::Jump => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.label_ref(out, get(0));
            }
            Format::Branch => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.label_ref(out, get(1));
                out.push_str(", ");
                self.label_ref(out, get(2));
            }
            Format::Switch => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.label_ref(out, get(1));
                out.push_str(" [\n");
                for pair in ops.get(2..).unwrap_or(&[]).chunks(2) {
                    out.push_str("    ");
                    self.typed(out, pair[0]);
                    out.push_str(", ");
                    self.label_ref(out, pair.get(1).copied().unwrap_or(Value::Arg(u32::MAX)));
                    out.push('\n');
                }
                out.push_str("  ]");
            }
            Format::IndirectBranch => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", [");
                for (k, &b) in ops.iter().skip(1).enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.label_ref(out, b);
                }
                out.push(']');
            }
            Format::Nullary => out.push_str(op.mnemonic()),
            Format::Resume => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.typed(out, get(0));
            }
            Format::Call { .. } => self.call_like(out, i, extra),
            Format::Phi => {
                out.push_str(op.mnemonic());
                write_fast_math(out, fmf);
                out.push(' ');
                self.ty(out, d.ty);
                for (k, pair) in ops.chunks(2).enumerate() {
                    out.push_str(if k == 0 { " [ " } else { ", [ " });
                    self.value(out, pair[0]);
                    out.push_str(", ");
                    self.value(out, pair.get(1).copied().unwrap_or(Value::Arg(u32::MAX)));
                    out.push_str(" ]");
                }
            }
            Format::Binary => {
                out.push_str(op.mnemonic());
                if flags.has(InstFlags::NUW) {
                    out.push_str(" nuw");
                }
                if flags.has(InstFlags::NSW) {
                    out.push_str(" nsw");
                }
                if flags.has(InstFlags::EXACT) {
                    out.push_str(" exact");
                }
                if bits & InstExtra::DISJOINT != 0 {
                    out.push_str(" disjoint");
                }
                write_fast_math(out, fmf);
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.value(out, get(1));
            }
            Format::Unary => {
                out.push_str(op.mnemonic());
                write_fast_math(out, fmf);
                out.push(' ');
                self.typed(out, get(0));
            }
            Format::Cast => {
                out.push_str(op.mnemonic());
                if flags.has(InstFlags::NUW) {
                    out.push_str(" nuw");
                }
                if flags.has(InstFlags::NSW) {
                    out.push_str(" nsw");
                }
                if bits & InstExtra::NNEG != 0 {
                    out.push_str(" nneg");
                }
                write_fast_math(out, fmf);
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(" to ");
                self.ty(out, d.ty);
            }
            Format::Compare => {
                out.push_str(op.mnemonic());
                write_fast_math(out, fmf);
                out.push(' ');
                let pred = if op == Opcode::ICmp {
                    IntPredicate::from_u16(d.header.subop).map_or("<bad>", IntPredicate::name)
                } else {
                    FloatPredicate::from_u16(d.header.subop).map_or("<bad>", FloatPredicate::name)
                };
                out.push_str(pred);
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.value(out, get(1));
            }
            Format::Select => {
                out.push_str(op.mnemonic());
                write_fast_math(out, fmf);
                for k in 0..3 {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.typed(out, get(k));
                }
            }
            Format::Alloca => {
                out.push_str(op.mnemonic());
                out.push(' ');
                match d.aux_ty {
                    Some(t) => self.ty(out, t),
                    None => out.push_str("i8"),
                }
                if let Some(&n) = ops.first() {
                    out.push_str(", ");
                    self.typed(out, n);
                }
                Self::align(out, d.align);
                if let Some(a) = self.types().ptr_addrspace(d.ty).filter(|&a| a != 0) {
                    let _ = write!(out, ", addrspace({a})");
                }
            }
            Format::Load => {
                out.push_str(op.mnemonic());
                let order = flags.ordering();
                if order != Ordering::NotAtomic {
                    out.push_str(" atomic");
                }
                if flags.has(InstFlags::VOLATILE) {
                    out.push_str(" volatile");
                }
                out.push(' ');
                self.ty(out, d.aux_ty.unwrap_or(d.ty));
                out.push_str(", ");
                self.typed(out, get(0));
                Self::scope_and_order(out, extra, order);
                Self::align(out, d.align);
            }
            Format::Store => {
                out.push_str(op.mnemonic());
                let order = flags.ordering();
                if order != Ordering::NotAtomic {
                    out.push_str(" atomic");
                }
                if flags.has(InstFlags::VOLATILE) {
                    out.push_str(" volatile");
                }
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.typed(out, get(1));
                Self::scope_and_order(out, extra, order);
                Self::align(out, d.align);
            }
            Format::GetElementPtr => {
                out.push_str(op.mnemonic());
                if flags.has(InstFlags::INBOUNDS) {
                    out.push_str(" inbounds");
                } else if flags.has(InstFlags::NSW) {
                    out.push_str(" nusw");
                }
                if flags.has(InstFlags::NUW) {
                    out.push_str(" nuw");
                }
                out.push(' ');
                match d.aux_ty {
                    Some(t) => self.ty(out, t),
                    None => out.push_str("i8"),
                }
                for &v in ops {
                    out.push_str(", ");
                    self.typed(out, v);
                }
            }
            Format::Fence => {
                out.push_str(op.mnemonic());
                Self::scope_and_order(out, extra, flags.ordering());
            }
            Format::CmpXchg => {
                out.push_str(op.mnemonic());
                if flags.has(InstFlags::WEAK) {
                    out.push_str(" weak");
                }
                if flags.has(InstFlags::VOLATILE) {
                    out.push_str(" volatile");
                }
                for k in 0..3 {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.typed(out, get(k));
                }
                Self::scope_and_order(out, extra, flags.ordering());
                out.push(' ');
                out.push_str(flags.failure_ordering().name());
                Self::align(out, d.align);
            }
            Format::AtomicRmw => {
                out.push_str(op.mnemonic());
                if flags.has(InstFlags::VOLATILE) {
                    out.push_str(" volatile");
                }
                out.push(' ');
                out.push_str(AtomicRmwOp::from_u16(d.header.subop).map_or("<bad>", AtomicRmwOp::name));
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.typed(out, get(1));
                Self::scope_and_order(out, extra, flags.ordering());
                Self::align(out, d.align);
            }
            Format::AggregateIndex { values } => {
                out.push_str(op.mnemonic());
                let values = usize::from(values);
                for k in 0..values {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.typed(out, get(k));
                }
                for &idx in ops.iter().skip(values) {
                    out.push_str(", ");
                    match idx.as_const().and_then(|c| self.m.consts.as_int(c)) {
                        Some(n) => {
                            let _ = write!(out, "{n}");
                        }
                        None => self.value(out, idx),
                    }
                }
            }
            Format::TypedValues(_) => {
                out.push_str(op.mnemonic());
                for (k, &v) in ops.iter().enumerate() {
                    out.push_str(if k == 0 { " " } else { ", " });
                    self.typed(out, v);
                }
            }
            Format::VaArg => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.typed(out, get(0));
                out.push_str(", ");
                self.ty(out, d.ty);
            }
            Format::LandingPad => {
                out.push_str(op.mnemonic());
                out.push(' ');
                self.ty(out, d.ty);
                if bits & InstExtra::CLEANUP != 0 {
                    out.push_str(" cleanup");
                }
                for (k, &v) in ops.iter().enumerate() {
                    let kind = extra.and_then(|e| e.clauses.get(k)).copied();
                    out.push_str(if kind == Some(ClauseKind::Filter) {
                        " filter "
                    } else {
                        " catch "
                    });
                    self.typed(out, v);
                }
            }
            Format::CatchSwitch => {
                out.push_str(op.mnemonic());
                out.push_str(" within ");
                let mut rest = ops;
                if bits & InstExtra::HAS_PARENT != 0 && !rest.is_empty() {
                    self.value(out, rest[0]);
                    rest = &rest[1..];
                } else {
                    out.push_str("none");
                }
                let unwind = if bits & InstExtra::HAS_UNWIND != 0 && !rest.is_empty() {
                    let u = rest[rest.len() - 1];
                    rest = &rest[..rest.len() - 1];
                    Some(u)
                } else {
                    None
                };
                out.push_str(" [");
                for (k, &b) in rest.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.label_ref(out, b);
                }
                out.push_str("] unwind ");
                match unwind {
                    Some(u) => self.label_ref(out, u),
                    None => out.push_str("to caller"),
                }
            }
            Format::FuncletPad { parent_required } => {
                out.push_str(op.mnemonic());
                out.push_str(" within ");
                let mut rest = ops;
                if (parent_required || bits & InstExtra::HAS_PARENT != 0) && !rest.is_empty() {
                    self.value(out, rest[0]);
                    rest = &rest[1..];
                } else {
                    out.push_str("none");
                }
                out.push_str(" [");
                for (k, &v) in rest.iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.typed(out, v);
                }
                out.push(']');
            }
            Format::CatchRet => {
                out.push_str(op.mnemonic());
                out.push_str(" from ");
                self.value(out, get(0));
                out.push_str(" to ");
                self.label_ref(out, get(1));
            }
            Format::CleanupRet => {
                out.push_str(op.mnemonic());
                out.push_str(" from ");
                self.value(out, get(0));
                out.push_str(" unwind ");
                match ops.get(1) {
                    Some(&u) => self.label_ref(out, u),
                    None => out.push_str("to caller"),
                }
            }
        }
    }

    /// call / invoke / callbr: `call [fmf] [cc] T @f(T %a, ...)` plus the
    /// destinations of invoke and callbr.
    fn call_like(&self, out: &mut String, i: Inst, extra: Option<&InstExtra>) {
        let f = self.f;
        let d = f.inst(i);
        let ops = f.operands(i);
        let op = d.opcode();
        let bits = extra.map_or(0, |e| e.bits);
        // Trailing block operands: invoke has two; callbr one plus `subop` more.
        let ndest = match op {
            Opcode::Invoke => 2,
            Opcode::CallBr => 1 + d.header.subop as usize,
            _ => 0,
        };
        let nargs_end = ops.len().saturating_sub(ndest).max(1);
        if op == Opcode::Call {
            if bits & InstExtra::MUSTTAIL != 0 {
                out.push_str("musttail ");
            } else if bits & InstExtra::NOTAIL != 0 {
                out.push_str("notail ");
            } else if d.header.flags.has(InstFlags::TAIL) {
                out.push_str("tail ");
            }
        }
        out.push_str(op.mnemonic());
        write_fast_math(out, extra.map_or(FastMath::default(), |e| e.fast_math));
        if let Some(cc) = extra.and_then(|e| e.calling_conv.as_ref()) {
            let _ = write!(out, " {cc}");
        }
        out.push(' ');
        let fty = d.aux_ty.map(|t| (t, self.types().get(t)));
        match fty {
            Some((t, TypeData::Function { vararg: true, .. })) => self.ty(out, t),
            Some((_, TypeData::Function { ret, .. })) => self.ty(out, *ret),
            _ => self.ty(out, d.ty),
        }
        out.push(' ');
        self.value(out, ops.first().copied().unwrap_or(Value::Arg(u32::MAX)));
        out.push('(');
        for (k, &a) in ops.get(1..nargs_end).unwrap_or(&[]).iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            // A call's alignment is that of every pointer it is given (memcpy's
            // `ptr align 4 %dst, ptr align 4 %src`).
            self.value_ty(out, a);
            let param = fty.and_then(|(_, t)| match t {
                TypeData::Function { params, .. } => params.get(k).copied(),
                _ => None,
            });
            if d.align != 0 && param.is_some_and(|t| matches!(self.types().get(t), TypeData::Ptr(_))) {
                let _ = write!(out, " align {}", d.align);
            }
            out.push(' ');
            self.value(out, a);
        }
        out.push(')');
        let dests = ops.get(nargs_end..).unwrap_or(&[]);
        match op {
            Opcode::Invoke if dests.len() == 2 => {
                out.push_str(" to ");
                self.label_ref(out, dests[0]);
                out.push_str(" unwind ");
                self.label_ref(out, dests[1]);
            }
            Opcode::CallBr if !dests.is_empty() => {
                out.push_str(" to ");
                self.label_ref(out, dests[0]);
                out.push_str(" [");
                for (k, &b) in dests[1..].iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    self.label_ref(out, b);
                }
                out.push(']');
            }
            _ => {}
        }
    }
}
