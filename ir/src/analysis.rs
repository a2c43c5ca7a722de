//! Control-flow analyses shared by the passes, instruction selection and the
//! structural verifier: predecessors, reverse postorder and the dominator
//! tree (Cooper, Harvey and Kennedy's iterative algorithm), with dominance
//! frontiers for SSA construction and a dominance query.

use crate::{Block, Function};
use rustc_hash::FxHashMap;

/// Predecessors, RPO and immediate dominators of one function's reachable blocks.
pub struct Cfg {
    pub rpo: Vec<Block>,
    pub preds: FxHashMap<Block, Vec<Block>>,
    pub idom: FxHashMap<Block, Block>,
    rpo_index: FxHashMap<Block, usize>,
}

impl Cfg {
    pub fn compute(f: &Function) -> Cfg {
        let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        let rpo = reverse_postorder(f);
        for &b in &rpo {
            preds.entry(b).or_default();
            for s in f.successors(b) {
                let list = preds.entry(s).or_default();
                if !list.contains(&b) {
                    list.push(b);
                }
            }
        }
        let rpo_index: FxHashMap<Block, usize> = rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut idom: FxHashMap<Block, Block> = FxHashMap::default();
        if let Some(&entry) = rpo.first() {
            idom.insert(entry, entry);
            let mut changed = true;
            while changed {
                changed = false;
                for &b in rpo.iter().skip(1) {
                    let mut new_idom: Option<Block> = None;
                    for &p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                        if !idom.contains_key(&p) {
                            continue;
                        }
                        new_idom = Some(match new_idom {
                            None => p,
                            Some(cur) => intersect(&idom, &rpo_index, p, cur),
                        });
                    }
                    if let Some(n) = new_idom {
                        if idom.get(&b) != Some(&n) {
                            idom.insert(b, n);
                            changed = true;
                        }
                    }
                }
            }
        }
        Cfg {
            rpo,
            preds,
            idom,
            rpo_index,
        }
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index.contains_key(&b)
    }

    pub fn preds(&self, b: Block) -> &[Block] {
        self.preds.get(&b).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Whether block `a` dominates block `b` (both reachable; a block dominates
    /// itself). Walks `b`'s dominator chain: linear in the tree's depth.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let Some(&a_index) = self.rpo_index.get(&a) else {
            return false;
        };
        let mut runner = b;
        loop {
            if runner == a {
                return true;
            }
            // A dominator comes before the blocks it dominates in RPO.
            match self.idom.get(&runner) {
                Some(&up) if up != runner && self.rpo_index[&up] >= a_index => runner = up,
                _ => return false,
            }
        }
    }

    /// Children of each block in the dominator tree, in RPO order.
    pub fn dom_children(&self) -> FxHashMap<Block, Vec<Block>> {
        let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in self.rpo.iter().skip(1) {
            if let Some(&d) = self.idom.get(&b) {
                children.entry(d).or_default().push(b);
            }
        }
        children
    }

    /// Dominance frontier of every reachable block.
    pub fn dominance_frontiers(&self) -> FxHashMap<Block, Vec<Block>> {
        let mut df: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &self.rpo {
            let preds = self.preds(b);
            if preds.len() < 2 {
                continue;
            }
            let Some(&b_idom) = self.idom.get(&b) else { continue };
            for &p in preds {
                let mut runner = p;
                while runner != b_idom && self.idom.contains_key(&runner) {
                    let list = df.entry(runner).or_default();
                    if !list.contains(&b) {
                        list.push(b);
                    }
                    let next = self.idom[&runner];
                    if next == runner {
                        break;
                    }
                    runner = next;
                }
            }
        }
        df
    }
}

fn intersect(idom: &FxHashMap<Block, Block>, index: &FxHashMap<Block, usize>, mut a: Block, mut b: Block) -> Block {
    while a != b {
        while index[&a] > index[&b] {
            a = idom[&a];
        }
        while index[&b] > index[&a] {
            b = idom[&b];
        }
    }
    a
}

/// Reachable blocks in reverse postorder (iterative DFS, no recursion).
pub fn reverse_postorder(f: &Function) -> Vec<Block> {
    let Some(entry) = f.entry_block() else {
        return Vec::new();
    };
    let mut visited = rustc_hash::FxHashSet::default();
    let mut post = Vec::new();
    let mut stack = vec![(entry, f.successors(entry), 0usize)];
    visited.insert(entry);
    while let Some((b, succs, i)) = stack.last_mut() {
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            if visited.insert(s) {
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
