//! The module: uniquing tables (types, constants, metadata), globals,
//! functions and named metadata.

use crate::constants::{ConstData, ConstStore, ConstType};
use crate::entities::{Constant, FuncId, GlobalId, MdNode, Type};
use crate::fold::small_float::round_to_small_float;
use crate::function::{Function, Linkage};
use crate::metadata::{MdData, MdStore};
use crate::metadata_keys::NVVM_ANNOTATIONS;
use crate::types::{TypeData, TypeStore};
use crate::value::Value;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use rustc_hash::FxHashMap;

/// The NVPTX64 target triple.
pub const NVPTX64_TRIPLE: &str = "nvptx64-nvidia-cuda";
/// The data layout NVVM uses for 64-bit NVPTX.
pub const NVPTX64_DATA_LAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// A module-scope variable.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    /// The symbol name, without `@`.
    pub name: String,
    /// Type of the stored value.
    pub ty: Type,
    /// Address space the variable lives in (1 global, 3 shared, 4 constant).
    pub addrspace: u32,
    /// Symbol linkage.
    pub linkage: Linkage,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// Initial value; None for an external declaration.
    pub initializer: Option<Constant>,
    /// Alignment in bytes (0 = unspecified).
    pub align: u32,
    /// `externally_initialized` (managed variables).
    pub externally_initialized: bool,
    /// `section "name"` (`llvm.metadata` for `@llvm.used`).
    pub section: Option<String>,
}

/// A compilation unit of IR.
#[derive(Clone, Default)]
pub struct Module {
    /// The source file name (`source_filename`, `; ModuleID`).
    pub name: String,
    /// `target triple` (`nvptx64-nvidia-cuda`).
    pub triple: String,
    /// `target datalayout`.
    pub data_layout: String,
    /// Uniqued types.
    pub types: TypeStore,
    /// Uniqued constants.
    pub consts: ConstStore,
    /// Uniqued metadata nodes.
    pub md: MdStore,
    /// Global variables in module order.
    pub globals: PrimaryMap<GlobalId, GlobalVar>,
    /// Function definitions and declarations in module order.
    pub functions: PrimaryMap<FuncId, Function>,
    /// `!name = !{...}` in insertion order.
    pub named_md: Vec<(String, Vec<MdNode>)>,
    func_by_name: FxHashMap<String, FuncId>,
    global_by_name: FxHashMap<String, GlobalId>,
}

impl Module {
    /// An empty NVPTX64 module.
    pub fn new(name: &str) -> Self {
        Module {
            name: name.to_string(),
            triple: NVPTX64_TRIPLE.to_string(),
            data_layout: NVPTX64_DATA_LAYOUT.to_string(),
            ..Default::default()
        }
    }

    /// Adds a function; its name must be new.
    pub fn add_function(&mut self, f: Function) -> FuncId {
        let name = f.name.clone();
        let id = self.functions.push(f);
        self.func_by_name.insert(name, id);
        id
    }

    /// Notes that function `id` is one of this module's moved to a new number (as
    /// `import::reorder_functions` does): its name is in the table already, where
    /// only its number changes (without a copy of the name per function).
    pub(crate) fn note_moved_function(&mut self, id: FuncId) {
        match self.func_by_name.get_mut(&self.functions[id].name) {
            Some(slot) => *slot = id,
            None => {
                let name = self.functions[id].name.clone();
                self.func_by_name.insert(name, id);
            }
        }
    }

    /// The function named `name`, if any.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.func_by_name.get(name).copied()
    }

    /// The function called `name`, declaring it with type `ty` if it is new.
    pub fn get_or_declare(&mut self, name: &str, ty: Type) -> FuncId {
        if let Some(f) = self.function_by_name(name) {
            return f;
        }
        let n = match self.types.get(ty) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        self.add_function(Function::new(name, ty, vec![String::new(); n]))
    }

    /// Keeps only the functions for which `keep` is true, renumbering the rest
    /// and rewriting every reference (operands, constants, metadata). The caller
    /// must only drop functions that nothing refers to.
    pub fn retain_functions(&mut self, keep: &dyn Fn(FuncId, &Function) -> bool) {
        // Nothing to renumber: skip the walk over every operand.
        if self.functions.iter().all(|(id, f)| keep(id, f)) {
            return;
        }
        let mut map: SecondaryMap<FuncId, PackedOption<FuncId>> = SecondaryMap::with_capacity(self.functions.len());
        let mut kept_count = 0;
        for (id, f) in self.functions.iter() {
            if keep(id, f) {
                map[id] = FuncId::new(kept_count).into();
                kept_count += 1;
            }
        }
        // In the table's own allocation (`in_place.rs`).
        let mut functions: Vec<Function> = std::mem::take(&mut self.functions).into();
        let mut old = 0;
        functions.retain(|_| {
            old += 1;
            map[FuncId::new(old - 1)].is_some()
        });
        let mut kept: PrimaryMap<FuncId, Function> = functions.into();
        for (_, f) in kept.iter_mut() {
            // Every operand slot, placed or abandoned: one sweep of the arena.
            f.remap_func_operands(&|g| map[g].expand());
        }
        // Annotations about a function that is gone go with it (its `align`).
        let removed = |n: &MdNode| match self.md.get(*n) {
            MdData::Tuple(ops) => ops
                .first()
                .copied()
                .flatten()
                .is_some_and(|t| matches!(self.md.get(t), MdData::Func(f) if map[*f].is_none())),
            _ => false,
        };
        let named: Vec<(String, Vec<MdNode>)> = std::mem::take(&mut self.named_md)
            .into_iter()
            .map(|(name, nodes)| {
                let nodes = nodes
                    .into_iter()
                    .filter(|n| name != NVVM_ANNOTATIONS || !removed(n))
                    .collect();
                (name, nodes)
            })
            .collect();
        self.named_md = named;
        let lookup = |f: FuncId| map[f].expand();
        let fn_ptr = self.types.ptr(0);
        self.consts.remap_functions(&lookup, fn_ptr);
        self.md.remap_functions(&lookup);
        self.functions = kept;
        self.rename_kept_functions(&|f| map[f].expand());
    }

    /// Renumbers the name table after [`Module::retain_functions`] (`map`: old number
    /// to new), as if rebuilt from the kept functions (a name names the last function
    /// of that name), without copying the names that stay.
    fn rename_kept_functions(&mut self, map: &dyn Fn(FuncId) -> Option<FuncId>) {
        let functions = &self.functions;
        self.func_by_name.retain(|name, id| match map(*id) {
            Some(new) if functions[new].name == *name => {
                *id = new;
                true
            }
            _ => false,
        });
        for (id, f) in self.functions.iter() {
            match self.func_by_name.get_mut(&f.name) {
                Some(slot) => *slot = (*slot).max(id),
                None => {
                    self.func_by_name.insert(f.name.clone(), id);
                }
            }
        }
    }

    /// Keeps only the globals for which `keep` is true, renumbering the rest and
    /// rewriting every reference (operands, constants, metadata). The caller must
    /// only drop globals that no instruction, live initializer or metadata refers
    /// to; constants of the pool that still name one become `poison`.
    pub fn retain_globals(&mut self, keep: &dyn Fn(GlobalId, &GlobalVar) -> bool) {
        self.retain_globals_named_by(keep, &|_| true);
    }

    /// [`Module::retain_globals`] for a caller that knows which bodies name a global
    /// as an operand (`names_globals`; global DCE, which has just walked them): the
    /// others are not walked.
    pub fn retain_globals_named_by(
        &mut self,
        keep: &dyn Fn(GlobalId, &GlobalVar) -> bool,
        names_globals: &dyn Fn(FuncId) -> bool,
    ) {
        if self.globals.iter().all(|(id, g)| keep(id, g)) {
            return;
        }
        // By old number: the new number of a kept global, the pointer type of a removed one.
        let mut map: Vec<Option<GlobalId>> = Vec::with_capacity(self.globals.len());
        let mut removed: Vec<Option<Type>> = Vec::with_capacity(self.globals.len());
        let mut kept: PrimaryMap<GlobalId, GlobalVar> = PrimaryMap::new();
        let old = std::mem::take(&mut self.globals);
        // Whether a kept global changes number (else no body needs rewriting).
        let mut moved = false;
        for (id, g) in old.into_iter() {
            if keep(id, &g) {
                let new = kept.push(g);
                moved |= new != id;
                map.push(Some(new));
                removed.push(None);
            } else {
                map.push(None);
                removed.push(Some(self.types.ptr(g.addrspace)));
            }
        }
        let map_of = |g: GlobalId| map.get(g.index()).copied().flatten();
        for (_, f) in self.functions.iter_mut().filter(|&(id, _)| moved && names_globals(id)) {
            for at in 0..f.layout.len() {
                let b = f.layout[at];
                for k in 0..f.blocks[b].insts.len() {
                    let i = f.blocks[b].insts[k];
                    for op in f.operands_mut(i) {
                        if let Value::Global(g) = op {
                            if let Some(n) = map_of(*g) {
                                *g = n;
                            }
                        }
                    }
                }
            }
        }
        let lookup = |g: GlobalId| map_of(g);
        // (An id that named no global before stays as it is, for the validator to report.)
        let const_lookup = |g: GlobalId| match (map_of(g), removed.get(g.index()).copied().flatten()) {
            (Some(n), _) => Ok(n),
            (None, Some(ty)) => Err(ty),
            (None, None) => Ok(g),
        };
        self.consts.remap_globals(&const_lookup);
        self.md.remap_globals(&lookup);
        self.global_by_name = kept.iter().map(|(id, g)| (g.name.clone(), id)).collect();
        self.globals = kept;
    }

    /// Adds a global variable, indexed by name.
    pub fn add_global(&mut self, g: GlobalVar) -> GlobalId {
        let name = g.name.clone();
        let id = self.globals.push(g);
        self.global_by_name.insert(name, id);
        id
    }

    /// The global named `name`, if any.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.global_by_name.get(name).copied()
    }

    /// Appends operands to the named metadata `name` (creating it).
    pub fn add_named_md(&mut self, name: &str, node: MdNode) {
        if let Some((_, ops)) = self.named_md.iter_mut().find(|(n, _)| n == name) {
            ops.push(node);
        } else {
            self.named_md.push((name.to_string(), vec![node]));
        }
    }

    /// `iN value` (value truncated to the type's width).
    pub fn const_int(&mut self, ty: Type, value: i128) -> Constant {
        let bits = self.types.int_bits(ty).unwrap_or(64);
        let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
        self.consts.intern(ConstData::Int {
            ty,
            bits: (value as u128) & mask,
        })
    }
    /// A floating constant of type `ty` with value `v` (rounded to the type).
    pub fn const_float(&mut self, ty: Type, v: f64) -> Constant {
        let bits = match self.types.get(ty) {
            TypeData::Float => u64::from((v as f32).to_bits()),
            TypeData::Half => u64::from(round_to_small_float(v, 5, 10)),
            TypeData::BFloat => u64::from(round_to_small_float(v, 8, 7)),
            _ => v.to_bits(),
        };
        self.consts.intern(ConstData::Float { ty, bits })
    }
    /// The null pointer of pointer type `ty`.
    pub fn const_null(&mut self, ty: Type) -> Constant {
        self.consts.intern(ConstData::Null(ty))
    }
    /// `zeroinitializer` of `ty`.
    pub fn const_zero(&mut self, ty: Type) -> Constant {
        self.consts.intern(ConstData::Zero(ty))
    }
    /// `undef` of `ty`.
    pub fn const_undef(&mut self, ty: Type) -> Constant {
        self.consts.intern(ConstData::Undef(ty))
    }
    /// `poison` of `ty`.
    pub fn const_poison(&mut self, ty: Type) -> Constant {
        self.consts.intern(ConstData::Poison(ty))
    }

    /// The type of a constant without making new types: `None` only for an
    /// address whose pointer type the module has not interned (so no value of
    /// the module can have it yet).
    pub fn known_const_type(&self, c: Constant) -> Option<Type> {
        let pointer = |space: u32| self.types.lookup(&TypeData::Ptr(space));
        match self.consts.get(c).ty() {
            ConstType::Stored(ty) => Some(ty),
            ConstType::GlobalPtr(g) => pointer(self.globals[g].addrspace),
            ConstType::GenericPtr => pointer(0),
        }
    }

    /// The type of a constant.
    pub fn const_type(&mut self, c: Constant) -> Type {
        match self.consts.get(c).ty() {
            ConstType::Stored(ty) => ty,
            ConstType::GlobalPtr(g) => {
                let a = self.globals[g].addrspace;
                self.types.ptr(a)
            }
            ConstType::GenericPtr => self.types.ptr(0),
        }
    }

    /// The type of `v` in `func` without interning anything (`None` for a
    /// value of a type the module does not have, such as a label).
    pub fn known_value_type(&self, func: &Function, v: Value) -> Option<Type> {
        match v {
            Value::Inst(i) => Some(func.inst(i).ty),
            Value::Arg(n) => match self.types.get(func.ty?) {
                TypeData::Function { params, .. } => params.get(n as usize).copied(),
                _ => None,
            },
            Value::Const(c) => self.known_const_type(c),
            Value::Global(g) => self.types.lookup(&TypeData::Ptr(self.globals[g].addrspace)),
            Value::Func(_) => self.types.lookup(&TypeData::Ptr(0)),
            Value::Block(_) => None,
        }
    }

    /// The type of `v` as an operand of an instruction of `func`.
    pub fn value_type(&mut self, func: &Function, v: Value) -> Type {
        match v {
            Value::Inst(i) => func.inst(i).ty,
            Value::Arg(n) => match func.ty.map(|t| self.types.get(t).clone()) {
                Some(TypeData::Function { params, .. }) => params[n as usize],
                _ => self.types.void(),
            },
            Value::Const(c) => self.const_type(c),
            Value::Global(g) => {
                let a = self.globals[g].addrspace;
                self.types.ptr(a)
            }
            Value::Func(_) => self.types.ptr(0),
            Value::Block(_) => self.types.intern(TypeData::Label),
        }
    }
}
