//! The scalar leaves of a struct or array type: each integer, floating-point
//! or pointer component with its `extractvalue` index path and byte offset.
//! Scalar replacement asks for them at every whole-record access, and CuTe's
//! tensors and tuples nest deeply, so each type's answer is computed once
//! (shared, as modules are kept in a process-wide cache).

use crate::entities::Type;
use crate::types::{TypeData, TypeStore};
use std::sync::Arc;

/// Aggregates with more scalar leaves than this have none listed.
pub const MAX_SCALAR_LEAVES: usize = 128;

/// One scalar component of an aggregate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScalarLeaf {
    /// The `extractvalue` indices that reach it.
    pub path: Vec<u32>,
    /// Its byte offset inside the aggregate.
    pub offset: u64,
    /// Its scalar type.
    pub ty: Type,
}

/// The types a leaf may have (not vectors, not aggregates).
pub fn is_scalar_type(types: &TypeStore, t: Type) -> bool {
    matches!(
        types.get(t),
        TypeData::Int(_) | TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat | TypeData::Ptr(_)
    )
}

impl TypeStore {
    /// The scalar leaves of struct or array type `t` in field order, or `None`
    /// for any other type, an aggregate holding a vector (or anything else that
    /// is not a scalar or an aggregate) or one with more than
    /// [`MAX_SCALAR_LEAVES`] leaves.
    pub fn scalar_leaves(&self, t: Type) -> Option<Arc<[ScalarLeaf]>> {
        if !matches!(
            self.get(t),
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
        ) {
            return None;
        }
        if let Some(known) = self.leaves_cache.borrow().get(&t) {
            return known.clone();
        }
        let mut out = Vec::new();
        let found = self
            .collect_leaves(t, 0, &mut Vec::new(), &mut out)
            .map(|()| Arc::from(out));
        self.leaves_cache.borrow_mut().insert(t, found.clone());
        found
    }

    fn collect_leaves(&self, t: Type, offset: u64, path: &mut Vec<u32>, out: &mut Vec<ScalarLeaf>) -> Option<()> {
        if is_scalar_type(self, t) {
            if out.len() == MAX_SCALAR_LEAVES {
                return None;
            }
            out.push(ScalarLeaf {
                path: path.clone(),
                offset,
                ty: t,
            });
            return Some(());
        }
        match self.get(t) {
            TypeData::Array { elem, len } => {
                let (elem, len) = (*elem, *len);
                if len > MAX_SCALAR_LEAVES as u64 {
                    return None;
                }
                let step = self.alloc_size(elem);
                for k in 0..len {
                    path.push(u32::try_from(k).ok()?);
                    self.collect_leaves(elem, offset + k * step, path, out)?;
                    path.pop();
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (_, offsets) = self.struct_layout(t);
                let fields = self.struct_fields(t)?;
                for (k, (at, &field)) in offsets.into_iter().zip(fields).enumerate() {
                    path.push(u32::try_from(k).ok()?);
                    self.collect_leaves(field, offset + at, path, out)?;
                    path.pop();
                }
            }
            _ => return None,
        }
        Some(())
    }
}
