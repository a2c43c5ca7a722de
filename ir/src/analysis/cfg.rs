//! Predecessors, reverse postorder and the dominator tree of a function's
//! reachable blocks (Cooper, Harvey and Kennedy's iterative algorithm), with
//! dominance frontiers for SSA construction and a dominance query.

use std::sync::OnceLock;

use crate::{Block, Function};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;

/// Position of an unreachable block in [`Cfg`]'s reverse postorder.
const UNREACHABLE: u32 = u32::MAX;

/// Predecessors, RPO and immediate dominators of one function's reachable blocks.
pub struct Cfg {
    /// Reachable blocks in reverse postorder; the entry block first.
    pub rpo: Vec<Block>,
    /// Inline up to two: most blocks have one or two predecessors. By block index (a
    /// `SecondaryMap` filled itself by cloning its default, once per block).
    preds: Vec<SmallVec<[Block; 2]>>,
    /// Immediate dominator; the entry block is its own, unreachable blocks have none.
    idom: SecondaryMap<Block, PackedOption<Block>>,
    rpo_index: SecondaryMap<Block, u32>,
    /// Each reachable block's number in a preorder walk of the dominator tree and the
    /// largest number in its subtree, by position in `rpo`; made on the first
    /// [`Cfg::dominates`] query.
    dom_ranges: OnceLock<Vec<(u32, u32)>>,
    /// The position in `rpo` of each preorder number of `dom_ranges`; made on
    /// the first [`Cfg::dominated`] query.
    dom_preorder: OnceLock<Vec<u32>>,
}

impl Cfg {
    /// Computes the analysis for `f` as it is now.
    pub fn compute(f: &Function) -> Cfg {
        let rpo = reverse_postorder(f);
        // Sized once for every block: growing them index by index was a tenth of the work.
        let blocks = f.blocks.len();
        let mut rpo_index = SecondaryMap::with_default(UNREACHABLE);
        rpo_index.resize(blocks);
        for (i, &b) in rpo.iter().enumerate() {
            rpo_index[b] = i as u32;
        }
        let mut preds: Vec<SmallVec<[Block; 2]>> = (0..blocks).map(|_| SmallVec::new()).collect();
        let mut idom = SecondaryMap::new();
        idom.resize(blocks);
        for &b in &rpo {
            for s in f.successor_iter(b) {
                if !preds[s.index()].contains(&b) {
                    preds[s.index()].push(b);
                }
            }
        }
        let mut cfg = Cfg {
            rpo,
            preds,
            idom,
            rpo_index,
            dom_ranges: OnceLock::new(),
            dom_preorder: OnceLock::new(),
        };
        cfg.compute_dominators();
        cfg
    }

    fn compute_dominators(&mut self) {
        let Some(&entry) = self.rpo.first() else { return };
        self.idom[entry] = entry.into();
        // The first pass in reverse postorder reads only the edges coming from
        // blocks placed earlier (the others have no dominator yet): it finds the
        // dominators of the graph without its retreating edges. Where each of
        // those edges goes to a block dominating its source (a back edge, as in
        // every reducible graph), they change nothing and that is the answer; a
        // second pass only to confirm it walked every loop body's dominator
        // chain up to its header (half of loop-rotate and loop-unroll on ggml's
        // flash-attention kernels, 20,000 blocks of unrolled loops).
        self.dominator_pass();
        if self.retreating_edges_are_back_edges() {
            return;
        }
        // Irreducible control flow: iterate to the fixed point from there.
        self.dom_ranges = OnceLock::new();
        self.dom_preorder = OnceLock::new();
        while self.dominator_pass() {}
    }

    /// One pass of Cooper, Harvey and Kennedy's iteration over the blocks in
    /// reverse postorder. Returns whether a dominator changed.
    fn dominator_pass(&mut self) -> bool {
        let mut changed = false;
        for i in 1..self.rpo.len() {
            let b = self.rpo[i];
            let mut new_idom: Option<Block> = None;
            for &p in &self.preds[b.index()] {
                if self.idom[p].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(cur) => self.intersect(p, cur),
                });
            }
            if let Some(n) = new_idom {
                if self.idom[b].expand() != Some(n) {
                    self.idom[b] = n.into();
                    changed = true;
                }
            }
        }
        changed
    }

    /// Whether every edge to a block placed at or before its source goes to a
    /// block dominating that source, by the dominators found so far.
    fn retreating_edges_are_back_edges(&self) -> bool {
        self.rpo.iter().enumerate().all(|(at, &b)| {
            self.preds[b.index()]
                .iter()
                .all(|&p| (self.rpo_index[p] as usize) < at || self.dominates(b, p))
        })
    }

    /// The nearest common dominator of `a` and `b` (both with a dominator).
    fn intersect(&self, mut a: Block, mut b: Block) -> Block {
        while a != b {
            while self.rpo_index[a] > self.rpo_index[b] {
                a = self.idom[a].expect("a processed block has a dominator");
            }
            while self.rpo_index[b] > self.rpo_index[a] {
                b = self.idom[b].expect("a processed block has a dominator");
            }
        }
        a
    }

    /// The nearest block dominating both `a` and `b` (both reachable).
    pub fn common_dominator(&self, a: Block, b: Block) -> Block {
        self.intersect(a, b)
    }

    /// `b`'s position in [`Cfg::rpo`] (`u32::MAX` for an unreachable block).
    #[inline]
    pub fn rpo_number(&self, b: Block) -> u32 {
        self.rpo_index[b]
    }

    /// Whether a path from the entry block reaches `b`.
    #[inline]
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b] != UNREACHABLE
    }

    /// The reachable predecessors of `b`, each once.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        // A block made after the analysis has none.
        self.preds.get(b.index()).map_or(&[], |p| p)
    }

    /// The immediate dominator of `b`: `None` for the entry block and for
    /// unreachable blocks.
    #[inline]
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b].expand().filter(|&d| d != b)
    }

    /// Whether block `a` dominates block `b` (both reachable; a block dominates
    /// itself): `b`'s number falls in `a`'s subtree of the dominator tree, a constant
    /// time query (walking `b`'s dominator chain made a long chain of diamonds quadratic).
    #[inline]
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (at_a, at_b) = (self.rpo_index[a], self.rpo_index[b]);
        if at_a == UNREACHABLE || at_b == UNREACHABLE {
            return false;
        }
        let ranges = self.dom_ranges.get_or_init(|| self.dominator_tree_ranges());
        let ((first, last), (at, _)) = (ranges[at_a as usize], ranges[at_b as usize]);
        first <= at && at <= last
    }

    /// The blocks `a` dominates (`a` first; none when `a` is unreachable), in
    /// preorder of the dominator tree: a walk of `a`'s subtree only.
    pub fn dominated(&self, a: Block) -> impl Iterator<Item = Block> + '_ {
        let at = self.rpo_index[a];
        let (first, last) = match at {
            UNREACHABLE => (1, 0),
            _ => self.dom_ranges.get_or_init(|| self.dominator_tree_ranges())[at as usize],
        };
        let preorder = self.dom_preorder.get_or_init(|| {
            let ranges = self.dom_ranges.get_or_init(|| self.dominator_tree_ranges());
            let mut preorder = vec![0u32; ranges.len()];
            for (at, &(number, _)) in ranges.iter().enumerate() {
                preorder[number as usize] = at as u32;
            }
            preorder
        });
        (first..last.wrapping_add(1)).map(move |n| self.rpo[preorder[n as usize] as usize])
    }

    /// Preorder numbers of the dominator tree (see `dom_ranges`), without recursion.
    /// Blocks are their positions in `rpo` here: a function's dead blocks cost nothing.
    fn dominator_tree_ranges(&self) -> Vec<(u32, u32)> {
        let n = self.rpo.len();
        let mut ranges = vec![(0u32, 0u32); n];
        if n == 0 {
            return ranges;
        }
        let children = DomChildren::new(self);
        let mut next = 0u32;
        let mut stack = vec![(0usize, 0usize)];
        while let Some((b, k)) = stack.last_mut() {
            match children.of(*b).get(*k) {
                Some(&c) => {
                    *k += 1;
                    next += 1;
                    ranges[c as usize].0 = next;
                    stack.push((c as usize, 0));
                }
                None => {
                    ranges[*b].1 = next;
                    stack.pop();
                }
            }
        }
        ranges
    }

    /// Children of each block in the dominator tree, in RPO order.
    pub fn dom_children(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        children.resize(self.preds.len());
        for &b in self.rpo.iter().skip(1) {
            if let Some(d) = self.idom(b) {
                children[d].push(b);
            }
        }
        children
    }

    /// Dominance frontier of every reachable block.
    pub fn dominance_frontiers(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut df: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &self.rpo {
            let preds = self.preds(b);
            if preds.len() < 2 {
                continue;
            }
            let Some(b_idom) = self.idom(b) else { continue };
            for &p in preds {
                let mut runner = Some(p);
                while let Some(r) = runner.filter(|&r| r != b_idom) {
                    if !df[r].contains(&b) {
                        df[r].push(b);
                    }
                    runner = self.idom(r);
                }
            }
        }
        df
    }
}

/// The dominator tree's children of every reachable block in one list, blocks named by
/// their positions in [`Cfg::rpo`] (each block's children in RPO order, as
/// [`Cfg::dom_children`]): the numbering of [`Cfg::dominates`] without a vector per
/// block (a compile asks for it after every change of the CFG).
struct DomChildren {
    /// Where each position's children start in `list`, then the end.
    start: Vec<u32>,
    list: Vec<u32>,
}

impl DomChildren {
    fn new(cfg: &Cfg) -> DomChildren {
        let n = cfg.rpo.len();
        // A block's immediate dominator comes before it in reverse postorder.
        let parent = |b: Block| cfg.idom(b).map(|d| cfg.rpo_index[d] as usize).filter(|&d| d < n);
        let mut start = vec![0u32; n + 1];
        for &b in cfg.rpo.iter().skip(1) {
            if let Some(d) = parent(b) {
                start[d + 1] += 1;
            }
        }
        for k in 1..start.len() {
            start[k] += start[k - 1];
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; start[n] as usize];
        for (at, &b) in cfg.rpo.iter().enumerate().skip(1) {
            if let Some(d) = parent(b) {
                list[fill[d] as usize] = at as u32;
                fill[d] += 1;
            }
        }
        DomChildren { start, list }
    }

    fn of(&self, at: usize) -> &[u32] {
        match (self.start.get(at), self.start.get(at + 1)) {
            (Some(&from), Some(&to)) => &self.list[from as usize..to as usize],
            _ => &[],
        }
    }
}

/// Whether `f` may contain a loop: some edge goes to a block placed at or before
/// its source (every cycle has such an edge, so `false` proves there is none).
/// One sweep without the dominator tree, so loop passes skip loop-free
/// functions for much less than a [`Cfg`].
pub fn may_have_loops(f: &Function) -> bool {
    let mut position: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
    // Sized once: growing it block by block took a slow path per block (issue 46).
    position.resize(f.blocks.len());
    for (k, &b) in f.layout.iter().enumerate() {
        position[b] = k as u32;
    }
    f.layout.iter().any(|&b| {
        f.successor_iter(b)
            .any(|s| position[s] == u32::MAX || position[s] <= position[b])
    })
}

/// Reachable blocks in reverse postorder (iterative DFS, no recursion).
pub fn reverse_postorder(f: &Function) -> Vec<Block> {
    let Some(entry) = f.entry_block() else {
        return Vec::new();
    };
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    visited.resize(f.blocks.len());
    let mut post = Vec::with_capacity(f.blocks.len());
    // Each entry holds its block's terminator operands and the next to look at
    // (a successor list per block visited was a third of the walk).
    let targets = |b: Block| f.terminator(b).map_or(&[][..], |t| f.operands(t));
    let mut stack = vec![(entry, targets(entry), 0usize)];
    visited[entry] = true;
    while let Some((b, ops, i)) = stack.last_mut() {
        if let Some(&op) = ops.get(*i) {
            *i += 1;
            let Some(s) = op.as_block() else { continue };
            if !visited[s] {
                visited[s] = true;
                stack.push((s, targets(s), 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::LoopInfo;

    /// Whether every path from the entry to `b` passes `a`, by searching without `a`.
    fn dominates_by_search(f: &Function, a: Block, b: Block) -> bool {
        let entry = f.entry_block().expect("a body");
        if a == b {
            return true;
        }
        if a == entry {
            return true;
        }
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut work = vec![entry];
        seen[entry] = true;
        while let Some(x) = work.pop() {
            for s in f.successors(x) {
                if s != a && !seen[s] {
                    seen[s] = true;
                    work.push(s);
                }
            }
        }
        !seen[b]
    }

    #[test]
    fn loop_free_functions_are_told_apart_without_a_cfg() {
        let diamonds = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\n\
                        b:\n  br label %j\nj:\n  ret void\n}\n";
        let m = crate::parse_module(diamonds).expect("parses");
        let f = m.functions.values().next().expect("f");
        assert!(!may_have_loops(f));
        assert!(LoopInfo::compute(&Cfg::compute(f)).is_empty());
        // A loop laid out with its header last: the back edge still goes backwards.
        let looped = "define void @g(i1 %c) {\nentry:\n  br label %body\nbody:\n  br label %head\n\
                      head:\n  br i1 %c, label %body, label %out\nout:\n  ret void\n}\n";
        let m = crate::parse_module(looped).expect("parses");
        let g = m.functions.values().next().expect("g");
        assert!(may_have_loops(g));
        assert!(!LoopInfo::compute(&Cfg::compute(g)).is_empty());
    }

    #[test]
    fn dominance_queries_agree_with_path_search() {
        // A chain of diamonds, a loop with two exits, a join of both and an unreachable block.
        let text = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\n\
                    b:\n  br label %j\nj:\n  br i1 %c, label %l, label %x\nl:\n  br i1 %c, label %l2, label %x\n\
                    l2:\n  br i1 %c, label %l, label %y\nx:\n  br label %y\ny:\n  ret void\n\
                    dead:\n  br label %y\n}\n";
        let m = crate::parse_module(text).expect("parses");
        let f = m.functions.values().next().expect("one function");
        let cfg = Cfg::compute(f);
        let mut dominating = 0;
        for &a in &f.layout {
            for &b in &f.layout {
                let reachable = cfg.is_reachable(a) && cfg.is_reachable(b);
                let expected = reachable && dominates_by_search(f, a, b);
                assert_eq!(
                    cfg.dominates(a, b),
                    expected,
                    "{} dominates {}",
                    f.blocks[a].name,
                    f.blocks[b].name
                );
                dominating += expected as usize;
            }
        }
        assert_eq!(dominating, 20);
    }

    #[test]
    fn irreducible_control_flow_gets_its_true_dominators() {
        // `x` is entered from `y` and, by a retreating edge, from `z`, which the
        // entry reaches without `y`: `y` does not dominate `x`, though the first
        // pass (forward edges only) says it does.
        let text = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %y, label %z\ny:\n  br label %x\n\
                    x:\n  br i1 %c, label %z, label %out\nz:\n  br label %x\nout:\n  ret void\n}\n";
        let m = crate::parse_module(text).expect("parses");
        let f = m.functions.values().next().expect("one function");
        let cfg = Cfg::compute(f);
        for &a in &f.layout {
            for &b in &f.layout {
                let (na, nb) = (&f.blocks[a].name, &f.blocks[b].name);
                assert_eq!(cfg.dominates(a, b), dominates_by_search(f, a, b), "{na} dominates {nb}");
            }
        }
        let named = |n: &str| {
            f.layout
                .iter()
                .copied()
                .find(|&b| f.blocks[b].name == n)
                .expect("block")
        };
        assert_eq!(cfg.idom(named("x")), Some(named("entry")));
    }
}
