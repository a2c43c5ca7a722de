//! Copying functions between modules: a function of `src` becomes a function of
//! `dst` with the same body, its types, constants, globals, callees and metadata
//! re-made in `dst`'s tables (a module's handles mean nothing in another module).
//!
//! The NVRTC library keeps ptxc's math library, optimized once, in a module of
//! its own and copies what a program calls into the program's module
//! (`compiler/src/driver/library_cache.rs`), so each program neither parses nor
//! cleans those bodies again.

use crate::constants::{ConstData, InlineAsm};
use crate::entities::{Constant, FuncId, GlobalId, MdNode, Type};
use crate::function::Function;
use crate::metadata::MdData;
use crate::module::{GlobalVar, Module};
use crate::types::TypeData;
use crate::value::Value;
use cranelift_entity::EntityRef;
use rustc_hash::FxHashMap;

/// The handles of `src` already re-made in `dst`, for one run of imports.
pub struct Importer<'s> {
    src: &'s Module,
    /// `src`'s types and constants re-made so far, by index (a dense table: every
    /// instruction and operand of a copied body asks, ~3,000 times a `sinf`).
    types: Vec<Option<Type>>,
    consts: Vec<Option<Constant>>,
    globals: FxHashMap<GlobalId, GlobalId>,
    funcs: FxHashMap<FuncId, FuncId>,
    md: FxHashMap<MdNode, MdNode>,
    /// Functions copied in with a body, in the order they were copied.
    pub defined: Vec<FuncId>,
}

impl<'s> Importer<'s> {
    /// An importer from `src`.
    pub fn new(src: &'s Module) -> Self {
        Importer {
            src,
            types: vec![None; src.types.len()],
            consts: vec![None; src.consts.len()],
            globals: FxHashMap::default(),
            funcs: FxHashMap::default(),
            md: FxHashMap::default(),
            defined: Vec::new(),
        }
    }

    /// `src`'s function `f` in `dst`: a function of `dst` of the same name when it
    /// has a body or `f` has none; otherwise `f` copied, replacing a declaration
    /// of that name, with everything it refers to (callees copied the same way).
    pub fn function(&mut self, dst: &mut Module, f: FuncId) -> FuncId {
        if let Some(&id) = self.funcs.get(&f) {
            return id;
        }
        let from = &self.src.functions[f];
        let existing = dst.function_by_name(&from.name);
        if let Some(id) = existing {
            if from.is_declaration() || !dst.functions[id].is_declaration() {
                self.funcs.insert(f, id);
                return id;
            }
        }
        // Recorded before the body is copied, so recursive calls resolve.
        let id = match existing {
            Some(id) => id,
            None => {
                let ty = self.ty(dst, from.ty.expect("a function has a type"));
                dst.add_function(Function::new(&from.name, ty, Vec::new()))
            }
        };
        self.funcs.insert(f, id);
        let copy = self.copy_function(dst, from);
        if !copy.is_declaration() {
            self.defined.push(id);
        }
        dst.functions[id] = copy;
        id
    }

    /// `from` with every handle re-made in `dst`.
    fn copy_function(&mut self, dst: &mut Module, from: &Function) -> Function {
        let mut f = from.clone();
        f.ty = f.ty.map(|t| self.ty(dst, t));
        for a in f.param_attrs.iter_mut().chain(std::iter::once(&mut f.ret_attrs)) {
            a.byval = a.byval.map(|t| self.ty(dst, t));
            a.sret = a.sret.map(|t| self.ty(dst, t));
        }
        for c in [&mut f.prefix, &mut f.prologue, &mut f.personality] {
            *c = c.map(|c| self.constant(dst, c));
        }
        for (_, data) in f.insts.iter_mut() {
            data.ty = self.ty(dst, data.ty);
            data.aux_ty = data.aux_ty.map(|t| self.ty(dst, t));
        }
        for v in f.arena.values_mut() {
            *v = match *v {
                Value::Const(c) => Value::Const(self.constant(dst, c)),
                Value::Global(g) => Value::Global(self.global(dst, g)),
                Value::Func(g) => Value::Func(self.function(dst, g)),
                other => other,
            };
        }
        for extra in f.inst_extra.values_mut() {
            for (_, node) in extra.metadata.iter_mut() {
                *node = self.metadata(dst, *node);
            }
        }
        f
    }

    /// `src`'s type `t` in `dst`.
    pub fn ty(&mut self, dst: &mut Module, t: Type) -> Type {
        if let Some(n) = self.types.get(t.index()).copied().flatten() {
            return n;
        }
        let data = match self.src.types.get(t).clone() {
            TypeData::Array { elem, len } => TypeData::Array {
                elem: self.ty(dst, elem),
                len,
            },
            TypeData::Vector { elem, len } => TypeData::Vector {
                elem: self.ty(dst, elem),
                len,
            },
            TypeData::Struct { fields, packed } => TypeData::Struct {
                fields: fields.into_iter().map(|t| self.ty(dst, t)).collect(),
                packed,
            },
            TypeData::Function { ret, params, vararg } => TypeData::Function {
                ret: self.ty(dst, ret),
                params: params.into_iter().map(|t| self.ty(dst, t)).collect(),
                vararg,
            },
            other => other,
        };
        let named = matches!(data, TypeData::Named(_));
        let n = dst.types.intern(data);
        if let Some(slot) = self.types.get_mut(t.index()) {
            *slot = Some(n);
        }
        // A named struct's body, unless `dst` defined it already (after the name is
        // recorded: a body may name the struct again).
        let body = self.src.types.struct_body(t).filter(|b| b.defined).cloned();
        if let (true, Some(body)) = (named, body) {
            if !dst.types.struct_body(n).is_some_and(|b| b.defined) {
                let fields = body.fields.iter().map(|&f| self.ty(dst, f)).collect();
                dst.types.set_struct_body(n, fields, body.packed);
            }
        }
        n
    }

    /// `src`'s constant `c` in `dst`.
    pub fn constant(&mut self, dst: &mut Module, c: Constant) -> Constant {
        if let Some(n) = self.consts.get(c.index()).copied().flatten() {
            return n;
        }
        let data = match self.src.consts.get(c).clone() {
            ConstData::Int { ty, bits } => ConstData::Int {
                ty: self.ty(dst, ty),
                bits,
            },
            ConstData::Float { ty, bits } => ConstData::Float {
                ty: self.ty(dst, ty),
                bits,
            },
            ConstData::Null(t) => ConstData::Null(self.ty(dst, t)),
            ConstData::Undef(t) => ConstData::Undef(self.ty(dst, t)),
            ConstData::Poison(t) => ConstData::Poison(self.ty(dst, t)),
            ConstData::Zero(t) => ConstData::Zero(self.ty(dst, t)),
            ConstData::Aggregate { ty, elems } => ConstData::Aggregate {
                ty: self.ty(dst, ty),
                elems: elems.into_iter().map(|e| self.constant(dst, e)).collect(),
            },
            ConstData::Bytes { ty, bytes } => ConstData::Bytes {
                ty: self.ty(dst, ty),
                bytes,
            },
            ConstData::GlobalAddr(g) => ConstData::GlobalAddr(self.global(dst, g)),
            ConstData::FuncAddr(f) => ConstData::FuncAddr(self.function(dst, f)),
            ConstData::GlobalOffset { global, offset } => ConstData::GlobalOffset {
                global: self.global(dst, global),
                offset,
            },
            ConstData::AddrSpaceCast { value, ty } => ConstData::AddrSpaceCast {
                value: self.constant(dst, value),
                ty: self.ty(dst, ty),
            },
            ConstData::InlineAsm(asm) => ConstData::InlineAsm(Box::new(InlineAsm {
                fn_ty: self.ty(dst, asm.fn_ty),
                ..*asm
            })),
        };
        let n = dst.consts.intern(data);
        if let Some(slot) = self.consts.get_mut(c.index()) {
            *slot = Some(n);
        }
        n
    }

    /// `src`'s global `g` in `dst`: the global of that name when it is the same
    /// variable (type, initializer and kind), else a copy (renamed if the name is taken:
    /// IR generation numbers string literals `.str.1`, ... per module).
    pub fn global(&mut self, dst: &mut Module, g: GlobalId) -> GlobalId {
        if let Some(&n) = self.globals.get(&g) {
            return n;
        }
        let from = &self.src.globals[g];
        let ty = self.ty(dst, from.ty);
        let mut name = from.name.clone();
        if let Some(n) = dst.global_by_name(&name) {
            // (An initializer holding addresses is taken as different: comparing it
            // would import the globals it names, maybe `g` itself.)
            let plain = |c| {
                let mut named = Vec::new();
                self.src.consts.referenced_globals(c, &mut named);
                named.is_empty()
            };
            let same_init = match (from.initializer, dst.globals[n].initializer) {
                (None, None) => true,
                (Some(a), Some(b)) if plain(a) => self.constant(dst, a) == b,
                _ => false,
            };
            let to = &dst.globals[n];
            if same_init && to.ty == ty && to.addrspace == from.addrspace && to.is_constant == from.is_constant {
                self.globals.insert(g, n);
                return n;
            }
            let mut k = 1;
            while dst.global_by_name(&format!("{}.lib{k}", from.name)).is_some() {
                k += 1;
            }
            name = format!("{}.lib{k}", from.name);
        }
        let n = dst.add_global(GlobalVar {
            name,
            ty,
            initializer: None,
            ..from.clone()
        });
        // Recorded before the initializer, which may hold the global's own address.
        self.globals.insert(g, n);
        let init = from.initializer.map(|c| self.constant(dst, c));
        dst.globals[n].initializer = init;
        n
    }

    /// `src`'s metadata node `m` in `dst`.
    fn metadata(&mut self, dst: &mut Module, m: MdNode) -> MdNode {
        if let Some(&n) = self.md.get(&m) {
            return n;
        }
        let ops = |s: &mut Self, dst: &mut Module, ops: &[Option<MdNode>]| -> Vec<Option<MdNode>> {
            ops.iter().map(|o| o.map(|o| s.metadata(dst, o))).collect()
        };
        let n = match self.src.md.get(m).clone() {
            MdData::Const(c) => {
                let c = self.constant(dst, c);
                dst.md.intern(MdData::Const(c))
            }
            MdData::Func(f) => {
                let f = self.function(dst, f);
                dst.md.intern(MdData::Func(f))
            }
            MdData::Global(g) => {
                let g = self.global(dst, g);
                dst.md.intern(MdData::Global(g))
            }
            MdData::Tuple(o) => {
                let o = ops(self, dst, &o);
                dst.md.tuple(o)
            }
            MdData::Distinct(_, o) => {
                let o = ops(self, dst, &o);
                dst.md.distinct(o)
            }
            other => dst.md.intern(other),
        };
        self.md.insert(m, n);
        n
    }
}

/// Puts `m`'s globals in `order` (every id once), rewriting every reference to them.
pub fn reorder_globals(m: &mut Module, order: &[GlobalId]) {
    let mut old: Vec<Option<GlobalVar>> = std::mem::take(&mut m.globals)
        .into_iter()
        .map(|(_, g)| Some(g))
        .collect();
    let mut map: FxHashMap<GlobalId, GlobalId> = FxHashMap::default();
    for &g in order {
        if let Some(var) = old.get_mut(g.as_u32() as usize).and_then(Option::take) {
            map.insert(g, m.add_global(var));
        }
    }
    for f in m.functions.values_mut() {
        for v in f.arena.values_mut() {
            if let Value::Global(g) = v {
                *g = map.get(g).copied().unwrap_or(*g);
            }
        }
    }
    m.consts.remap_globals(&|g| Ok(map.get(&g).copied().unwrap_or(g)));
    m.md.remap_globals(&|g| map.get(&g).copied());
}

/// Puts `m`'s functions in `order` (every id once), rewriting every reference to them.
/// Functions `order` leaves out are dropped; they are moved within their own table.
pub fn reorder_functions(m: &mut Module, order: &[FuncId]) {
    let n = m.functions.len();
    let mut placed = vec![false; n];
    let order: Vec<usize> = order
        .iter()
        .map(|f| f.index())
        .filter(|&i| i < n && !std::mem::replace(&mut placed[i], true))
        .collect();
    let mut functions: Vec<Function> = std::mem::take(&mut m.functions).into();
    crate::in_place::select_in_order(&mut functions, &order);
    m.functions = functions.into();
    let mut map: Vec<Option<FuncId>> = vec![None; n];
    for (new, &old) in order.iter().enumerate() {
        let id = FuncId::new(new);
        map[old] = Some(id);
        m.note_moved_function(id);
    }
    let lookup = |f: FuncId| Some(map.get(f.index()).copied().flatten().unwrap_or(f));
    for f in m.functions.values_mut() {
        f.remap_func_operands(&lookup);
    }
    let fn_ptr = m.types.ptr(0);
    m.consts.remap_functions(&lookup, fn_ptr);
    m.md.remap_functions(&lookup);
}

#[cfg(test)]
#[path = "import_tests.rs"]
mod tests;
