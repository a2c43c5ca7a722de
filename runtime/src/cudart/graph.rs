//! CUDA graphs: the model behind `cudaGraph*` and stream capture.
//!
//! A graph is a list of nodes in creation order, each with the nodes it depends on and
//! the work it does. Instantiation flattens child graphs and orders the nodes
//! topologically (ties by creation order); a launch does that work in that order, one
//! step after another, as a stream would. Work submitted to a stream goes through
//! [`submit`]: recorded as a node when the stream is being captured, done at once
//! otherwise. Handles (`cudaGraph_t`, `cudaGraphNode_t`, `cudaGraphExec_t`) are
//! addresses of leaked bytes, never reused.

use super::memory::{copy, fill_elements};
use super::stream::HostFn;
use super::texture::{copy_3d_on, Memcpy3DParms};
use super::{call, record};
use crate::errors::{self, CudaError};
use crate::state::{runtime, Kernel, Launch, Runtime};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;
use std::ffi::{c_int, c_void};
use std::sync::Arc;

/// A fresh unique handle.
pub fn new_handle() -> usize {
    Box::into_raw(Box::new(0u8)) as usize
}

/// A kernel launch, its arguments copied (as CUDA copies them when the node is made).
#[derive(Clone)]
pub struct KernelWork {
    /// The host stub named in `cudaKernelNodeParams::func`.
    pub func: usize,
    /// The kernel.
    pub kernel: Kernel,
    /// Grid, block.
    pub grid: [u32; 3],
    /// Block.
    pub block: [u32; 3],
    /// Dynamic shared memory.
    pub shared: u32,
    /// The parameter buffer.
    pub params: Vec<u8>,
    /// A cooperative launch (every block resident, grid-wide barriers work).
    pub cooperative: bool,
}

/// `cudaMemcpy3DParms` kept in a node (its pointers are only addresses here).
#[derive(Clone, Copy)]
pub struct Copy3D(pub Memcpy3DParms);
// SAFETY: the pointers are the program's addresses, dereferenced only under the lock.
unsafe impl Send for Copy3D {}
// SAFETY: as above.
unsafe impl Sync for Copy3D {}

/// `cudaMemsetParams`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct MemsetParams {
    /// Destination.
    pub dst: u64,
    /// Bytes from a row to the next.
    pub pitch: usize,
    /// The value (its low `element_size` bytes).
    pub value: u32,
    /// 1, 2 or 4.
    pub element_size: u32,
    /// Elements of a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

/// An operation with no node type of its own (copies to constant memory, array copies):
/// done under the runtime's lock.
pub type Operation = Arc<dyn Fn(&mut Runtime) -> Result<(), CudaError> + Send + Sync>;

/// What a node does (`cudaGraphNodeType` in the comments).
#[derive(Clone)]
pub enum Work {
    /// Kernel (0).
    Kernel(KernelWork),
    /// Memcpy (1) of `cudaMemcpy3DParms`.
    Copy3D(Copy3D),
    /// Memcpy (1) of `count` bytes.
    Copy {
        dst: u64,
        src: u64,
        count: u64,
        kind: c_int,
    },
    /// Memset (2).
    Memset(MemsetParams),
    /// Host (3): called outside the runtime's lock.
    Host { f: HostFn, data: usize },
    /// Graph (4): a child graph, owned by the node.
    Child(usize),
    /// Empty (5).
    Empty,
    /// WaitEvent (6): nothing to wait for when work runs in order.
    EventWait(usize),
    /// EventRecord (7).
    EventRecord(usize),
    /// MemAlloc (10): the address is fixed when the node is made.
    MemAlloc { ptr: u64, size: u64 },
    /// MemFree (11).
    MemFree(u64),
    /// Another operation, reported as the node type given.
    Other(c_int, Operation),
}

impl Work {
    /// Its `cudaGraphNodeType`.
    pub fn node_type(&self) -> c_int {
        match self {
            Work::Kernel(_) => 0,
            Work::Copy3D(_) | Work::Copy { .. } => 1,
            Work::Memset(_) => 2,
            Work::Host { .. } => 3,
            Work::Child(_) => 4,
            Work::Empty => 5,
            Work::EventWait(_) => 6,
            Work::EventRecord(_) => 7,
            Work::MemAlloc { .. } => 10,
            Work::MemFree(_) => 11,
            Work::Other(t, _) => *t,
        }
    }
}

/// A node: its handle, the nodes it waits for, its work.
#[derive(Clone)]
pub struct Node {
    /// `cudaGraphNode_t`.
    pub handle: usize,
    /// Handles of the nodes it depends on.
    pub deps: Vec<usize>,
    /// What it does.
    pub work: Work,
}

/// A graph: nodes in creation order.
#[derive(Clone, Default)]
pub struct Graph {
    /// The nodes.
    pub nodes: Vec<Node>,
}

impl Graph {
    /// The node of handle `h`.
    pub fn node_mut(&mut self, h: usize) -> Option<&mut Node> {
        self.nodes.iter_mut().find(|n| n.handle == h)
    }
}

/// An instantiated graph: its steps in launch order, each with the node it came from.
pub struct Exec {
    /// (node handle, work).
    pub steps: Vec<(usize, Work)>,
}

/// A stream being captured.
pub struct Capture {
    /// The graph nodes are added to.
    pub graph: usize,
    /// The nodes the stream's next node depends on.
    pub frontier: Vec<usize>,
    /// The stream that began the capture.
    pub origin: usize,
    /// Its identifier (`cudaStreamGetCaptureInfo`).
    pub id: u64,
}

/// Every graph, node, instantiation and capture of the process.
#[derive(Default)]
pub struct Graphs {
    /// Graphs by handle.
    pub graphs: FxHashMap<usize, Graph>,
    /// Node handle -> its graph's handle.
    pub owner: FxHashMap<usize, usize>,
    /// Instantiated graphs by handle.
    pub execs: FxHashMap<usize, Exec>,
    /// Streams being captured, by stream handle.
    pub captures: FxHashMap<usize, Capture>,
    /// Events recorded in a capture: the graph and the nodes a wait on them depends on.
    pub captured_events: FxHashMap<usize, (usize, Vec<usize>)>,
    /// Allocations made by memory-allocation nodes: they live on across the program's
    /// frees, since the graph allocates them again at every launch.
    pub allocations: FxHashMap<u64, u64>,
    /// Graph allocations allocated now (by a launch's allocation node, not yet freed).
    pub live: FxHashSet<u64>,
    /// The most bytes live at once.
    pub high: u64,
    /// Captures begun, for their identifiers.
    pub captures_begun: u64,
    /// (node, clone of its graph) -> the node's copy in the clone.
    pub clones: FxHashMap<(usize, usize), usize>,
}

impl Graphs {
    /// Adds a node to graph `g`; returns its handle.
    pub fn add(&mut self, g: usize, deps: Vec<usize>, work: Work) -> Result<usize, CudaError> {
        if deps.iter().any(|d| self.owner.get(d) != Some(&g)) {
            return Err(errors::ErrorInvalidValue);
        }
        let graph = self.graphs.get_mut(&g).ok_or(errors::ErrorInvalidValue)?;
        let handle = new_handle();
        graph.nodes.push(Node { handle, deps, work });
        self.owner.insert(handle, g);
        Ok(handle)
    }

    /// A new graph holding a copy of graph `g` (new node handles, same shape); also
    /// returns the map from old to new node handles.
    pub fn clone_graph(&mut self, g: usize) -> Result<(usize, FxHashMap<usize, usize>), CudaError> {
        let mut graph = self.graphs.get(&g).ok_or(errors::ErrorInvalidValue)?.clone();
        let map: FxHashMap<usize, usize> = graph.nodes.iter().map(|n| (n.handle, new_handle())).collect();
        for n in &mut graph.nodes {
            n.handle = map[&n.handle];
            n.deps = n.deps.iter().map(|d| map[d]).collect();
            if let Work::Child(c) = n.work {
                n.work = Work::Child(self.clone_graph(c)?.0);
            }
        }
        let h = new_handle();
        for n in &graph.nodes {
            self.owner.insert(n.handle, h);
        }
        self.graphs.insert(h, graph);
        Ok((h, map))
    }

    /// Forgets graph `g`, its nodes and its child graphs.
    pub fn destroy(&mut self, g: usize) -> Result<(), CudaError> {
        let graph = self.graphs.remove(&g).ok_or(errors::ErrorInvalidValue)?;
        for n in graph.nodes {
            self.owner.remove(&n.handle);
            if let Work::Child(c) = n.work {
                let _ = self.destroy(c);
            }
        }
        Ok(())
    }

    /// The steps of graph `g` in an order that respects every dependency (child graphs
    /// flattened in place); a cycle is `cudaErrorInvalidValue`.
    pub fn steps(&self, g: usize) -> Result<Vec<(usize, Work)>, CudaError> {
        let graph = self.graphs.get(&g).ok_or(errors::ErrorInvalidValue)?;
        let index: FxHashMap<usize, usize> = graph.nodes.iter().enumerate().map(|(i, n)| (n.handle, i)).collect();
        let mut waiting: Vec<usize> = graph.nodes.iter().map(|n| n.deps.len()).collect();
        let mut dependents = vec![Vec::new(); graph.nodes.len()];
        for (i, n) in graph.nodes.iter().enumerate() {
            for d in &n.deps {
                dependents[index[d]].push(i);
            }
        }
        let mut ready: BTreeSet<usize> = (0..graph.nodes.len()).filter(|&i| waiting[i] == 0).collect();
        let mut out = Vec::new();
        while let Some(i) = ready.pop_first() {
            let n = &graph.nodes[i];
            match n.work {
                Work::Child(c) => out.extend(self.steps(c)?),
                _ => out.push((n.handle, n.work.clone())),
            }
            for &j in &dependents[i] {
                waiting[j] -= 1;
                if waiting[j] == 0 {
                    ready.insert(j);
                }
            }
        }
        if waiting.iter().any(|&w| w > 0) {
            return Err(errors::ErrorInvalidValue);
        }
        Ok(out)
    }

    /// The capture stream `s` takes part in, if any.
    pub fn capture_of(&mut self, s: usize) -> Option<&mut Capture> {
        self.captures.get_mut(&s)
    }

    /// Bytes of graph allocations live now.
    pub fn used(&self) -> u64 {
        self.live
            .iter()
            .map(|p| self.allocations.get(p).copied().unwrap_or(0))
            .sum()
    }
}

/// Does one step under the runtime's lock (a host function is the caller's to call).
pub fn run(rt: &mut Runtime, w: &Work) -> Result<(), CudaError> {
    match w {
        Work::Kernel(k) => {
            let l = Launch {
                grid: k.grid,
                block: k.block,
                shared: k.shared as u64,
                cooperative: k.cooperative,
            };
            rt.launch(k.kernel, &l, &k.params)
        }
        Work::Copy3D(p) => copy_3d_on(rt, &p.0),
        Work::Copy { dst, src, count, kind } => copy(rt, *dst, *src, *count, *kind),
        Work::Memset(m) => {
            if m.height > 1 && m.width * m.element_size as usize > m.pitch {
                return Err(errors::ErrorInvalidPitchValue);
            }
            for row in 0..m.height.max(1) as u64 {
                fill_elements(
                    rt,
                    m.dst + row * m.pitch as u64,
                    m.value,
                    m.element_size,
                    m.width as u64,
                )?;
            }
            Ok(())
        }
        Work::EventRecord(e) => {
            let slot = rt.events.get_mut(e).ok_or(errors::ErrorInvalidResourceHandle)?;
            *slot = Some(std::time::Instant::now());
            Ok(())
        }
        Work::MemAlloc { ptr, size } => {
            let g = &mut rt.graphs;
            g.live.insert(*ptr);
            let _ = size;
            g.high = g.high.max(g.used());
            Ok(())
        }
        Work::MemFree(ptr) => {
            rt.graphs.live.remove(ptr);
            Ok(())
        }
        Work::Other(_, op) => op(rt),
        Work::Host { .. } | Work::Child(_) | Work::Empty | Work::EventWait(_) => Ok(()),
    }
}

/// Does the steps in order, each under the lock but host functions, which run outside
/// it (they may call CUDA). The first failure stops the rest.
pub fn execute(steps: &[(usize, Work)]) -> CudaError {
    for (_, w) in steps {
        let r = match w {
            Work::Host { f, data } => {
                // SAFETY: the program gave this function for this data.
                unsafe { f(*data as *mut c_void) };
                errors::SUCCESS
            }
            _ => call(|rt| run(rt, w)),
        };
        if r != errors::SUCCESS {
            return r;
        }
    }
    errors::SUCCESS
}

/// Whether `s` names a stream: 0 is the legacy default stream, 1 and 2 the legacy and
/// per-thread handles.
pub fn stream_ok(rt: &Runtime, s: *mut c_void) -> Result<(), CudaError> {
    let s = s as usize;
    if s <= 2 || rt.streams.contains(&s) {
        Ok(())
    } else {
        Err(errors::ErrorInvalidResourceHandle)
    }
}

/// Submits work to `stream`: `make` builds it under the lock; it becomes a node of the
/// stream's capture, or is done now.
pub fn submit(stream: *mut c_void, make: impl FnOnce(&mut Runtime) -> Result<Work, CudaError>) -> CudaError {
    let mut rt = runtime();
    if rt.sticky != errors::SUCCESS {
        let e = rt.sticky;
        drop(rt);
        return record(e);
    }
    let work = match stream_ok(&rt, stream).and_then(|_| make(&mut rt)) {
        Ok(w) => w,
        Err(e) => {
            drop(rt);
            return record(e);
        }
    };
    if let Some(c) = rt.graphs.capture_of(stream as usize) {
        let (g, deps) = (c.graph, c.frontier.clone());
        let r = rt.graphs.add(g, deps, work).map(|n| {
            if let Some(c) = rt.graphs.capture_of(stream as usize) {
                c.frontier = vec![n];
            }
        });
        drop(rt);
        return record(r.err().unwrap_or(errors::SUCCESS));
    }
    drop(rt);
    execute(&[(0, work)])
}

/// The graph allocation node's bytes: a fresh device allocation whose address the node
/// keeps.
pub fn graph_allocation(rt: &mut Runtime, size: u64) -> Result<u64, CudaError> {
    let p = rt.alloc(size, crate::state::RegionKind::Device, 0)?;
    rt.graphs.allocations.insert(p, size);
    Ok(p)
}
