//! A kernel's launch attributes (`__launch_bounds__`, `__maxnreg__`,
//! `__cluster_dims__`) in the form NVVM's current IR gives them: string
//! function attributes on the kernel, `"nvvm.maxntid"="256,1,1"`,
//! `"nvvm.minctasm"="2"`, `"nvvm.blocksareclusters"`, ...
//!
//! Older IR spells the same facts as per-axis `nvvm.annotations` entries
//! (`maxntidx`, `cluster_dim_x`, ...). [`Module::launch_attrs`] reads the
//! function attributes first and falls back to those entries, as NVVM's own
//! accessors do, so the backend and verifier accept IR of either generation
//! while IR generation writes only the current form.

use crate::annotations::{Annotation, AnnotationKey as K, AnnotationTarget, AnnotationValue};
use crate::attributes::FnAttr;
use crate::entities::FuncId;
use crate::module::Module;

macro_rules! launch_attr_keys {
    ($($(#[$doc:meta])* $variant:ident => $name:literal,)*) => {
        /// The key of one launch attribute (a string function attribute).
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum LaunchAttrKey {
            $($(#[$doc])* $variant,)*
        }

        impl LaunchAttrKey {
            /// Every key with its attribute string, in the order they are written.
            pub const TABLE: &'static [(LaunchAttrKey, &'static str)] =
                &[$((LaunchAttrKey::$variant, $name),)*];
        }
    };
}

launch_attr_keys! {
    /// `__launch_bounds__(N)`: at most N threads per block, as `"x,y,z"`.
    MaxNtid => "nvvm.maxntid",
    /// An exact block shape, as `"x,y,z"` (PTX `.reqntid`).
    ReqNtid => "nvvm.reqntid",
    /// `__launch_bounds__(N, M)`: at least M blocks per multiprocessor.
    MinCtaSm => "nvvm.minctasm",
    /// `__maxnreg__(N)` or `__launch_bounds__(.., .., N)`: a register ceiling.
    MaxNReg => "nvvm.maxnreg",
    /// `__launch_bounds__(N, M, K)`: at most K blocks per cluster.
    MaxClusterRank => "nvvm.maxclusterrank",
    /// Present (no value) when the kernel has `__cluster_dims__`.
    BlocksAreClusters => "nvvm.blocksareclusters",
    /// `__cluster_dims__(x, y, z)`, as `"x,y,z"`.
    ClusterDim => "nvvm.cluster_dim",
}

impl LaunchAttrKey {
    /// The attribute string of the key.
    pub fn name(self) -> &'static str {
        Self::TABLE.iter().find(|(k, _)| *k == self).map_or("", |(_, n)| n)
    }
}

/// The launch attributes of one kernel; `None`/`false` where not given.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct LaunchAttrs {
    /// `.maxntid`: the largest block, per axis.
    pub max_ntid: Option<[u32; 3]>,
    /// `.reqntid`: the required block shape.
    pub req_ntid: Option<[u32; 3]>,
    /// `.minnctapersm`: blocks per multiprocessor to plan registers for.
    pub min_cta_sm: Option<u32>,
    /// `.maxnreg`: the register ceiling per thread.
    pub max_nreg: Option<u32>,
    /// `.maxclusterrank`: the most blocks a cluster may have.
    pub max_cluster_rank: Option<u32>,
    /// `.reqnctapercluster`: the cluster shape.
    pub cluster_dim: Option<[u32; 3]>,
    /// The kernel is launched in clusters (`__cluster_dims__` given).
    pub blocks_are_clusters: bool,
}

impl LaunchAttrs {
    /// True when no attribute is set.
    pub fn is_empty(&self) -> bool {
        *self == LaunchAttrs::default()
    }

    /// The attributes as `(key, value)` pairs in table order; flags have no value.
    pub fn to_pairs(&self) -> Vec<(LaunchAttrKey, Option<String>)> {
        let triple = |d: [u32; 3]| format!("{},{},{}", d[0], d[1], d[2]);
        let mut out = Vec::new();
        let mut push = |k: LaunchAttrKey, v: Option<String>| out.push((k, v));
        if let Some(d) = self.max_ntid {
            push(LaunchAttrKey::MaxNtid, Some(triple(d)));
        }
        if let Some(d) = self.req_ntid {
            push(LaunchAttrKey::ReqNtid, Some(triple(d)));
        }
        if let Some(n) = self.min_cta_sm {
            push(LaunchAttrKey::MinCtaSm, Some(n.to_string()));
        }
        if let Some(n) = self.max_nreg {
            push(LaunchAttrKey::MaxNReg, Some(n.to_string()));
        }
        if let Some(n) = self.max_cluster_rank {
            push(LaunchAttrKey::MaxClusterRank, Some(n.to_string()));
        }
        if self.blocks_are_clusters {
            push(LaunchAttrKey::BlocksAreClusters, None);
        }
        if let Some(d) = self.cluster_dim {
            push(LaunchAttrKey::ClusterDim, Some(triple(d)));
        }
        out
    }
}

/// `"x,y,z"` (missing trailing axes are 1, as in `"256"`).
fn parse_triple(text: &str) -> Option<[u32; 3]> {
    let mut out = [1u32; 3];
    let mut parts = text.split(',');
    for slot in &mut out {
        match parts.next() {
            Some(p) => *slot = p.trim().parse().ok()?,
            None => break,
        }
    }
    parts.next().is_none().then_some(out)
}

impl Module {
    /// Writes `attrs` onto kernel `f` as string function attributes,
    /// replacing any launch attributes it had.
    pub fn set_launch_attrs(&mut self, f: FuncId, attrs: &LaunchAttrs) {
        let Some(func) = self.functions.get_mut(f) else {
            return;
        };
        let is_launch_key = |a: &FnAttr| LaunchAttrKey::TABLE.iter().any(|(_, n)| a.key() == *n);
        func.attrs.retain(|a| !is_launch_key(a));
        for (key, value) in attrs.to_pairs() {
            func.attrs.push(FnAttr::Str(key.name().to_string(), value));
        }
    }

    /// The launch attributes of `f`: its function attributes, else the
    /// older per-axis `nvvm.annotations` entries.
    pub fn launch_attrs(&self, f: FuncId) -> LaunchAttrs {
        self.launch_attrs_with(f, &self.annotations())
    }

    /// [`launch_attrs`](Self::launch_attrs) reading the `nvvm.annotations`
    /// entries from `annotations` (decoded once by a caller asking for many
    /// functions: decoding them per function is quadratic in the kernels).
    pub fn launch_attrs_with(&self, f: FuncId, annotations: &[Annotation]) -> LaunchAttrs {
        let mut out = legacy_launch_attrs(f, annotations);
        let Some(func) = self.functions.get(f) else {
            return out;
        };
        let text = |k: LaunchAttrKey| {
            func.attrs
                .iter()
                .find(|a| a.key() == k.name())
                .map(|a| a.value().unwrap_or(""))
        };
        let number = |k: LaunchAttrKey| text(k).and_then(|v| v.trim().parse().ok());
        let triple = |k: LaunchAttrKey| text(k).and_then(parse_triple);
        out.max_ntid = triple(LaunchAttrKey::MaxNtid).or(out.max_ntid);
        out.req_ntid = triple(LaunchAttrKey::ReqNtid).or(out.req_ntid);
        out.min_cta_sm = number(LaunchAttrKey::MinCtaSm).or(out.min_cta_sm);
        out.max_nreg = number(LaunchAttrKey::MaxNReg).or(out.max_nreg);
        out.max_cluster_rank = number(LaunchAttrKey::MaxClusterRank).or(out.max_cluster_rank);
        out.cluster_dim = triple(LaunchAttrKey::ClusterDim).or(out.cluster_dim);
        out.blocks_are_clusters |= text(LaunchAttrKey::BlocksAreClusters).is_some() || out.cluster_dim.is_some();
        out
    }
}

/// The launch facts older IR keeps in `nvvm.annotations`, one entry per axis.
fn legacy_launch_attrs(f: FuncId, annotations: &[Annotation]) -> LaunchAttrs {
    let mut axes: [[Option<u32>; 3]; 3] = [[None; 3]; 3]; // maxntid, reqntid, cluster_dim
    let mut out = LaunchAttrs::default();
    for a in annotations {
        let AnnotationValue::Int(v) = a.value else { continue };
        if a.target != AnnotationTarget::Func(f) {
            continue;
        }
        match a.key {
            K::MaxNtidX => axes[0][0] = Some(v),
            K::MaxNtidY => axes[0][1] = Some(v),
            K::MaxNtidZ => axes[0][2] = Some(v),
            K::ReqNtidX => axes[1][0] = Some(v),
            K::ReqNtidY => axes[1][1] = Some(v),
            K::ReqNtidZ => axes[1][2] = Some(v),
            K::ClusterDimX => axes[2][0] = Some(v),
            K::ClusterDimY => axes[2][1] = Some(v),
            K::ClusterDimZ => axes[2][2] = Some(v),
            K::MinCtaSm => out.min_cta_sm = Some(v),
            K::MaxNReg => out.max_nreg = Some(v),
            K::MaxClusterRank => out.max_cluster_rank = Some(v),
            _ => {}
        }
    }
    // An axis left out is 1, as NVVM reads it.
    let whole = |d: [Option<u32>; 3]| d.iter().any(Option::is_some).then(|| d.map(|v| v.unwrap_or(1)));
    out.max_ntid = whole(axes[0]);
    out.req_ntid = whole(axes[1]);
    out.cluster_dim = whole(axes[2]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_parse_with_missing_axes_as_one() {
        assert_eq!(parse_triple("256,1,1"), Some([256, 1, 1]));
        assert_eq!(parse_triple("2, 4"), Some([2, 4, 1]));
        assert_eq!(parse_triple("64"), Some([64, 1, 1]));
        assert_eq!(parse_triple("1,2,3,4"), None);
        assert_eq!(parse_triple("x"), None);
    }

    #[test]
    fn pairs_follow_the_table_order() {
        let a = LaunchAttrs {
            max_ntid: Some([256, 1, 1]),
            min_cta_sm: Some(2),
            cluster_dim: Some([2, 1, 1]),
            blocks_are_clusters: true,
            ..LaunchAttrs::default()
        };
        let keys: Vec<&str> = a.to_pairs().iter().map(|(k, _)| k.name()).collect();
        assert_eq!(
            keys,
            [
                "nvvm.maxntid",
                "nvvm.minctasm",
                "nvvm.blocksareclusters",
                "nvvm.cluster_dim"
            ]
        );
    }
}
