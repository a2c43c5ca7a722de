//! Each block's predecessors as a table the CFG-editing passes keep up to date
//! themselves (merge-blocks, if-convert), where [`super::Cfg`] is a snapshot.
//!
//! Dense and inline: a long function has 150,000 blocks, nearly all with one
//! or two predecessors, so a hash map of vectors cost an allocation per block
//! and a cache miss per question.

use crate::entities::Block;
use crate::function::Function;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// The predecessors of a block, each once.
pub type PredList = SmallVec<[Block; 2]>;

/// Every block's predecessors, by block.
#[derive(Clone, Debug, Default)]
pub struct PredecessorMap {
    lists: SecondaryMap<Block, PredList>,
}

impl PredecessorMap {
    /// The predecessors of `f`'s placed blocks, from their terminators.
    pub fn compute(f: &Function) -> PredecessorMap {
        // Filled to its length first: growing it a block at a time on writes was
        // a slow path per block (issue 46).
        let mut lists: SecondaryMap<Block, PredList> = SecondaryMap::new();
        lists.resize(f.blocks.len());
        for &b in &f.layout {
            for s in f.successor_iter(b) {
                let list = &mut lists[s];
                if !list.contains(&b) {
                    list.push(b);
                }
            }
        }
        PredecessorMap { lists }
    }

    /// The predecessors of `b` (empty: none, or `b` was removed).
    #[inline]
    pub fn of(&self, b: Block) -> &[Block] {
        self.lists.get(b).map_or(&[], |l| l.as_slice())
    }

    /// The predecessor list of `b`, to edit.
    pub fn of_mut(&mut self, b: Block) -> &mut PredList {
        &mut self.lists[b]
    }

    /// Forgets `b`'s predecessors (it is being removed).
    pub fn clear(&mut self, b: Block) {
        if let Some(l) = self.lists.get(b) {
            if !l.is_empty() {
                self.lists[b] = PredList::new();
            }
        }
    }
}
