//! Non-virtual base classes, as the Itanium C++ ABI lays them out: each base is a
//! subobject at the start of the derived class, in declaration order, before the
//! members (an empty base takes no space: see `TypeTable::complete_record_aligned`).
//! In the IL a base is a field named `<base B>` (not an identifier, so no lookup finds
//! it by accident), so layout, copies, aggregate initialization (C++17: `D d = {{1},
//! 2};`) and default construction treat it as the leading member it is.
//!
//! Lookup: the class scope of a derived class searches its bases' scopes after its own
//! (inherited static members, types and member functions), and member access `d.x`
//! falls back to the bases' fields (`d.<base B>.x`). A call of a base's member
//! function passes the base subobject as `this`; a derived-to-base conversion of a
//! pointer is the address of the subobject (null stays null), of an lvalue or value
//! the subobject itself.
//!
//! A base written with a parameter of the class template being instantiated
//! (`struct D : B<T>`) is dependent: unqualified lookup inside the class does not search
//! it ([temp.dep]/4, nvcc's `identifier "f" is undefined` for `f()` naming `B<T>::f`),
//! `this->f()` and `B<T>::f()` do.

use crate::il::{BinOp, Expr, ExprKind, UnaryOp};
use crate::source::Span;
use crate::types::{MemberDecl, TypeId, TypeKind};

use crate::sema::lookup::Entity;
use crate::sema::Sema;

/// A base as its base clause wrote it.
#[derive(Clone, Copy, Debug)]
pub struct WrittenBase {
    /// The base class.
    pub ty: TypeId,
    /// Written with a template parameter of the instance being parsed
    /// ([`Sema::base_written_dependent`]).
    pub dependent: bool,
}

/// The IL field name of base `display` (a class name as printed).
pub fn base_field_name(display: &str) -> String {
    format!("<base {display}>")
}

impl<'a> Sema<'a> {
    /// The subobject of `obj` that a member access qualified by class `ty` (`o.B::m`,
    /// the qualifier at `span`) looks in: `obj` itself or its base `ty`; nvcc's error
    /// when `ty` is neither.
    pub fn qualified_member_object(&mut self, obj: &'a Expr<'a>, ty: TypeId, span: Span) -> &'a Expr<'a> {
        if obj.ty.unqualified() == ty.unqualified() {
            return obj;
        }
        match self.base_subobject(obj, ty) {
            Some(sub) => sub,
            None => {
                let d = self.types.display(obj.ty);
                let msg = format!("qualified name is not a member of class \"{d}\" or its base classes");
                self.diags.error(span, msg);
                self.error_expr(span)
            }
        }
    }

    /// Checks base `ty` (written at `span`) of a class whose earlier bases are `bases`:
    /// a complete class, not final, not named twice. `None` after an error that drops
    /// the base clause.
    pub fn check_base(&mut self, ty: TypeId, span: Span, bases: &[TypeId]) -> Option<()> {
        if !self.types.is_record(ty) {
            // nvcc's text: a base must be named by a class name.
            self.diags.error(span, "expected an identifier");
            return None;
        }
        if !self.require_complete_type(ty, span) || self.class_scope(ty).is_none() {
            let t = self.ty_str(ty);
            self.diags.error(span, format!("incomplete type {t} is not allowed"));
            return None;
        }
        self.check_final_base(ty, span);
        if bases.contains(&ty) {
            self.diags.error(span, "duplicate base class name");
            return None;
        }
        Some(())
    }

    /// Whether a base specifier whose identifiers are `names` names a template
    /// parameter of the template being parsed again for an instance: the base is
    /// dependent (a base named through a member typedef of the instance is taken as
    /// non-dependent, as every base was before).
    pub fn base_written_dependent(&self, names: &[crate::symbol::Sym]) -> bool {
        names.iter().any(|&n| self.scopes.is_bound_parameter(n))
    }

    /// Records `bases` as the direct bases of `class` (whose class scope is current) and
    /// returns their fields, which lead the class's members.
    pub fn declare_bases(&mut self, class: TypeId, written: &[WrittenBase]) -> Vec<MemberDecl> {
        let Some(ns) = self.class_scope(class) else {
            return Vec::new();
        };
        let bases: Vec<TypeId> = written.iter().map(|b| b.ty).collect();
        let mut fields = Vec::new();
        let mut bases_so_far: Vec<String> = Vec::new();
        for w in written {
            let b = w.ty;
            if let Some(bns) = self.class_scope(b) {
                self.scopes.add_using_to(ns, bns);
                let inherited = self.scopes.usings_of(bns);
                for &u in &inherited {
                    self.scopes.add_using_to(ns, u);
                }
                if w.dependent {
                    for u in std::iter::once(bns).chain(inherited) {
                        self.scopes.mark_dependent_using(ns, u);
                    }
                }
            }
            // Bases printed alike (`leaf<0, int>`, `leaf<1, short>` both print `leaf`)
            // get fields of their own.
            let display = self.types.display(b);
            let alike = bases_so_far.iter().filter(|d| **d == display).count();
            let name = match alike {
                0 => base_field_name(&display),
                n => base_field_name(&format!("{display}#{n}")),
            };
            bases_so_far.push(display);
            fields.push((name, b, None));
        }
        if let TypeKind::Record(id) = *self.types.kind(class) {
            self.class_facts[id].bases = bases;
        }
        fields
    }

    /// The direct bases of class `ty` (field `i` is base `i`).
    pub fn bases_of(&self, ty: TypeId) -> &[TypeId] {
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Record(id) => &self.class_facts[id].bases,
            _ => &[],
        }
    }

    /// The field indices leading from class `from` to its (direct or indirect) base `to`.
    pub fn base_path(&self, from: TypeId, to: TypeId) -> Option<Vec<u32>> {
        let (from, to) = (from.unqualified(), to.unqualified());
        for (i, &b) in self.bases_of(from).iter().enumerate() {
            if b == to {
                return Some(vec![i as u32]);
            }
            if let Some(mut rest) = self.base_path(b, to) {
                rest.insert(0, i as u32);
                return Some(rest);
            }
        }
        None
    }

    /// Whether a value of type `from` is of class `class` or of a class derived from it:
    /// `class(from)`, `class{from}` and `class x{from}` copy (the base subobject), as
    /// [dcl.init.list]/3.2 says for aggregates.
    pub fn is_same_or_derived_class(&self, from: TypeId, class: TypeId) -> bool {
        let (from, class) = (from.unqualified(), class.unqualified());
        self.types.is_record(from) && (from == class || self.base_path(from, class).is_some())
    }

    /// The byte offset of base `to` inside `from` along [`Sema::base_path`].
    pub fn base_offset(&self, from: TypeId, path: &[u32]) -> u64 {
        let mut ty = from.unqualified();
        let mut off = 0;
        for &i in path {
            let Some(f) = self.types.record_of(ty).and_then(|r| r.fields.get(i as usize)) else {
                break;
            };
            off += f.offset;
            ty = f.ty;
        }
        off
    }

    /// The subobject of `obj` (of a class type) for its base `to`, if `to` is a base.
    pub fn base_subobject(&mut self, obj: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        let path = self.base_path(obj.ty, to)?;
        Some(self.field_path(obj, &path))
    }

    /// `obj.f0.f1...` for field indices `path` (qualifiers of `obj` carried along).
    pub fn field_path(&mut self, obj: &'a Expr<'a>, path: &[u32]) -> &'a Expr<'a> {
        let mut e = obj;
        for &i in path {
            let Some(f) = self
                .types
                .record_of(e.ty)
                .and_then(|r| r.fields.get(i as usize))
                .cloned()
            else {
                break;
            };
            let cv = crate::types::Quals(e.ty.quals().0 & 3);
            e = self.mk(
                ExprKind::Member { base: e, field: i },
                f.ty.with_quals(cv),
                e.span,
                e.lvalue,
            );
        }
        e
    }

    /// The enumerator or static data member `name` of class `ty` or of one of its
    /// bases (what `obj.name` may also name besides a field).
    pub fn static_member_through_bases(&self, ty: TypeId, name: crate::symbol::Sym) -> Option<Entity> {
        match self.class_member(ty, name) {
            Some(e @ (Entity::Var(_) | Entity::EnumConst(..))) => return Some(e),
            Some(_) => return None,
            None => {}
        }
        self.bases_of(ty)
            .iter()
            .find_map(|&b| self.static_member_through_bases(b, name))
    }

    /// Whether evaluating `e` (an object expression) can be skipped: a variable,
    /// a member of one, or `*p` of a variable `p`.
    pub fn designates_without_effects(e: &Expr<'_>) -> bool {
        match &e.kind {
            ExprKind::Var(_) => true,
            ExprKind::Member { base, .. } => Self::designates_without_effects(base),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => Self::designates_without_effects(operand),
            ExprKind::Cast { operand, .. } => Self::designates_without_effects(operand),
            _ => false,
        }
    }

    /// Where data member `name` of class `ty` is found through its bases: the path to
    /// the base holding it, then its index there.
    pub fn inherited_field(&self, ty: TypeId, name: &str) -> Option<Vec<u32>> {
        for (i, &b) in self.bases_of(ty).iter().enumerate() {
            let rec = self.types.record_of(b)?;
            if let Some(k) = rec.fields.iter().position(|f| f.name == name) {
                return Some(vec![i as u32, k as u32]);
            }
            if let Some(mut rest) = self
                .anonymous_member_path(b, name)
                .or_else(|| self.inherited_field(b, name))
            {
                rest.insert(0, i as u32);
                return Some(rest);
            }
        }
        None
    }

    /// Converts pointer `p` to a class to a pointer to its base `to` (same qualifiers):
    /// the subobject's address; a null pointer stays null when the base is not at
    /// offset 0.
    pub fn derived_to_base_pointer(&mut self, p: &'a Expr<'a>, to_ptr: TypeId, span: Span) -> Option<&'a Expr<'a>> {
        let from = self.types.pointee(p.ty)?;
        let to = self.types.pointee(to_ptr)?;
        let path = self.base_path(from, to)?;
        let p = self.rvalue(p);
        let obj = self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: p,
            },
            from,
            span,
            true,
        );
        let sub = self.field_path(obj, &path);
        let addr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: sub,
            },
            to_ptr,
            span,
            false,
        );
        if self.base_offset(from, &path) == 0 {
            return Some(addr);
        }
        Some(self.unless_null(p, addr, to_ptr, span))
    }

    /// `static_cast<D*>(p)` for `p` a pointer to a base of `D` (`to_ptr`): the address
    /// of the enclosing object, `p` minus the base's offset (null stays null).
    pub fn base_to_derived_pointer(&mut self, p: &'a Expr<'a>, to_ptr: TypeId, span: Span) -> Option<&'a Expr<'a>> {
        let from = self.types.pointee(p.ty)?;
        let to = self.types.pointee(to_ptr)?;
        let path = self.base_path(to, from)?;
        let off = self.base_offset(to, &path);
        let p = self.rvalue(p);
        let cast = |s: &mut Self, e: &'a Expr<'a>, ty: TypeId| {
            s.mk(
                ExprKind::Cast {
                    kind: crate::il::CastKind::BitCast,
                    operand: e,
                },
                ty,
                span,
                false,
            )
        };
        if off == 0 {
            return Some(cast(self, p, to_ptr));
        }
        let byte = TypeId::CHAR.with_quals(crate::types::Quals(from.quals().0 & 3));
        let bytes = self.types.pointer_to(byte);
        let raw = cast(self, p, bytes);
        let delta = self.int_const(off as i128, TypeId::LONG, span);
        let moved = self.binary(BinOp::Sub, raw, delta, span);
        let derived = cast(self, moved, to_ptr);
        Some(self.unless_null(p, derived, to_ptr, span))
    }

    /// `p != null ? adjusted : null` of type `to_ptr`: a pointer converted between a
    /// class and its base keeps the null pointer null.
    fn unless_null(&mut self, p: &'a Expr<'a>, adjusted: &'a Expr<'a>, to_ptr: TypeId, span: Span) -> &'a Expr<'a> {
        let null = self.zero_value(p.ty.unqualified(), span);
        let test = self.mk(
            ExprKind::Binary {
                op: BinOp::Ne,
                lhs: p,
                rhs: null,
            },
            TypeId::BOOL,
            span,
            false,
        );
        let null_to = self.zero_value(to_ptr, span);
        self.mk(
            ExprKind::Conditional {
                cond: test,
                then: adjusted,
                els: null_to,
            },
            to_ptr,
            span,
            false,
        )
    }

    /// The implicit derived-to-base conversion of `e` to `to` (unqualified): a class
    /// value to its base (the subobject's value), a pointer to a class to a pointer to
    /// its base with at least the same qualifiers. `None` when it is not one.
    pub fn derived_to_base(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        if self.types.is_record(e.ty) && self.types.is_record(to) && e.ty.unqualified() != to {
            let sub = self.base_subobject(e, to)?;
            return Some(self.rvalue(sub));
        }
        let (fp, tp) = (self.types.pointee(e.ty)?, self.types.pointee(to)?);
        if !self.types.is_record(fp) || fp.unqualified() == tp.unqualified() {
            return None;
        }
        if !tp.quals().contains(crate::types::Quals(fp.quals().0 & 3)) {
            return None;
        }
        self.base_path(fp, tp)?;
        self.derived_to_base_pointer(e, to, e.span)
    }

    /// The data sizes of the bases (leading fields) of a class whose later members may
    /// reuse their tail padding: a base that is not POD (constructors, bases, default
    /// member initializers or virtual functions) and whose data ends before its size,
    /// as the Itanium ABI lays it out.
    pub fn base_data_sizes(&self, bases: &[TypeId]) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (i, &b) in bases.iter().enumerate() {
            let non_pod = self.has_ctors(b) || !self.bases_of(b).is_empty() || self.needs_construction(b);
            let Some(base) = self.types.record_of(b) else {
                continue;
            };
            let dsize = base
                .fields
                .iter()
                .map(|f| f.offset + self.types.size_of(f.ty))
                .max()
                .unwrap_or(0);
            if non_pod && dsize < base.size && !base.fields.is_empty() {
                out.push((i, dsize));
            }
        }
        out
    }
}
