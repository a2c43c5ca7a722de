//! C++17 structured bindings: `auto [a, b] = e;`, `auto& [x, y] = s;`,
//! `const auto& [k, v] = *it;`, also as a range-`for` variable.
//!
//! The declaration introduces one hidden variable (the "holder", declared as an ordinary
//! `auto` variable of the same declarator, or as a copy of the array) and
//! one name per element. A name is not a variable of its own: each use of it is the
//! element of the holder it denotes, rebuilt as an expression (`holder[i]` for an array,
//! `holder.m` for a class), exactly as the standard describes the binding as an alias. So
//! bit-fields, `const` holders and holders that are references behave as their
//! elements do, and a lambda that uses a name captures the holder.
//!
//! Decomposition follows [dcl.struct.bind]: an array has one element per index; a class
//! (not a union) has its non-static data members, which must all be direct members of
//! the class itself or of one of its base classes, in declaration order; unnamed
//! bit-fields are skipped. A tuple-like class (`std::tuple_size<E>` complete) is
//! decomposed by [`super::tuple_bindings`], with the parser driving the declaration:
//! its `get<i>` calls need templates instantiated.
//! Diagnostics use nvcc's wording.

use crate::il::{Expr, Stmt, StmtKind, VarId};
use crate::sema::decl::InitSyn;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::classes::virtuals::VPTR_FIELD;
use super::lookup::Entity;
use super::Sema;

/// What one name of a structured binding denotes inside its holder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindingElement {
    /// Element `i` of an array holder.
    Index(u32),
    /// A data member, reached through these field indices (bases first).
    Field(Vec<u32>),
}

impl<'a> Sema<'a> {
    /// The elements of an object of type `ty` bound to `names` (with their spans;
    /// `open` is the span of the `[`), or `None` after reporting why it cannot be
    /// decomposed so.
    pub fn decompose_for_binding(
        &mut self,
        ty: TypeId,
        names: &[(Sym, Span)],
        open: Span,
    ) -> Option<Vec<BindingElement>> {
        let ty = ty.unqualified();
        let elements: Vec<BindingElement> = if let Some((_, len)) = self.types.array_elem(ty) {
            (0..len.min(u32::MAX as u64) as u32)
                .map(BindingElement::Index)
                .collect()
        } else {
            let is_class = self.types.record_of(ty).is_some_and(|r| !r.is_union);
            match is_class.then(|| self.binding_members(ty)).flatten() {
                Some(paths) if !paths.is_empty() => paths.into_iter().map(BindingElement::Field).collect(),
                _ => {
                    let msg = format!("type {} has no components to bind to", self.ty_str(ty));
                    self.diags.error(open, msg);
                    return None;
                }
            }
        };
        if names.len() > elements.len() {
            self.diags.error(names[elements.len()].1, "too many identifiers");
            return None;
        }
        if names.len() < elements.len() {
            self.diags
                .error(open, "there are more elements than there are binding names");
            return None;
        }
        Some(elements)
    }

    /// The field paths of the non-static data members of class `ty` for a binding:
    /// all in the class itself or all in one base (recursively); `None` when they are
    /// spread over several classes or one is an anonymous union.
    fn binding_members(&self, ty: TypeId) -> Option<Vec<Vec<u32>>> {
        let rec = self.types.record_of(ty)?;
        let bases = self.bases_of(ty).to_vec();
        let mut own = Vec::new();
        for (i, f) in rec.fields.iter().enumerate().skip(bases.len()) {
            if f.name == VPTR_FIELD || (f.name.is_empty() && f.bits.is_some()) {
                continue;
            }
            if f.name.is_empty() {
                return None;
            }
            own.push(vec![i as u32]);
        }
        let mut inherited: Option<Vec<Vec<u32>>> = None;
        for (i, &b) in bases.iter().enumerate() {
            let paths = self.binding_members(b)?;
            if paths.is_empty() {
                continue;
            }
            if !own.is_empty() || inherited.is_some() {
                return None;
            }
            let prefixed = paths
                .into_iter()
                .map(|p| std::iter::once(i as u32).chain(p).collect())
                .collect();
            inherited = Some(prefixed);
        }
        Some(inherited.unwrap_or(own))
    }

    /// Enters `names` into the current scope as the elements of `holder`.
    pub fn declare_bindings(&mut self, holder: VarId, names: &[(Sym, Span)], elements: Vec<BindingElement>) {
        for (&(name, span), element) in names.iter().zip(elements) {
            if self.scopes.lookup_current(name).is_some() {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
                continue;
            }
            self.scopes.declare(name, Entity::Binding { holder, element });
        }
    }

    /// A use of a structured binding's name: its element of `holder`.
    pub fn binding_expr(&mut self, holder: VarId, element: &BindingElement, name: Sym, span: Span) -> &'a Expr<'a> {
        let object = self.entity_expr(Some(Entity::Var(holder)), name, span);
        let e = match element {
            BindingElement::Index(i) => {
                let index = self.int_const(*i as i128, TypeId::LONG, span);
                self.index(object, index, span)
            }
            BindingElement::Field(path) => self.field_path(object, path),
        };
        self.mk(e.kind, e.ty, span, e.lvalue)
    }
}

/// A structured binding declaration once its holder is declared.
pub struct Binding<'a, 's> {
    /// The holder's (unspellable) name.
    pub holder_name: Sym,
    /// The holder's declaration.
    pub holder_stmt: &'a Stmt<'a>,
    /// The declarator operations written with `auto` (`&`, `&&`).
    pub ops: &'s [crate::sema::declarators::DeclOp],
    /// The names in brackets and where.
    pub names: &'s [(Sym, Span)],
    /// The `[`.
    pub open: Span,
    /// The end of the declaration.
    pub end: Span,
}

/// Declares the names of `binding` (whose holder was initialized by `init`): as the
/// elements of a tuple-like class (`get<i>`), or of an array or the members of a
/// class. The statement declares the holder (and, tuple-like, the references).
pub fn declare_binding_names<'a>(
    p: &mut dyn crate::sema::templates::replay::TemplateParser<'a>,
    binding: Binding<'a, '_>,
    init: &'a Expr<'a>,
) -> &'a Stmt<'a> {
    use crate::sema::declarators::DeclOp;
    use crate::sema::tuple_bindings::{bind_tuple_like, tuple_size_of, TupleHolder};
    let sema = p.sema();
    let Some(Entity::Var(holder)) = sema.scopes.lookup_current(binding.holder_name).cloned() else {
        // The holder was rejected (and reported); the names stay undeclared.
        return binding.holder_stmt;
    };
    let object = sema.entity_expr(Some(Entity::Var(holder)), binding.holder_name, binding.open);
    if let Some(size) = tuple_size_of(p, object.ty, binding.open) {
        let holder_is_lvalue = match binding.ops {
            [DeclOp::Reference(_)] => true,
            [DeclOp::RvalueReference(_)] => init.lvalue && !p.sema().is_xvalue(init),
            _ => false,
        };
        let holder = TupleHolder {
            var: holder,
            name: binding.holder_name,
            is_lvalue: holder_is_lvalue,
            stmt: binding.holder_stmt,
        };
        return bind_tuple_like(p, &holder, binding.names, size, binding.open, binding.end);
    }
    let sema = p.sema();
    if let Some(elements) = sema.decompose_for_binding(object.ty, binding.names, binding.open) {
        sema.declare_bindings(holder, binding.names, elements);
    }
    binding.holder_stmt
}

impl<'a> Sema<'a> {
    /// Declares the holder of a structured binding of `names` (specifiers `spec`, `&`
    /// or `&&` in `ops`, `[` at `open`) initialized by `init`, the declaration ending at
    /// `end`: for a reference declarator, or any non-array initializer, the `auto`
    /// variable the same specifiers and `ops` would declare; for an array initializer
    /// without a reference, an array of the same length whose elements are copies of
    /// the initializer's. Its (unspellable) name and its declaration; `None` after an
    /// error that declares nothing.
    pub fn declare_binding_holder(
        &mut self,
        spec: crate::sema::auto_deduction::auto_declarators::AutoSpecifiers,
        names: &[(Sym, Span)],
        ops: &[crate::sema::declarators::DeclOp],
        open: Span,
        init: &'a Expr<'a>,
        end: Span,
    ) -> Option<(Sym, &'a Stmt<'a>)> {
        let first = self.interner.get(names[0].0).to_string();
        let holder_name = self.interner.intern(&format!("binding.{first}"));
        let stmt = match self.types.array_elem(init.ty) {
            Some((elem, len)) if ops.is_empty() => {
                let written = crate::types::Quals(spec.ty.quals().0 & 3);
                self.array_copy_holder(holder_name, written, elem, len, init)?
            }
            _ => self.act_on_auto_local(spec, holder_name, open, ops, init, end)?,
        };
        Some((holder_name, stmt))
    }

    /// The holder of `auto [a, b] = arr;` named `name`: an array `elem[len]` (with the
    /// qualifiers `written` next to `auto`) whose elements are copies of `arr`'s (`init`),
    /// read through one pointer so `arr` is evaluated once. `None` when the holder
    /// cannot be declared.
    fn array_copy_holder(
        &mut self,
        name: Sym,
        written: crate::types::Quals,
        elem: TypeId,
        len: u64,
        init: &'a Expr<'a>,
    ) -> Option<&'a Stmt<'a>> {
        let s = init.span;
        let source = self.rvalue(init);
        let pointer = self.new_synthetic_local("binding.source", source.ty, s);
        let source_decl = Stmt {
            kind: StmtKind::Decl {
                var: pointer,
                init: Some(crate::il::Init::Expr(source)),
            },
            span: s,
        };
        let holder_ty = self.types.array_of(elem.with_quals(written), len);
        let items = (0..len)
            .map(|i| {
                let base = self.var_expr(pointer, s);
                let index = self.int_const(i as i128, TypeId::LONG, s);
                InitSyn::Expr(self.index(base, index, s))
            })
            .collect();
        let holder = self.declare_local(name, holder_ty, s)?;
        let value = self.initializer(holder_ty, &InitSyn::List(items, s));
        let holder_decl = *self.local_decl_stmt(holder, value, s);
        let list = self.arena.alloc_slice_fill_iter([source_decl, holder_decl]);
        Some(self.stmt(StmtKind::Compound(list), s))
    }
}
