//! The control-flow and loop analyses loop-unroll keeps from one unroll to the
//! next. Recomputing both after every unroll was a third of a CUTLASS 2.x
//! GEMM's compile (basic_gemm: 215 recomputations over ~3,000 blocks, most of
//! them after unrolling one of `Coord`'s two-trip loops far from the others).
//!
//! Unrolling an innermost loop `L` changes the analyses only near it: its
//! blocks (and the forwarders copied with it) die, the copies, which hold no
//! loop, are new, and its exit block gets new predecessors. The reverse
//! postorder of the other blocks keeps its order (the copies are entered and
//! left where `L` was), so every other loop keeps its blocks, latches, parent
//! and place in the order of loops. What stays wrong is known: the loops that
//! contain `L` (they may become innermost, their blocks changed) and those
//! that contain its exit block or one of its predecessors (their header, exit
//! or forwarders may be that block). Those are *tainted*: a search that would
//! ask about one starts over on fresh analyses, so it finds what a search on
//! fresh analyses finds.

use cranelift_entity::{EntityRef, EntitySet, SecondaryMap};
use ptxc_ir::analysis::{Cfg, Loop, LoopInfo};
use ptxc_ir::{Block, Function};

/// The analyses of a function as they were before the latest unrolls, and
/// what those unrolls changed.
pub(super) struct KeptLoops {
    pub cfg: Cfg,
    pub loops: LoopInfo,
    /// Loops unrolled since the analyses were computed.
    removed: SecondaryMap<Loop, bool>,
    /// Loops whose data may differ from fresh analyses'.
    tainted: SecondaryMap<Loop, bool>,
    /// The function's block count when the analyses were computed: blocks
    /// from this index on are copies made since.
    blocks: usize,
    /// Exit blocks of the loops unrolled since (their predecessors changed).
    exits: EntitySet<Block>,
    /// How many loops not yet unrolled each loop holds directly (searching
    /// every loop for children made each search quadratic in the loops).
    children: SecondaryMap<Loop, u32>,
}

impl KeptLoops {
    /// Fresh analyses of `f`.
    pub fn compute(f: &Function) -> KeptLoops {
        let cfg = Cfg::compute(f);
        let loops = LoopInfo::compute(&cfg);
        let mut children: SecondaryMap<Loop, u32> = SecondaryMap::new();
        for (_, d) in loops.loops() {
            if let Some(p) = d.parent {
                children[p] += 1;
            }
        }
        KeptLoops {
            cfg,
            loops,
            removed: SecondaryMap::new(),
            tainted: SecondaryMap::new(),
            blocks: f.blocks.len(),
            exits: EntitySet::new(),
            children,
        }
    }

    /// The blocks that may use a value of the loop being unrolled, whose
    /// every way out leads to `exit` (an old block), in a function whose
    /// blocks are all reachable. Such a value dominates its uses, so they lie
    /// in blocks `exit` dominates, or in phis of their successors. Unrolling
    /// keeps dominance among the blocks it leaves (paths through a loop become
    /// paths through its copies, from its preheader to its exit), so the kept
    /// dominator tree answers for old blocks; copies made since, and the exits
    /// they lead to, are always searched. `None` when `exit` is itself a copy.
    /// (Sweeping the whole function after each unroll was an eighth of a
    /// CUTLASS 2.x GEMM's loop-unroll.)
    pub fn blocks_using_loop_values(&self, f: &Function, exit: Block) -> Option<EntitySet<Block>> {
        if exit.index() >= self.blocks || !self.cfg.is_reachable(exit) {
            return None;
        }
        let mut found = self.exits.clone();
        for b in self.cfg.dominated(exit) {
            found.insert(b);
            for s in f.successor_iter(b) {
                found.insert(s);
            }
        }
        for b in self.blocks..f.blocks.len() {
            found.insert(Block::new(b));
        }
        Some(found)
    }

    /// Whether `l` has been unrolled.
    pub fn is_removed(&self, l: Loop) -> bool {
        self.removed[l]
    }

    /// Whether what is known of `l` may be out of date.
    pub fn is_tainted(&self, l: Loop) -> bool {
        self.tainted[l]
    }

    /// Whether no loop still there is nested in `l` (exact for tainted loops too:
    /// unrolling removes loops but never adds one).
    pub fn is_innermost(&self, l: Loop) -> bool {
        self.children[l] == 0
    }

    /// Records that the innermost loop `l`, whose exit block is `exit`, was
    /// unrolled (before `f` dropped its blocks). Returns the headers of the
    /// loops it taints: no other loop's blocks changed.
    pub fn unrolled(&mut self, l: Loop, exit: Block) -> Vec<Block> {
        self.removed[l] = true;
        if let Some(p) = self.loops.data(l).parent {
            self.children[p] -= 1;
        }
        self.exits.insert(exit);
        let mut touched: Vec<Block> = vec![self.loops.data(l).header, exit];
        touched.extend_from_slice(self.cfg.preds(exit));
        let mut headers = Vec::new();
        for b in touched {
            let mut inner = self.loops.innermost(b);
            while let Some(t) = inner {
                self.tainted[t] = true;
                headers.push(self.loops.data(t).header);
                inner = self.loops.data(t).parent;
            }
        }
        headers
    }
}
