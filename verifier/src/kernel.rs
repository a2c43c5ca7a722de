//! Function roles read from the module: which functions are kernels,
//! non-kernel entries or exit handlers, their cluster settings, and which
//! globals are textures or surfaces.
//!
//! NVVM records these as `nvvm.annotations` tuples `{ptr @sym, !"key", i32 v}`
//! (before the annotations are moved onto the function) or as function
//! attributes (after): `"nvvm.kernel"`, `"nvvm.cluster_dim"="x,y,z"`,
//! `"nvvm.maxclusterrank"="n"`; a kernel may also carry the `ptx_kernel`
//! calling convention (number 71). All forms are read here.

use ptxc_ir::{metadata_keys, CallingConv, ConstData, FuncId, GlobalId, MdData, MdNode, Module};
use rustc_hash::{FxHashMap, FxHashSet};

/// Cluster settings of one function, as annotated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClusterInfo {
    /// x, y, z; `None` where a dimension is not given.
    pub dims: [Option<u64>; 3],
    /// `cluster_max_blocks` / `maxclusterrank`.
    pub max_blocks: Option<u64>,
}

impl ClusterInfo {
    /// True when any cluster setting is present.
    pub fn any(&self) -> bool {
        self.dims.iter().any(Option::is_some) || self.max_blocks.is_some()
    }
}

/// Roles and annotations of the module's symbols.
#[derive(Clone, Debug, Default)]
pub struct KernelInfo {
    kernels: FxHashSet<FuncId>,
    entries: FxHashSet<FuncId>,
    exit_handlers: FxHashSet<FuncId>,
    clusters: FxHashMap<FuncId, ClusterInfo>,
    texsurf: FxHashSet<GlobalId>,
}

impl KernelInfo {
    /// Reads annotations and attributes of `m`.
    pub fn collect(m: &Module) -> Self {
        let mut info = KernelInfo::default();
        for (name, nodes) in &m.named_md {
            if name != metadata_keys::NVVM_ANNOTATIONS {
                continue;
            }
            for &node in nodes {
                info.read_annotation(m, node);
            }
        }
        for (f, func) in m.functions.iter() {
            if func.calling_conv.as_ref().is_some_and(CallingConv::is_ptx_kernel) {
                info.kernels.insert(f);
            }
            for attr in &func.attrs {
                let value = attr.value().unwrap_or("");
                match attr.key() {
                    "nvvm.kernel" | "ptx_kernel" => {
                        info.kernels.insert(f);
                    }
                    "nvvm.cluster_dim" => {
                        let c = info.clusters.entry(f).or_default();
                        for (i, part) in value.split(',').take(3).enumerate() {
                            c.dims[i] = part.trim().parse().ok();
                        }
                    }
                    "nvvm.maxclusterrank" | "cluster_max_blocks" => {
                        info.clusters.entry(f).or_default().max_blocks = value.trim().parse().ok();
                    }
                    _ => {}
                }
            }
        }
        info
    }

    fn read_annotation(&mut self, m: &Module, node: MdNode) {
        let MdData::Tuple(ops) = m.md.get(node) else {
            return;
        };
        // Operands come in a symbol followed by (key, value) pairs.
        let Some(Some(sym)) = ops.first() else {
            return;
        };
        let sym = m.md.get(*sym).clone();
        let mut rest = ops[1..].chunks(2);
        for pair in &mut rest {
            let [Some(k), Some(v)] = pair else { continue };
            let MdData::String(key) = m.md.get(*k) else { continue };
            let value = match m.md.get(*v) {
                MdData::Const(c) => match m.consts.get(*c) {
                    ConstData::Int { bits, .. } => Some(*bits as u64),
                    _ => None,
                },
                _ => None,
            };
            match &sym {
                MdData::Func(f) => self.apply_function_key(*f, key, value),
                MdData::Global(g) if key == "texture" || key == "surface" => {
                    self.texsurf.insert(*g);
                }
                _ => {}
            }
        }
    }

    fn apply_function_key(&mut self, f: FuncId, key: &str, value: Option<u64>) {
        let on = value != Some(0);
        match key {
            "kernel" if on => {
                self.kernels.insert(f);
            }
            "entry" if on => {
                self.entries.insert(f);
            }
            "exit_handler" if on => {
                self.exit_handlers.insert(f);
            }
            "cluster_dim_x" | "cluster_dimx" => self.clusters.entry(f).or_default().dims[0] = value,
            "cluster_dim_y" | "cluster_dimy" => self.clusters.entry(f).or_default().dims[1] = value,
            "cluster_dim_z" | "cluster_dimz" => self.clusters.entry(f).or_default().dims[2] = value,
            "cluster_max_blocks" | "maxclusterrank" => self.clusters.entry(f).or_default().max_blocks = value,
            _ => {}
        }
    }

    /// True for `__global__` functions.
    pub fn is_kernel(&self, f: FuncId) -> bool {
        self.kernels.contains(&f)
    }
    /// True for entry functions that are not kernels.
    pub fn is_entry(&self, f: FuncId) -> bool {
        self.entries.contains(&f)
    }
    /// True for exit handlers.
    pub fn is_exit_handler(&self, f: FuncId) -> bool {
        self.exit_handlers.contains(&f)
    }
    /// The cluster settings of `f`, if any were given.
    pub fn cluster(&self, f: FuncId) -> Option<&ClusterInfo> {
        self.clusters.get(&f).filter(|c| c.any())
    }
    /// True for globals annotated as texture or surface references.
    pub fn is_texsurf(&self, g: GlobalId) -> bool {
        self.texsurf.contains(&g)
    }
}
