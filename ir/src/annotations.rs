//! NVVM's module-level facts as typed data: `nvvm.annotations` entries,
//! `nvvmir.version` and the `@llvm.used` array. (A kernel's launch bounds
//! are function attributes in current IR: launch_attrs.rs.)
//!
//! An annotation is the tuple `!{ptr @target, !"key", value}` in the named
//! metadata `nvvm.annotations`. The value is an `i32` for every key except
//! `grid_constant`, whose value is a tuple of the 1-based indices of the
//! kernel parameters it covers (NVVM batches them into one entry per
//! kernel). [`Module::annotate`] writes entries and [`Module::annotations`]
//! reads them back (also from parsed IR), so the backend never matches on
//! metadata shapes itself.

use crate::constants::ConstData;
use crate::entities::{FuncId, GlobalId, MdNode};
use crate::function::Linkage;
use crate::intrinsics::LLVM_PREFIX;
use crate::metadata::MdData;
use crate::metadata_keys::{LLVM_USED, METADATA_SECTION, NVVMIR_VERSION_NAME, NVVM_ANNOTATIONS};
use crate::module::{GlobalVar, Module};

macro_rules! annotation_keys {
    ($($variant:ident => $name:literal,)*) => {
        /// A key of `nvvm.annotations`.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum AnnotationKey {
            $(#[doc = concat!("`!\"", $name, "\"`")] $variant,)*
        }

        impl AnnotationKey {
            /// Every key with its metadata string.
            pub const TABLE: &'static [(AnnotationKey, &'static str)] =
                &[$((AnnotationKey::$variant, $name),)*];
        }
    };
}

annotation_keys! {
    Kernel => "kernel",
    Managed => "managed",
    Texture => "texture",
    Surface => "surface",
    GridConstant => "grid_constant",
    Align => "align",
    MaxNtidX => "maxntidx",
    MaxNtidY => "maxntidy",
    MaxNtidZ => "maxntidz",
    ReqNtidX => "reqntidx",
    ReqNtidY => "reqntidy",
    ReqNtidZ => "reqntidz",
    MinCtaSm => "minctasm",
    MaxNReg => "maxnreg",
    ClusterDimX => "cluster_dim_x",
    ClusterDimY => "cluster_dim_y",
    ClusterDimZ => "cluster_dim_z",
    MaxClusterRank => "maxclusterrank",
}

impl AnnotationKey {
    /// The metadata string of the key.
    pub fn name(self) -> &'static str {
        Self::TABLE.iter().find(|(k, _)| *k == self).map_or("", |(_, n)| n)
    }

    /// The key spelled `name`, if NVVM defines it.
    pub fn from_name(name: &str) -> Option<AnnotationKey> {
        Self::TABLE.iter().find(|(_, n)| *n == name).map(|(k, _)| *k)
    }

    /// Keys that mark a global variable (the rest describe kernels).
    pub fn is_global_key(self) -> bool {
        matches!(
            self,
            AnnotationKey::Managed | AnnotationKey::Texture | AnnotationKey::Surface
        )
    }
}

/// What an annotation is about.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AnnotationTarget {
    /// A function (kernel, entry, launch bounds, cluster settings, grid constants).
    Func(FuncId),
    /// A global variable (texture, surface, managed).
    Global(GlobalId),
}

/// The value of an annotation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnnotationValue {
    /// `i32 N`.
    Int(u32),
    /// `!{i32 a, i32 b, ...}`: 1-based parameter indices (`grid_constant`).
    Params(Vec<u32>),
}

/// One decoded `nvvm.annotations` entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Annotation {
    /// The symbol the entry is about.
    pub target: AnnotationTarget,
    /// The key (`kernel`, `maxntidx`, ...).
    pub key: AnnotationKey,
    /// The key's value.
    pub value: AnnotationValue,
}

/// NVVM IR version (major, minor) for `!nvvmir.version`. A module with debug
/// info adds the debug-metadata version (3, 2) as two more operands; ptxc
/// emits no debug info, so its tuple has two.
pub const NVVMIR_VERSION: [u32; 2] = [2, 0];

impl Module {
    /// Appends `!{ptr @target, !"key", value}` to `nvvm.annotations`.
    pub fn annotate(&mut self, target: AnnotationTarget, key: AnnotationKey, value: AnnotationValue) {
        let i32t = self.types.i32();
        let t = self.md.intern(match target {
            AnnotationTarget::Func(f) => MdData::Func(f),
            AnnotationTarget::Global(g) => MdData::Global(g),
        });
        let k = self.md.string(key.name());
        let int = |m: &mut Module, v: u32| {
            let c = m.const_int(i32t, i128::from(v));
            m.md.intern(MdData::Const(c))
        };
        let v = match value {
            AnnotationValue::Int(v) => int(self, v),
            AnnotationValue::Params(ps) => {
                let ops = ps.into_iter().map(|p| Some(int(self, p))).collect();
                self.md.tuple(ops)
            }
        };
        let node = self.md.tuple(vec![Some(t), Some(k), Some(v)]);
        self.add_named_md(NVVM_ANNOTATIONS, node);
    }

    /// Every well-formed `nvvm.annotations` entry with a known key, in order.
    pub fn annotations(&self) -> Vec<Annotation> {
        let nodes = self
            .named_md
            .iter()
            .filter(|(n, _)| n == NVVM_ANNOTATIONS)
            .flat_map(|(_, nodes)| nodes.iter().copied());
        nodes.filter_map(|n| self.decode_annotation(n)).collect()
    }

    fn decode_annotation(&self, n: MdNode) -> Option<Annotation> {
        crate::work::add(1);
        let MdData::Tuple(ops) = self.md.get(n) else {
            return None;
        };
        let get = |i: usize| ops.get(i).copied().flatten().map(|o| self.md.get(o));
        let target = match get(0)? {
            MdData::Func(f) => AnnotationTarget::Func(*f),
            MdData::Global(g) => AnnotationTarget::Global(*g),
            _ => return None,
        };
        let MdData::String(key) = get(1)? else { return None };
        let key = AnnotationKey::from_name(key)?;
        let int = |d: &MdData| match d {
            MdData::Const(c) => self.consts.as_int(*c).and_then(|v| u32::try_from(v).ok()),
            _ => None,
        };
        let value = match get(2)? {
            MdData::Tuple(ps) => AnnotationValue::Params(
                ps.iter()
                    .map(|p| p.and_then(|p| int(self.md.get(p))))
                    .collect::<Option<Vec<u32>>>()?,
            ),
            d => AnnotationValue::Int(int(d)?),
        };
        Some(Annotation { target, key, value })
    }

    /// The `i32` value of annotation `key` on `target`, if present.
    pub fn annotation(&self, target: AnnotationTarget, key: AnnotationKey) -> Option<u32> {
        self.annotations().into_iter().find_map(|a| match a.value {
            AnnotationValue::Int(v) if a.target == target && a.key == key => Some(v),
            _ => None,
        })
    }

    /// The 1-based indices of `f`'s `grid_constant` parameters.
    pub fn grid_constant_params(&self, f: FuncId) -> Vec<u32> {
        grid_constant_params_in(f, &self.annotations())
    }

    /// `!nvvmir.version = !{!{i32 2, i32 0}}` (four operands with debug info).
    pub fn set_nvvmir_version(&mut self, version: &[u32]) {
        let i32t = self.types.i32();
        let ops = version
            .iter()
            .map(|&v| {
                let c = self.const_int(i32t, i128::from(v));
                Some(self.md.intern(MdData::Const(c)))
            })
            .collect();
        let node = self.md.tuple(ops);
        self.named_md.retain(|(n, _)| n != NVVMIR_VERSION_NAME);
        self.add_named_md(NVVMIR_VERSION_NAME, node);
    }

    /// Adds `g` to `@llvm.used` (creating it): `appending global [N x ptr]`
    /// in section `llvm.metadata`, each member as a generic pointer.
    pub fn add_llvm_used(&mut self, g: GlobalId) {
        let mut members = self.llvm_used();
        if members.contains(&g) {
            return;
        }
        members.push(g);
        let generic = self.types.ptr(0);
        let elems = members
            .iter()
            .map(|&m| {
                let addr = self.consts.intern(ConstData::GlobalAddr(m));
                if self.globals[m].addrspace == 0 {
                    addr
                } else {
                    self.consts.intern(ConstData::AddrSpaceCast {
                        value: addr,
                        ty: generic,
                    })
                }
            })
            .collect();
        let ty = self.types.array(generic, members.len() as u64);
        let init = self.consts.intern(ConstData::Aggregate { ty, elems });
        match self.global_by_name(LLVM_USED) {
            Some(u) => {
                let u = &mut self.globals[u];
                u.ty = ty;
                u.initializer = Some(init);
            }
            None => {
                self.add_global(GlobalVar {
                    name: LLVM_USED.to_string(),
                    ty,
                    addrspace: 0,
                    linkage: Linkage::Appending,
                    is_constant: false,
                    initializer: Some(init),
                    align: 0,
                    externally_initialized: false,
                    section: Some(METADATA_SECTION.to_string()),
                });
            }
        }
    }

    /// The members of `@llvm.used`, in order.
    pub fn llvm_used(&self) -> Vec<GlobalId> {
        let Some(u) = self.global_by_name(LLVM_USED) else {
            return Vec::new();
        };
        let Some(init) = self.globals[u].initializer else {
            return Vec::new();
        };
        let ConstData::Aggregate { elems, .. } = self.consts.get(init) else {
            return Vec::new();
        };
        elems
            .iter()
            .filter_map(|&e| match self.consts.get(e) {
                ConstData::GlobalAddr(g) => Some(*g),
                ConstData::AddrSpaceCast { value, .. } => match self.consts.get(*value) {
                    ConstData::GlobalAddr(g) => Some(*g),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }
}

impl GlobalVar {
    /// True for compiler-only arrays such as `@llvm.used`: they describe the
    /// module and never become PTX variables.
    pub fn is_metadata(&self) -> bool {
        self.section.as_deref() == Some(METADATA_SECTION) || self.name.starts_with(LLVM_PREFIX)
    }
}

/// The 1-based indices of `f`'s `grid_constant` parameters among
/// `annotations` (decoded once by a caller asking for many functions).
pub fn grid_constant_params_in(f: FuncId, annotations: &[Annotation]) -> Vec<u32> {
    annotations
        .iter()
        .filter(|a| a.target == AnnotationTarget::Func(f) && a.key == AnnotationKey::GridConstant)
        .flat_map(|a| match &a.value {
            AnnotationValue::Params(ps) => ps.clone(),
            AnnotationValue::Int(v) => vec![*v],
        })
        .collect()
}

/// NVVM's `align` value for the attribute index `index` (0: the result, 1..: the
/// parameters) aligned to `align` bytes: the index in the high 16 bits.
pub fn align_value(index: u32, align: u32) -> u32 {
    (index << 16) | (align & 0xFFFF)
}

/// The alignment `f`'s `align` annotations give its result (attribute index 0), if any.
pub fn result_align_in(f: FuncId, annotations: &[Annotation]) -> Option<u32> {
    annotations.iter().find_map(|a| match a.value {
        AnnotationValue::Int(v)
            if a.target == AnnotationTarget::Func(f) && a.key == AnnotationKey::Align && v >> 16 == 0 =>
        {
            Some(v & 0xFFFF)
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for (k, n) in AnnotationKey::TABLE {
            assert_eq!(AnnotationKey::from_name(n), Some(*k));
            assert_eq!(k.name(), *n);
        }
        assert_eq!(AnnotationKey::from_name("maxntid"), None);
        assert!(AnnotationKey::Managed.is_global_key());
        assert!(!AnnotationKey::GridConstant.is_global_key());
    }
}
