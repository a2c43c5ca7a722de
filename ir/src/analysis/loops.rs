//! Natural loops: for every back edge (an edge to a block that dominates its
//! source), the header and the blocks that reach the edge's source without
//! passing through the header. Back edges to one header form one loop. Loops
//! nest by containment; each block knows its innermost loop.
//!
//! Cycles entered at more than one block (irreducible control flow, which
//! only `goto` can make) have no header dominating them and are not loops
//! here: a pass that transforms loops leaves them alone.

use super::Cfg;
use crate::{Block, Function};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};

/// A natural loop of one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loop(u32);
entity_impl!(Loop, "loop");

/// What is known of one loop.
#[derive(Clone, Debug)]
pub struct LoopData {
    /// The block every entry into the loop goes through; it dominates the body.
    pub header: Block,
    /// Every block of the loop, nested loops' blocks included, in reverse postorder
    /// (so the header first).
    pub blocks: Vec<Block>,
    /// The blocks with an edge back to the header.
    pub latches: Vec<Block>,
    /// The innermost loop containing this one.
    pub parent: Option<Loop>,
    /// 1 for an outermost loop.
    pub depth: u32,
}

/// The natural loops of a function.
pub struct LoopInfo {
    /// Outer loops before the loops they contain.
    loops: PrimaryMap<Loop, LoopData>,
    innermost: SecondaryMap<Block, PackedOption<Loop>>,
}

impl LoopInfo {
    /// Finds the loops of the function whose control-flow analysis is `cfg`.
    pub fn compute(cfg: &Cfg) -> LoopInfo {
        // Headers in reverse postorder: an outer loop's header comes before the
        // headers of the loops inside it.
        let mut found: Vec<(Block, Vec<Block>, Vec<Block>)> = Vec::new();
        // One membership map for every body, cleared after each (a map per loop
        // was as long as the function: CUTLASS 2.x kernels recompute their loops
        // after unrolls, 156 loops over 13,000 blocks).
        let mut in_body: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &header in &cfg.rpo {
            let is_latch = |p: &&Block| cfg.dominates(header, **p);
            if !cfg.preds(header).iter().any(|p| is_latch(&p)) {
                continue;
            }
            let latches: Vec<Block> = cfg.preds(header).iter().filter(is_latch).copied().collect();
            let body = natural_loop_body(cfg, header, &latches, &mut in_body);
            found.push((header, body, latches));
        }
        let mut info = LoopInfo {
            loops: PrimaryMap::new(),
            innermost: SecondaryMap::new(),
        };
        // One bit per position in reverse postorder, cleared as it is read.
        let mut numbers: Vec<u64> = vec![0; cfg.rpo.len().div_ceil(64)];
        for (header, mut blocks, latches) in found {
            // In reverse postorder: each block's bit, read in order from the
            // header's word to the last (sorting the numbers was a quarter
            // of this analysis on a CUTLASS 2.x GEMM's nested loops).
            let mut last = 0;
            for &b in &blocks {
                let n = cfg.rpo_number(b) as usize;
                numbers[n / 64] |= 1 << (n % 64);
                last = last.max(n);
            }
            blocks.clear();
            let first = cfg.rpo_number(header) as usize / 64;
            for (w, word) in numbers.iter_mut().enumerate().take(last / 64 + 1).skip(first) {
                while *word != 0 {
                    let bit = word.trailing_zeros() as usize;
                    *word &= *word - 1;
                    blocks.push(cfg.rpo[w * 64 + bit]);
                }
            }
            // The innermost loop found so far that holds the header holds this loop.
            let parent = info.innermost[header].expand();
            let depth = parent.map_or(1, |p| info.loops[p].depth + 1);
            let id = info.loops.push(LoopData {
                header,
                blocks,
                latches,
                parent,
                depth,
            });
            for &b in &info.loops[id].blocks {
                info.innermost[b] = id.into();
            }
        }
        info
    }

    /// Every loop, outer loops before the loops they contain.
    pub fn loops(&self) -> impl Iterator<Item = (Loop, &LoopData)> {
        self.loops.iter()
    }

    /// What is known of loop `l`.
    pub fn data(&self, l: Loop) -> &LoopData {
        &self.loops[l]
    }

    /// Whether the function has no loop.
    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// The innermost loop containing block `b`.
    pub fn innermost(&self, b: Block) -> Option<Loop> {
        self.innermost[b].expand()
    }

    /// How many loops contain block `b` (0 outside every loop).
    pub fn depth(&self, b: Block) -> u32 {
        self.innermost(b).map_or(0, |l| self.loops[l].depth)
    }

    /// Whether block `b` is in loop `l` (directly or in a loop nested in it).
    pub fn contains(&self, l: Loop, b: Block) -> bool {
        let mut inner = self.innermost(b);
        while let Some(i) = inner {
            if i == l {
                return true;
            }
            inner = self.loops[i].parent;
        }
        false
    }

    /// The edges leaving loop `l`, as (block inside, block outside).
    pub fn exit_edges(&self, f: &Function, l: Loop) -> Vec<(Block, Block)> {
        let mut edges = Vec::new();
        for &b in &self.loops[l].blocks {
            for s in f.successor_iter(b) {
                if !self.contains(l, s) && !edges.contains(&(b, s)) {
                    edges.push((b, s));
                }
            }
        }
        edges
    }

    /// The block through which every entry into loop `l` comes, if there is one
    /// that leads nowhere else: the single predecessor of the header outside the
    /// loop, whose only successor is the header. Code hoisted out of the loop goes
    /// there.
    pub fn preheader(&self, f: &Function, cfg: &Cfg, l: Loop) -> Option<Block> {
        let header = self.loops[l].header;
        let mut outside = cfg.preds(header).iter().filter(|&&p| !self.contains(l, p));
        let pre = *outside.next()?;
        if outside.next().is_some() || *f.successors(pre) != [header] {
            return None;
        }
        Some(pre)
    }
}

/// The header and every block that reaches one of `latches` backwards without
/// passing through the header (unordered). `in_body` is all false on entry and
/// on return.
fn natural_loop_body(
    cfg: &Cfg,
    header: Block,
    latches: &[Block],
    in_body: &mut SecondaryMap<Block, bool>,
) -> Vec<Block> {
    in_body[header] = true;
    let mut body = vec![header];
    let mut work: Vec<Block> = Vec::new();
    for &l in latches {
        if !in_body[l] {
            in_body[l] = true;
            body.push(l);
            work.push(l);
        }
    }
    while let Some(b) = work.pop() {
        for &p in cfg.preds(b) {
            if !in_body[p] {
                in_body[p] = true;
                body.push(p);
                work.push(p);
            }
        }
    }
    for &b in &body {
        in_body[b] = false;
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_module;

    /// Finds the block named `name` in the only function of `m`.
    fn block(f: &Function, name: &str) -> Block {
        f.layout
            .iter()
            .copied()
            .find(|&b| f.blocks[b].name == name)
            .unwrap_or_else(|| panic!("no block {name}"))
    }

    /// `for (i) { for (j) { if (c) continue; body } }` with an exit from the inner loop.
    const NESTED: &str = "define void @f(i32 %n, i1 %c) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %oc = icmp slt i32 %i, %n
  br i1 %oc, label %inner, label %done
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner.body ], [ %j1, %skip ]
  %j1 = add i32 %j, 1
  br i1 %c, label %skip, label %inner.body
skip:
  br label %inner
inner.body:
  %ic = icmp slt i32 %j1, %n
  br i1 %ic, label %inner, label %outer.latch
outer.latch:
  %i1 = add i32 %i, 1
  br label %outer
done:
  ret void
}
";

    #[test]
    fn nested_loops_with_two_latches() {
        let m = parse_module(NESTED).expect("parses");
        let f = m.functions.values().next().unwrap();
        let cfg = Cfg::compute(f);
        let li = LoopInfo::compute(&cfg);
        let loops: Vec<_> = li.loops().collect();
        assert_eq!(loops.len(), 2);
        let (outer, od) = loops[0];
        let (inner, id) = loops[1];
        assert_eq!(od.header, block(f, "outer"));
        assert_eq!(id.header, block(f, "inner"));
        assert_eq!((od.depth, id.depth, id.parent), (1, 2, Some(outer)));
        assert_eq!(id.latches.len(), 2, "inner.body and skip both branch back");
        assert_eq!(od.latches, vec![block(f, "outer.latch")]);
        assert_eq!(od.blocks.len(), 5, "outer, inner, skip, inner.body, outer.latch");
        assert_eq!(od.blocks[0], od.header);
        assert_eq!(li.innermost(block(f, "skip")), Some(inner));
        assert_eq!(li.innermost(block(f, "outer.latch")), Some(outer));
        assert_eq!(li.depth(block(f, "done")), 0);
        assert!(li.contains(outer, block(f, "skip")) && !li.contains(inner, block(f, "outer.latch")));
        assert_eq!(
            li.exit_edges(f, inner),
            vec![(block(f, "inner.body"), block(f, "outer.latch"))]
        );
        assert_eq!(li.exit_edges(f, outer), vec![(block(f, "outer"), block(f, "done"))]);
        assert_eq!(li.preheader(f, &cfg, outer), Some(block(f, "entry")));
        assert_eq!(li.preheader(f, &cfg, inner), None, "outer branches elsewhere too");
    }

    /// A cycle entered at two blocks has no dominating header: no loop.
    #[test]
    fn irreducible_cycle_is_not_a_loop() {
        let text = "define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  br i1 %c, label %a, label %out
out:
  ret void
}
";
        let m = parse_module(text).expect("parses");
        let f = m.functions.values().next().unwrap();
        let cfg = Cfg::compute(f);
        assert!(LoopInfo::compute(&cfg).is_empty());
    }

    #[test]
    fn straight_line_code_has_no_loop() {
        let m = parse_module("define void @f() {\nentry:\n  ret void\n}\n").expect("parses");
        let f = m.functions.values().next().unwrap();
        let cfg = Cfg::compute(f);
        let li = LoopInfo::compute(&cfg);
        assert!(li.is_empty());
        assert_eq!(li.depth(f.entry_block().unwrap()), 0);
    }
}
