//! Pointer conversions ([conv.ptr]), qualification conversions ([conv.qual]) and the
//! composite pointer type of two operands ([expr.type]/4 of C++17).
//!
//! One engine answers all three: the cv-combined type of two similar types. A type is
//! decomposed into levels, `cv0 P0 cv1 P1 ... cv(n-1) P(n-1) cvn U` (each `Pi` a pointer
//! or an array); two types are similar when their levels and `U` agree. Their
//! cv-combined type unions the qualifiers of every level below the top and, where that
//! union differs from either operand's, adds `const` to every level above it, so
//! `const int**` and `int**` combine to `const int *const *`. A qualification conversion
//! from `T1` to `T2` is exactly the case where combining them gives back `T2`; the
//! composite pointer type of `==`, `<` and `?:` is the combination itself (after the
//! rules for null pointer constants, `void*` and base classes).

use crate::il::Expr;
use crate::types::{Quals, TypeId, TypeKind};

use crate::sema::Sema;

/// How a pointer type converts implicitly to another pointer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerConv {
    /// The same type, up to the pointer's own (top-level) qualifiers.
    Identity,
    /// A qualification conversion (`int**` to `const int *const *`): no code.
    Qualification,
    /// A pointer to an object converted to a pointer to (as qualified) `void`.
    ToVoid,
    /// A pointer to a class converted to a pointer to one of its bases.
    ToBase,
    /// Only qualifiers are added, but not the `const` that every level above an added
    /// one needs (`int**` to `const int**`). C++ has no such conversion; nvcc accepts it
    /// with a warning (its discretionary error), so ptxc does too.
    UnsafeQualification,
    /// No implicit conversion.
    Invalid,
}

/// What one level of a cv-decomposition is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Layer {
    Pointer,
    /// An array of that many elements. Qualifiers of an array are those of its elements
    /// (C++17 [basic.type.qualifier]), so an array level never carries its own.
    Array(u64),
}

/// A type split into its levels: `levels[i]` is `(cv_i, P_i)`, `base` is `cv_n U`.
struct CvDecomposition {
    levels: Vec<(Quals, Layer)>,
    base: TypeId,
}

impl CvDecomposition {
    /// `cv_j` for `0 <= j <= n`.
    fn cv(&self, j: usize) -> Quals {
        match self.levels.get(j) {
            Some(&(q, _)) => q,
            None => self.base.quals(),
        }
    }
}

impl<'a> Sema<'a> {
    /// The longest cv-decomposition of `ty`: through every pointer and array level.
    fn cv_decompose(&self, ty: TypeId) -> CvDecomposition {
        let mut levels = Vec::new();
        let mut ty = ty;
        loop {
            match *self.types.kind(ty) {
                TypeKind::Pointer { pointee } => {
                    levels.push((ty.quals(), Layer::Pointer));
                    ty = pointee;
                }
                TypeKind::Array { elem, len } => {
                    levels.push((ty.quals(), Layer::Array(len)));
                    ty = elem;
                }
                _ => break,
            }
        }
        CvDecomposition { levels, base: ty }
    }

    /// Whether `a` and `b` are similar types ([conv.qual]/2): they differ at most in
    /// qualifiers, at any level (what `const_cast` may change).
    pub fn similar_types(&self, a: TypeId, b: TypeId) -> bool {
        Self::similar(&self.cv_decompose(a), &self.cv_decompose(b))
    }

    /// Whether two decompositions are of similar types ([conv.qual]/2): the same levels
    /// and the same `U`.
    fn similar(a: &CvDecomposition, b: &CvDecomposition) -> bool {
        a.levels.len() == b.levels.len()
            && a.levels.iter().zip(&b.levels).all(|(x, y)| x.1 == y.1)
            && a.base.unqualified() == b.base.unqualified()
    }

    /// The cv-combined type of `t1` and `t2` ([conv.qual]/3, [expr.type]/4), without
    /// top-level qualifiers; `None` when the types are not similar.
    pub fn cv_combined(&mut self, t1: TypeId, t2: TypeId) -> Option<TypeId> {
        let (d1, d2) = (self.cv_decompose(t1), self.cv_decompose(t2));
        if !Self::similar(&d1, &d2) {
            return None;
        }
        let n = d1.levels.len();
        let mut cv3: Vec<Quals> = (0..=n).map(|j| d1.cv(j).union(d2.cv(j))).collect();
        cv3[0] = Quals::NONE;
        for j in 1..=n {
            if cv3[j] != d1.cv(j) || cv3[j] != d2.cv(j) {
                for (k, level) in d1.levels.iter().enumerate().take(j).skip(1) {
                    if level.1 == Layer::Pointer {
                        cv3[k] = cv3[k].union(Quals::CONST);
                    }
                }
            }
        }
        let mut ty = d1.base.unqualified().with_quals(cv3[n]);
        for j in (0..n).rev() {
            ty = match d1.levels[j].1 {
                Layer::Pointer => self.types.pointer_to(ty),
                Layer::Array(len) => self.types.array_of(ty, len),
            }
            .with_quals(cv3[j]);
        }
        Some(ty)
    }

    /// How pointer type `from` converts implicitly to pointer type `to` (standard
    /// pointer conversions followed by a qualification conversion).
    pub fn pointer_conversion(&mut self, from: TypeId, to: TypeId) -> PointerConv {
        let (from, to) = (from.unqualified(), to.unqualified());
        if from == to {
            return PointerConv::Identity;
        }
        let (Some(fp), Some(tp)) = (self.types.pointee(from), self.types.pointee(to)) else {
            return PointerConv::Invalid;
        };
        let cv = |q: Quals| Quals(q.0 & (Quals::CONST.0 | Quals::VOLATILE.0));
        let keeps_quals = cv(tp.quals()).contains(cv(fp.quals()));
        let t = &self.types;
        if t.is_void(tp) && !t.is_function(fp) {
            return match (keeps_quals, t.is_void(fp)) {
                (false, _) => PointerConv::Invalid,
                (true, true) => PointerConv::Qualification,
                (true, false) => PointerConv::ToVoid,
            };
        }
        if t.is_record(fp) && t.is_record(tp) && fp.unqualified() != tp.unqualified() {
            return if keeps_quals && self.base_path(fp, tp).is_some() {
                PointerConv::ToBase
            } else {
                PointerConv::Invalid
            };
        }
        match self.cv_combined(from, to) {
            Some(c) if c == to => PointerConv::Qualification,
            Some(_) if self.only_adds_quals(from, to) => PointerConv::UnsafeQualification,
            _ => PointerConv::Invalid,
        }
    }

    /// Whether similar types `from` and `to` differ only by qualifiers `to` adds below
    /// the top level.
    fn only_adds_quals(&self, from: TypeId, to: TypeId) -> bool {
        let (d1, d2) = (self.cv_decompose(from), self.cv_decompose(to));
        Self::similar(&d1, &d2) && (1..=d1.levels.len()).all(|j| d2.cv(j).contains(d1.cv(j)))
    }

    /// The composite pointer type of operands `l` and `r` (rvalues) of `==`, `!=`, the
    /// relational operators and `?:` ([expr.type]/4); `None` when they have none.
    pub fn composite_pointer_type(&mut self, l: &Expr<'a>, r: &Expr<'a>) -> Option<TypeId> {
        let (lt, rt) = (l.ty.unqualified(), r.ty.unqualified());
        let (l_null, r_null) = (self.is_null_constant(l), self.is_null_constant(r));
        let t = &self.types;
        let (lp, rp) = (t.is_pointer(lt), t.is_pointer(rt));
        match (l_null, r_null) {
            (true, true) => return Some(TypeId::NULLPTR),
            (false, true) if lp => return Some(lt),
            (true, false) if rp => return Some(rt),
            _ if !(lp && rp) => return None,
            _ => {}
        }
        let (pa, pb) = (t.pointee(lt)?, t.pointee(rt)?);
        let quals = pa.quals().union(pb.quals());
        let object = |s: &Self, p: TypeId| !s.types.is_function(p);
        if (t.is_void(pa) && object(self, pb)) || (t.is_void(pb) && object(self, pa)) {
            return Some(self.types.pointer_to(TypeId::VOID.with_quals(quals)));
        }
        if t.is_record(pa) && t.is_record(pb) && pa.unqualified() != pb.unqualified() {
            // A pointer to a class and one to its base: a pointer to the base.
            let base = if self.base_path(pb, pa).is_some() {
                pa
            } else if self.base_path(pa, pb).is_some() {
                pb
            } else {
                return None;
            };
            return Some(self.types.pointer_to(base.unqualified().with_quals(quals)));
        }
        self.cv_combined(lt, rt)
    }
}

#[cfg(test)]
mod tests {
    use super::PointerConv;
    use crate::diag::Diags;
    use crate::sema::Sema;
    use crate::symbol::Interner;
    use crate::types::{Quals, TypeId};

    /// A type written as `base` followed by pointer levels: `ty(s, INT, &[C, N])` is
    /// `const int **` (the first entry qualifies the pointee of the innermost pointer).
    fn ty(s: &mut Sema, base: TypeId, levels: &[Quals]) -> TypeId {
        let mut t = base.with_quals(levels[0]);
        for &q in &levels[1..] {
            t = s.types.pointer_to(t).with_quals(q);
        }
        s.types.pointer_to(t)
    }

    /// Qualifiers per level, innermost first (as [`ty`] takes them).
    type Levels = &'static [Quals];

    const N: Quals = Quals::NONE;
    const C: Quals = Quals::CONST;
    const V: Quals = Quals::VOLATILE;

    #[test]
    fn cv_combined_types_add_const_above_every_difference() {
        let arena = bumpalo::Bump::new();
        let mut s = Sema::new(&arena, Interner::new(), Diags::new());
        let cases: &[(Levels, Levels, Option<Levels>)] = &[
            // const int ** + int ** = const int *const *
            (&[C, N], &[N, N], Some(&[C, C])),
            // int *const ** + int *** = int *const *const *
            (&[N, C, N], &[N, N, N], Some(&[N, C, C])),
            // const int ** + int *const * = const int *const *
            (&[C, N], &[N, C], Some(&[C, C])),
            // volatile int ** + int ** = volatile int *const *
            (&[V, N], &[N, N], Some(&[V, C])),
            // a difference at the first level needs nothing above it
            (&[N, C], &[N, N], Some(&[N, C])),
            // different depths are not similar
            (&[N, N], &[N], None),
        ];
        for &(a, b, want) in cases {
            let (ta, tb) = (ty(&mut s, TypeId::INT, a), ty(&mut s, TypeId::INT, b));
            let want = want.map(|w| ty(&mut s, TypeId::INT, w));
            let got = s.cv_combined(ta, tb);
            let show = |s: &Sema, t: Option<TypeId>| t.map(|t| s.types.display(t));
            assert_eq!(
                show(&s, got),
                show(&s, want),
                "{} and {}",
                s.types.display(ta),
                s.types.display(tb)
            );
        }
        let (li, ll) = (ty(&mut s, TypeId::INT, &[N, N]), ty(&mut s, TypeId::LONG, &[N, N]));
        assert_eq!(s.cv_combined(li, ll), None, "int ** and long ** are not similar");
    }

    #[test]
    fn pointer_conversions_follow_conv_qual() {
        use PointerConv::*;
        let arena = bumpalo::Bump::new();
        let mut s = Sema::new(&arena, Interner::new(), Diags::new());
        let int_cases: &[(Levels, Levels, PointerConv)] = &[
            (&[N, N], &[N, N], Identity),
            (&[N], &[C], Qualification),
            (&[N, N], &[C, C], Qualification),
            (&[N, N], &[N, C], Qualification),
            (&[N, N], &[C, N], UnsafeQualification),
            (&[N, N], &[V, N], UnsafeQualification),
            (&[C, N], &[N, N], Invalid),
            (&[N, N, N], &[C, C, C], Qualification),
            (&[N, N, N], &[N, C, N], UnsafeQualification),
            (&[N, N, N], &[N, N, C], Qualification),
            (&[N, C, N], &[N, N, N], Invalid),
        ];
        for &(from, to, want) in int_cases {
            let (f, t) = (ty(&mut s, TypeId::INT, from), ty(&mut s, TypeId::INT, to));
            let got = s.pointer_conversion(f, t);
            assert_eq!(got, want, "{} to {}", s.types.display(f), s.types.display(t));
        }
        let ip = ty(&mut s, TypeId::INT, &[N]);
        let cip = ty(&mut s, TypeId::INT, &[C]);
        let ipp = ty(&mut s, TypeId::INT, &[N, N]);
        let vp = ty(&mut s, TypeId::VOID, &[N]);
        let cvp = ty(&mut s, TypeId::VOID, &[C]);
        let vpp = ty(&mut s, TypeId::VOID, &[N, N]);
        assert_eq!(s.pointer_conversion(ip, cvp), ToVoid);
        assert_eq!(s.pointer_conversion(ipp, vp), ToVoid);
        assert_eq!(s.pointer_conversion(cip, vp), Invalid);
        assert_eq!(s.pointer_conversion(ipp, vpp), Invalid);
        assert_eq!(s.pointer_conversion(vp, ip), Invalid);
        // Arrays are levels too: `int (*)[3]` to `const int (*)[3]`.
        let arr = s.types.array_of(TypeId::INT, 3);
        let carr = s.types.array_of(TypeId::INT.with_quals(C), 3);
        let (pa, pca) = (s.types.pointer_to(arr), s.types.pointer_to(carr));
        assert_eq!(s.pointer_conversion(pa, pca), Qualification);
        assert_eq!(s.pointer_conversion(pca, pa), Invalid);
    }
}
