//! Metadata nodes (`!{...}`, `!"string"`) and the table that uniques them.
//!
//! NVVM attaches kernel facts (`nvvm.annotations`, `nvvmir.version`) as
//! metadata; uniquing means two identical tuples print as one `!N`.

use crate::entities::{Constant, FuncId, GlobalId, MdNode};
use cranelift_entity::PrimaryMap;
use rustc_hash::FxHashMap;

/// What a metadata node is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdData {
    /// `!"text"`
    String(String),
    /// A typed constant operand, e.g. `i32 1`.
    Const(Constant),
    /// `ptr @function`
    Func(FuncId),
    /// `ptr addrspace(N) @global`
    Global(GlobalId),
    /// `!{...}`; `None` is a null operand.
    Tuple(Vec<Option<MdNode>>),
    /// `distinct !{...}`: never merged with an equal node (the number, unique
    /// per store, keeps it apart). Built by [`MdStore::distinct`].
    Distinct(u32, Vec<Option<MdNode>>),
    /// As an operand of a [`MdData::Distinct`] node: that node itself, as in
    /// the loop-metadata idiom `!0 = distinct !{!0, ...}`. Keeping the
    /// self-reference symbolic keeps the metadata graph acyclic.
    SelfRef,
}

/// The uniquing table for metadata.
#[derive(Default, Clone)]
pub struct MdStore {
    data: PrimaryMap<MdNode, MdData>,
    unique: FxHashMap<MdData, MdNode>,
    distinct_count: u32,
}

impl MdStore {
    /// Rewrites every global reference through `map`, keeping node handles.
    pub fn remap_globals(&mut self, map: &dyn Fn(GlobalId) -> Option<GlobalId>) {
        for (_, d) in self.data.iter_mut() {
            if let MdData::Global(g) = d {
                if let Some(n) = map(*g) {
                    *g = n;
                }
            }
        }
        self.unique = self.data.iter().map(|(m, d)| (d.clone(), m)).collect();
    }

    /// Rewrites every function reference through `map` (see
    /// [`crate::ConstStore::remap_functions`]), keeping node handles.
    pub fn remap_functions(&mut self, map: &dyn Fn(FuncId) -> Option<FuncId>) {
        for (_, d) in self.data.iter_mut() {
            if let MdData::Func(f) = d {
                match map(*f) {
                    Some(n) => *f = n,
                    // The function is gone (and the annotations naming it): an empty
                    // node, so that no stale number names another function.
                    None => *d = MdData::Tuple(Vec::new()),
                }
            }
        }
        self.unique = self.data.iter().map(|(m, d)| (d.clone(), m)).collect();
    }

    /// The node for `data`, created on first request (uniqued).
    pub fn intern(&mut self, data: MdData) -> MdNode {
        if let Some(&m) = self.unique.get(&data) {
            return m;
        }
        let m = self.data.push(data.clone());
        self.unique.insert(data, m);
        m
    }
    /// The data of node `m`.
    pub fn get(&self, m: MdNode) -> &MdData {
        &self.data[m]
    }
    /// The uniqued string node `!"s"`.
    pub fn string(&mut self, s: &str) -> MdNode {
        self.intern(MdData::String(s.to_string()))
    }
    /// The uniqued tuple `!{...}` of `ops` (None is `null`).
    pub fn tuple(&mut self, ops: Vec<Option<MdNode>>) -> MdNode {
        self.intern(MdData::Tuple(ops))
    }
    /// A new `distinct !{...}` node; an operand [`MdStore::self_ref`] names it.
    pub fn distinct(&mut self, ops: Vec<Option<MdNode>>) -> MdNode {
        self.distinct_count += 1;
        let data = MdData::Distinct(self.distinct_count, ops);
        let m = self.data.push(data.clone());
        self.unique.insert(data, m);
        m
    }
    /// The self-reference operand of distinct nodes.
    pub fn self_ref(&mut self) -> MdNode {
        self.intern(MdData::SelfRef)
    }
    /// The operands of a tuple or distinct node (empty for anything else).
    pub fn operands(&self, m: MdNode) -> &[Option<MdNode>] {
        match &self.data[m] {
            MdData::Tuple(ops) | MdData::Distinct(_, ops) => ops,
            _ => &[],
        }
    }
    /// Number of nodes created.
    pub fn len(&self) -> usize {
        self.data.len()
    }
    /// True when no node was created.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    /// All nodes in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (MdNode, &MdData)> {
        self.data.iter()
    }
}
