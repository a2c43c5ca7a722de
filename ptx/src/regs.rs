//! Register classes and virtual register numbering.
//!
//! PTX registers are virtual; ptxas allocates the hardware ones. ptxc gives
//! every SSA value its own register, numbered per class from 1 as nvcc
//! does (`%r1`, `%rd1`, ...), and declares each class once per function as
//! `.reg .b32 %r<N>;` with N one past the highest number used.

use std::fmt;

/// A PTX register class: declaration type and name prefix.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum RegClass {
    /// `.pred %p`: i1.
    Pred,
    /// `.b16 %rs`: i8 and i16.
    B16,
    /// `.f32 %f`: float.
    F32,
    /// `.b32 %r`: i32.
    B32,
    /// `.f64 %fd`: double.
    F64,
    /// `.b64 %rd`: i64 and pointers.
    B64,
}

impl RegClass {
    /// Every class in the order nvcc declares them.
    pub const ALL: [RegClass; 6] = [
        RegClass::Pred,
        RegClass::B16,
        RegClass::F32,
        RegClass::B32,
        RegClass::F64,
        RegClass::B64,
    ];

    /// (declaration type, register prefix)
    pub fn decl(self) -> (&'static str, &'static str) {
        match self {
            RegClass::Pred => (".pred", "%p"),
            RegClass::B16 => (".b16", "%rs"),
            RegClass::F32 => (".f32", "%f"),
            RegClass::B32 => (".b32", "%r"),
            RegClass::F64 => (".f64", "%fd"),
            RegClass::B64 => (".b64", "%rd"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// A virtual register: class and number (numbers start at 1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct VReg {
    /// The register class (its prefix and `.reg` type).
    pub class: RegClass,
    /// The number within the class, from 1.
    pub num: u32,
}

impl fmt::Display for VReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.decl().1, self.num)
    }
}

/// `.reg .b32 %r<N>;`: the registers of one class a function uses, `%r1`
/// to `%r<N-1>` (nvcc's `N` is one past the highest number).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RegDecl {
    /// The class declared.
    pub class: RegClass,
    /// `N`: one past the highest register number.
    pub count: u32,
}

impl fmt::Display for RegDecl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ty, prefix) = self.class.decl();
        write!(f, ".reg {ty} \t{prefix}<{}>;", self.count)
    }
}

/// Hands out register numbers per class.
#[derive(Clone, Debug, Default)]
pub struct RegAlloc {
    next: [u32; 6],
}

impl RegAlloc {
    /// A fresh register of `class`.
    pub fn new_reg(&mut self, class: RegClass) -> VReg {
        let n = &mut self.next[class.index()];
        *n += 1;
        VReg { class, num: *n }
    }

    /// The `.reg` declarations for every class used, in nvcc's order.
    pub fn declarations(&self) -> Vec<RegDecl> {
        RegClass::ALL
            .iter()
            .filter(|c| self.next[c.index()] > 0)
            .map(|&class| RegDecl {
                class,
                count: self.next[class.index()] + 1,
            })
            .collect()
    }
}

/// A value per virtual register, in one dense vector per class (registers are
/// numbered densely from 1): the post-selection passes ask about every
/// register of a function, and a hash map of a long function's million
/// registers was a cache miss per question.
#[derive(Clone, Debug)]
pub struct RegTable<T> {
    by_class: [Vec<T>; 6],
    default: T,
}

impl<T: Clone> RegTable<T> {
    /// Every register mapped to `default`.
    pub fn new(default: T) -> Self {
        RegTable {
            by_class: Default::default(),
            default,
        }
    }

    /// The value of `r`.
    #[inline]
    pub fn get(&self, r: VReg) -> &T {
        self.by_class[r.class.index()]
            .get(r.num as usize)
            .unwrap_or(&self.default)
    }

    /// The value of `r`, to change.
    #[inline]
    pub fn get_mut(&mut self, r: VReg) -> &mut T {
        let v = &mut self.by_class[r.class.index()];
        let n = r.num as usize;
        if v.len() <= n {
            // Doubled, not grown to `n`: registers come in numbering order, and
            // a resize for each new one was most of the coalescing passes (issue 46).
            v.resize((n + 1).max(2 * v.len()).max(64), self.default.clone());
        }
        &mut v[n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_and_declarations() {
        let mut ra = RegAlloc::default();
        assert_eq!(ra.new_reg(RegClass::B32).to_string(), "%r1");
        assert_eq!(ra.new_reg(RegClass::B32).to_string(), "%r2");
        assert_eq!(ra.new_reg(RegClass::B64).to_string(), "%rd1");
        assert_eq!(ra.new_reg(RegClass::Pred).to_string(), "%p1");
        let decls: Vec<String> = ra.declarations().iter().map(|d| d.to_string()).collect();
        assert_eq!(
            decls,
            [".reg .pred \t%p<2>;", ".reg .b32 \t%r<3>;", ".reg .b64 \t%rd<2>;"]
        );
    }
}
