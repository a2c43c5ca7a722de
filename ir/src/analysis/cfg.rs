//! Predecessors, reverse postorder and the dominator tree of a function's
//! reachable blocks (Cooper, Harvey and Kennedy's iterative algorithm), with
//! dominance frontiers for SSA construction and a dominance query.

use crate::{Block, Function};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

/// Position of an unreachable block in [`Cfg`]'s reverse postorder.
const UNREACHABLE: u32 = u32::MAX;

/// Predecessors, RPO and immediate dominators of one function's reachable blocks.
pub struct Cfg {
    /// Reachable blocks in reverse postorder; the entry block first.
    pub rpo: Vec<Block>,
    preds: SecondaryMap<Block, Vec<Block>>,
    /// Immediate dominator; the entry block is its own, unreachable blocks have none.
    idom: SecondaryMap<Block, PackedOption<Block>>,
    rpo_index: SecondaryMap<Block, u32>,
}

impl Cfg {
    /// Computes the analysis for `f` as it is now.
    pub fn compute(f: &Function) -> Cfg {
        let rpo = reverse_postorder(f);
        let mut rpo_index = SecondaryMap::with_default(UNREACHABLE);
        for (i, &b) in rpo.iter().enumerate() {
            rpo_index[b] = i as u32;
        }
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &rpo {
            for s in f.successors(b) {
                if !preds[s].contains(&b) {
                    preds[s].push(b);
                }
            }
        }
        let mut cfg = Cfg {
            rpo,
            preds,
            idom: SecondaryMap::new(),
            rpo_index,
        };
        cfg.compute_dominators();
        cfg
    }

    fn compute_dominators(&mut self) {
        let Some(&entry) = self.rpo.first() else { return };
        self.idom[entry] = entry.into();
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..self.rpo.len() {
                let b = self.rpo[i];
                let mut new_idom: Option<Block> = None;
                for &p in &self.preds[b] {
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
        }
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

    /// Whether a path from the entry block reaches `b`.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b] != UNREACHABLE
    }

    /// The reachable predecessors of `b`, each once.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }

    /// The immediate dominator of `b`: `None` for the entry block and for
    /// unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b].expand().filter(|&d| d != b)
    }

    /// Whether block `a` dominates block `b` (both reachable; a block dominates
    /// itself). Walks `b`'s dominator chain: linear in the tree's depth.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let a_index = self.rpo_index[a];
        let mut runner = b;
        loop {
            if runner == a {
                return true;
            }
            // A dominator comes before the blocks it dominates in RPO.
            match self.idom(runner) {
                Some(up) if self.rpo_index[up] >= a_index => runner = up,
                _ => return false,
            }
        }
    }

    /// Children of each block in the dominator tree, in RPO order.
    pub fn dom_children(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
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

/// Reachable blocks in reverse postorder (iterative DFS, no recursion).
pub fn reverse_postorder(f: &Function) -> Vec<Block> {
    let Some(entry) = f.entry_block() else {
        return Vec::new();
    };
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::new();
    let mut stack = vec![(entry, f.successors(entry), 0usize)];
    visited[entry] = true;
    while let Some((b, succs, i)) = stack.last_mut() {
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            if !visited[s] {
                visited[s] = true;
                let ss = f.successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}
