//! Virtual functions, laid out as the Itanium C++ ABI and nvcc lay them out.
//!
//! A class is dynamic when it declares a virtual function (`virtual`, or a member that
//! overrides a base's virtual function, also a destructor) or has a dynamic base. Its
//! vtable pointer is at offset 0: its own field `<vptr>` (after its bases, which must
//! then be empty), or that of its primary base (the first base, when dynamic), which it
//! shares. Its slots are the primary base's, then each virtual function it declares
//! that overrides none of those (a virtual destructor takes two: complete `D1` and
//! deleting `D0`).
//!
//! The vtable `_ZTV<class>` is a `.global .u64` array as nvcc emits it: per vtable
//! group an offset-to-top, an RTTI slot (0: nvcc emits none) and the slots' final
//! overriders; the primary group first, then one per dynamic non-primary base
//! (a this-adjusting thunk `_ZThn<off>_...` where the overrider sits elsewhere); a pure
//! virtual function's slot is 0, as nvcc emits it. Constructors store the address
//! points (after the bases are constructed, so a base's constructor sees its own
//! vtable), and so do destructors before their body.
//!
//! A call through a pointer or reference loads the function from the vtable; a call on
//! an object whose dynamic type is known (a variable, a member) or a qualified call
//! (`p->B::f()`) is direct. Virtual base classes and covariant return types are not
//! supported.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::il::{
    BinOp, CastKind, Expr, ExprKind, FnDeclId, Function, GlobalVar, Init, MemSpace, Stmt, StmtKind, UnaryOp, VarDecl,
    VarId, VarKind,
};
use crate::source::Span;
use crate::types::{MemberDecl, RecordId, TypeId, TypeKind};

use crate::sema::Sema;

/// The IL name of a class's own vtable pointer field.
pub const VPTR_FIELD: &str = "<vptr>";

/// One slot of a class's vtable: the function that introduced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// An ordinary virtual function.
    Func(FnDeclId),
    /// A virtual destructor's complete-object entry (`D1`).
    DtorComplete,
    /// A virtual destructor's deleting entry (`D0`).
    DtorDeleting,
}

/// One entry of a vtable as emitted.
#[derive(Clone, Copy, Debug)]
enum Entry {
    Int(i64),
    Func(FnDeclId),
    Deleting(FnDeclId),
    Thunk(FnDeclId, i64, bool),
}

/// What Sema knows about a dynamic class.
#[derive(Clone, Debug, Default)]
pub struct Dynamic {
    /// Its own `<vptr>` field, when it has no primary base.
    pub own_vptr: Option<u32>,
    /// Whether its first base is its primary base (shares the vtable pointer).
    pub primary: bool,
    /// Its slots, in order.
    pub slots: Vec<Slot>,
    /// The vtable's entries and address points (field path to the subobject, entry
    /// index), once laid out.
    entries: Vec<Entry>,
    points: Vec<(Vec<u32>, usize)>,
    /// Pure virtual functions left without an overrider (an abstract class).
    pub pure_left: Vec<FnDeclId>,
    /// The vtable variable, once device code needs it.
    table: Option<VarId>,
}

/// Virtual functions of the translation unit.
#[derive(Debug, Default)]
pub struct Virtuals {
    /// Dynamic classes.
    classes: FxHashMap<RecordId, Dynamic>,
    /// Virtual member functions.
    virtual_fns: FxHashSet<FnDeclId>,
    /// Pure virtual functions (`= 0`).
    pure_fns: FxHashSet<FnDeclId>,
    /// Deleting destructors made, by complete destructor.
    deleting: FxHashMap<FnDeclId, FnDeclId>,
    /// Thunks made, by target and adjustment.
    thunks: FxHashMap<(FnDeclId, i64, bool), FnDeclId>,
    /// Set while a qualified member call (`p->B::f()`) is built: no virtual dispatch.
    pub qualified_call: bool,
    /// Expressions (by address) naming member functions by a qualified name (`B::f`
    /// inside a member function): called on `*this`, they are not dispatched either.
    qualified_names: FxHashSet<usize>,
}

impl<'a> Sema<'a> {
    /// What a destructor `f` of a dynamic class does first (the object `this` at
    /// `span`): point the object at its own vtable, so virtual calls in its body reach
    /// this class's functions. Nothing for another member function.
    pub fn destructor_vptr_stores(&mut self, f: FnDeclId, span: Span) -> Vec<Stmt<'a>> {
        let mut stmts = Vec::new();
        let Some(this) = self.this_object(span) else {
            return stmts;
        };
        if self.func(f).name.starts_with('~') {
            for s in self.vptr_stores(this, f) {
                stmts.push(Stmt {
                    kind: StmtKind::Expr(s),
                    span: s.span,
                });
            }
        }
        stmts
    }

    /// The vtable pointer stores of constructor or destructor `f` of a dynamic class
    /// (the object `this` at `span`), pushed onto `stmts`.
    pub fn push_vptr_stores(&mut self, f: FnDeclId, span: Span, stmts: &mut Vec<Stmt<'a>>) {
        let Some(this) = self.this_object(span) else {
            return;
        };
        for s in self.vptr_stores(this, f) {
            stmts.push(Stmt {
                kind: StmtKind::Expr(s),
                span: s.span,
            });
        }
    }

    fn record_id(&self, ty: TypeId) -> Option<RecordId> {
        match *self.types.kind(ty.unqualified()) {
            TypeKind::Record(id) => Some(id),
            _ => None,
        }
    }

    /// Whether the member call being built is qualified (`p->B::f()`: no dispatch).
    pub fn set_qualified_call(&mut self, qualified: bool) {
        self.virtuals.qualified_call = qualified;
    }

    /// `e`, an expression naming member functions, as named by a qualified name (`B::f`,
    /// `ns::B::f`): a call of it on the implicit object calls exactly that function
    /// ([class.virtual]: explicit qualification suppresses the virtual call).
    pub fn qualified_member_name(&mut self, e: &'a Expr<'a>) -> &'a Expr<'a> {
        if matches!(e.kind, ExprKind::Func(_)) {
            self.virtuals.qualified_names.insert(e as *const Expr as usize);
        }
        e
    }

    /// Whether `callee` names member functions by a qualified name (see
    /// [`Sema::qualified_member_name`]).
    pub fn is_qualified_member_name(&self, callee: &Expr<'a>) -> bool {
        self.virtuals
            .qualified_names
            .contains(&(callee as *const Expr as usize))
    }

    /// Marks `f` (a member function) as declared `virtual` (`pure`: `= 0`).
    pub fn mark_virtual(&mut self, f: FnDeclId, pure: bool) {
        self.virtuals.virtual_fns.insert(f);
        if pure {
            self.virtuals.pure_fns.insert(f);
        }
    }

    /// Whether `f` is a virtual function.
    pub fn is_virtual(&self, f: FnDeclId) -> bool {
        self.virtuals.virtual_fns.contains(&f)
    }

    /// The facts of dynamic class `ty`, if it is one.
    pub fn dynamic_of(&self, ty: TypeId) -> Option<&Dynamic> {
        self.virtuals.classes.get(&self.record_id(ty)?)
    }

    /// The non-static, non-constructor member functions declared in `class`, in order.
    fn methods_of(&self, class: TypeId) -> Vec<FnDeclId> {
        let class = class.unqualified();
        self.functions
            .iter()
            .filter(|f| {
                self.facts(f.id)
                    .method
                    .is_some_and(|m| m.class == class && !m.is_ctor && !m.is_static)
            })
            .map(|f| f.id)
            .collect()
    }

    /// Whether `g` overrides `f`: the same name (or both destructors), parameters and
    /// `const`.
    fn overrides(&self, g: FnDeclId, f: FnDeclId) -> bool {
        let (Some(mg), Some(mf)) = (self.facts(g).method, self.facts(f).method) else {
            return false;
        };
        let (ng, nf) = (self.func(g).name, self.func(f).name);
        if ng.starts_with('~') && nf.starts_with('~') {
            return true;
        }
        ng == nf
            && mg.is_const == mf.is_const
            && self.types.fn_sig(mg.declared).map(|s| s.1.to_vec())
                == self.types.fn_sig(mf.declared).map(|s| s.1.to_vec())
    }

    /// Every virtual function of `class` and its bases.
    fn all_virtuals(&self, class: TypeId) -> Vec<FnDeclId> {
        let mut out: Vec<FnDeclId> = self
            .methods_of(class)
            .into_iter()
            .filter(|f| self.is_virtual(*f))
            .collect();
        for &b in self.bases_of(class) {
            out.extend(self.all_virtuals(b));
        }
        out
    }

    /// At the end of the member list of `class` (fields not yet laid out): finds its
    /// virtual functions, declares an implicit virtual destructor when a base has a
    /// virtual one, and adds the `<vptr>` field when the class is dynamic without a
    /// primary base. `nbases` leading `fields` are the bases; `layout` indices shift.
    pub fn prepare_dynamic_class(
        &mut self,
        class: TypeId,
        fields: &mut Vec<MemberDecl>,
        layout: &mut crate::types::MemberLayout,
        span: Span,
    ) {
        let Some(rid) = self.record_id(class) else { return };
        let bases = self.bases_of(class).to_vec();
        // Most classes have no virtual function of their own nor a dynamic base: done
        // without scanning the functions.
        let own_marked = self
            .virtuals
            .virtual_fns
            .iter()
            .any(|f| self.facts(*f).method.is_some_and(|m| m.class == class.unqualified()));
        if !own_marked && !bases.iter().any(|&b| self.dynamic_of(b).is_some()) {
            return;
        }
        let inherited = bases.iter().flat_map(|&b| self.all_virtuals(b)).collect::<Vec<_>>();
        for m in self.methods_of(class) {
            let Some(&f) = inherited.iter().find(|&&f| self.overrides(m, f)) else {
                continue;
            };
            self.virtuals.virtual_fns.insert(m);
            self.check_override_exec_space(m, f);
        }
        let base_virtual_dtor = inherited.iter().any(|&f| self.func(f).name.starts_with('~'));
        if base_virtual_dtor && self.dtor_of(class).is_none() {
            self.declare_implicit_dtor(class, span);
        }
        let own = self.methods_of(class).into_iter().any(|m| self.is_virtual(m));
        let dynamic_bases: Vec<bool> = bases.iter().map(|&b| self.dynamic_of(b).is_some()).collect();
        if !own && !dynamic_bases.iter().any(|&d| d) {
            return;
        }
        let primary = dynamic_bases.first().copied().unwrap_or(false);
        let mut info = Dynamic {
            primary,
            ..Dynamic::default()
        };
        if !primary {
            if dynamic_bases.iter().any(|&d| d) {
                self.diags.error(
                    span,
                    "a dynamic base class after a base class without virtual functions is not supported yet (list it first)",
                );
                return;
            }
            if bases.iter().any(|&b| !self.types.is_empty_class(b)) {
                self.diags.error(
                    span,
                    "a class with virtual functions whose base classes have none (and have data members) is not supported yet",
                );
                return;
            }
            let at = bases.len();
            let vptr_ty = self.types.pointer_to(TypeId::ULONGLONG);
            fields.insert(at, (VPTR_FIELD.to_string(), vptr_ty, None));
            for (i, _) in layout.aligns.iter_mut() {
                if *i >= at {
                    *i += 1;
                }
            }
            for i in layout.packed.iter_mut() {
                if *i >= at {
                    *i += 1;
                }
            }
            self.shift_default_member_inits(class, at as u32);
            info.own_vptr = Some(at as u32);
        } else if let Some(p) = self.dynamic_of(bases[0]) {
            info.slots = p.slots.clone();
        }
        for m in self.methods_of(class) {
            if !self.is_virtual(m) {
                continue;
            }
            let is_dtor = self.func(m).name.starts_with('~');
            let covered = info.slots.iter().any(|s| match s {
                Slot::Func(f) => self.overrides(m, *f),
                _ => is_dtor,
            });
            if covered {
                continue;
            }
            if is_dtor {
                info.slots.push(Slot::DtorComplete);
                info.slots.push(Slot::DtorDeleting);
            } else {
                info.slots.push(Slot::Func(m));
            }
        }
        self.virtuals.classes.insert(rid, info);
        self.lifetimes.any |= self.dtor_of(class).is_some();
    }

    /// nvcc's rule for an overrider: it runs where the function it overrides runs
    /// (`__host__`, `__device__` or both; EDG's `vfunc_incompat_exec_*`). A vtable
    /// slot of a device class holding a host function has no device address.
    fn check_override_exec_space(&mut self, m: FnDeclId, f: FnDeclId) {
        use crate::il::ExecSpace::{Device, Global, Host, HostDevice};
        let space = |e| match e {
            Host => "__host__",
            Device | Global => "__device__",
            HostDevice => "__host__ __device__",
        };
        let (em, ef) = (self.func(m).exec, self.func(f).exec);
        if space(em) == space(ef) {
            return;
        }
        let owner = |s: &Self, g: FnDeclId| s.facts(g).method.map(|mm| s.types.display(mm.class).to_string());
        let name = |s: &Self, g: FnDeclId| match owner(s, g) {
            Some(c) => format!("{c}::{}", s.func(g).name),
            None => s.func(g).name.to_string(),
        };
        let msg = format!(
            "execution space mismatch: overridden entity (function \"{}\") is a {} function, but overriding entity (function \"{}\") is a {} function",
            name(self, f),
            space(ef),
            name(self, m),
            space(em)
        );
        let span = self.func(m).span;
        // CUDA's own rule: it stands in host code too (the device vtable needs it).
        self.diags.cuda_error(span, msg);
    }

    /// Declares the implicit destructor of `class` (virtual because a base's is): it
    /// destroys the members and bases.
    fn declare_implicit_dtor(&mut self, class: TypeId, span: Span) {
        let name = format!("~{}", self.types.display(class));
        let exec = self
            .bases_of(class)
            .iter()
            .filter_map(|&b| self.dtor_of(b))
            .map(|d| self.func(d).exec)
            .next()
            .unwrap_or(crate::il::ExecSpace::HostDevice);
        let info = crate::sema::decl::FnDeclInfo {
            name: self.interner.intern(&name),
            span,
            ret: TypeId::VOID,
            params: Vec::new(),
            variadic: false,
            exec,
            extern_c: false,
            is_static: false,
            inline: Default::default(),
            // An implicit or lambda member is defined in its class.
            odr_inline: true,
            is_definition: true,
            is_constexpr: false,
            is_consteval: false,
            deprecated: None,
            noreturn: false,
            attrs: Default::default(),
        };
        let quals = super::members::MethodQuals {
            is_const: false,
            is_volatile: false,
            is_static: false,
            is_ctor: false,
            ..Default::default()
        };
        if let Some(f) = self.declare_method(class, info, quals) {
            self.set_dtor(class, f);
            self.virtuals.virtual_fns.insert(f);
        }
    }

    /// Once `class` is laid out: its vtable's entries and address points, whether it
    /// is abstract, and the body of an implicit destructor.
    pub fn finish_dynamic_class(&mut self, class: TypeId) {
        let Some(rid) = self.record_id(class) else { return };
        if !self.virtuals.classes.contains_key(&rid) {
            return;
        }
        let mut entries = Vec::new();
        let mut points = Vec::new();
        let mut pure_left = Vec::new();
        let chain = vec![(class.unqualified(), 0i64)];
        self.vtable_group(&chain, &[], &mut entries, &mut points, &mut pure_left);
        if let Some(info) = self.virtuals.classes.get_mut(&rid) {
            info.entries = entries;
            info.points = points;
            info.pure_left = pure_left;
        }
        if let Some(d) = self.dtor_of(class) {
            if self.func(d).body.is_none()
                && !self.dtor_defined_outside(class)
                && self.is_virtual(d)
                && self.facts(d).method.is_some_and(|m| m.class == class.unqualified())
            {
                let this = self.this_deref(d);
                let mut steps = self.vptr_stores(this, d);
                steps.extend(self.destroy_members(this, self.func(d).span));
                let span = self.func(d).span;
                let body = self.body_of(&steps, None, span);
                self.functions[d.0 as usize].body = Some(body);
            }
        }
    }

    /// `*this` in member function `f` (an lvalue of its class).
    fn this_deref(&mut self, f: FnDeclId) -> &'a Expr<'a> {
        let this = self.func(f).params[0];
        let span = self.func(f).span;
        let ptr = self.var_expr(this, span);
        let ptr = self.rvalue(ptr);
        let class = self.types.pointee(ptr.ty).unwrap_or(TypeId::VOID);
        self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: ptr,
            },
            class,
            span,
            true,
        )
    }

    /// A body made of expression statements `steps`, then `return [value]`.
    fn body_of(&mut self, steps: &[&'a Expr<'a>], value: Option<&'a Expr<'a>>, span: Span) -> &'a Stmt<'a> {
        let mut stmts: Vec<Stmt<'a>> = steps
            .iter()
            .map(|e| Stmt {
                kind: StmtKind::Expr(e),
                span,
            })
            .collect();
        stmts.push(Stmt {
            kind: StmtKind::Return(value),
            span,
        });
        let list = self.arena.alloc_slice_copy(&stmts);
        self.stmt(StmtKind::Compound(list), span)
    }

    /// One vtable group: the subobject of class `chain.last()` at the offset there,
    /// reached from the complete class `chain[0]` through field `path`.
    fn vtable_group(
        &mut self,
        chain: &[(TypeId, i64)],
        path: &[u32],
        entries: &mut Vec<Entry>,
        points: &mut Vec<(Vec<u32>, usize)>,
        pure_left: &mut Vec<FnDeclId>,
    ) {
        let (sub, off) = *chain.last().expect("a subobject");
        entries.push(Entry::Int(-off));
        entries.push(Entry::Int(0));
        points.push((path.to_vec(), entries.len()));
        let slots = self.dynamic_of(sub).map(|d| d.slots.clone()).unwrap_or_default();
        for slot in slots {
            entries.push(self.slot_entry(chain, slot, pure_left));
        }
        self.secondary_groups(chain, path, entries, points, pure_left);
    }

    /// The groups of the dynamic non-primary bases of `chain.last()`, recursively.
    fn secondary_groups(
        &mut self,
        chain: &[(TypeId, i64)],
        path: &[u32],
        entries: &mut Vec<Entry>,
        points: &mut Vec<(Vec<u32>, usize)>,
        pure_left: &mut Vec<FnDeclId>,
    ) {
        let (sub, off) = *chain.last().expect("a subobject");
        let primary = self.dynamic_of(sub).is_some_and(|d| d.primary);
        let bases = self.bases_of(sub).to_vec();
        for (i, b) in bases.into_iter().enumerate() {
            if self.dynamic_of(b).is_none() {
                continue;
            }
            let field_off = self
                .types
                .record_of(sub)
                .and_then(|r| r.fields.get(i))
                .map_or(0, |f| f.offset as i64);
            let mut chain2 = chain.to_vec();
            chain2.push((b, off + field_off));
            let mut path2 = path.to_vec();
            path2.push(i as u32);
            if i == 0 && primary {
                self.secondary_groups(&chain2, &path2, entries, points, pure_left);
            } else {
                self.vtable_group(&chain2, &path2, entries, points, pure_left);
            }
        }
    }

    /// The entry for `slot` of the subobject `chain.last()`: the final overrider along
    /// the chain (most derived first), through a thunk when it sits elsewhere.
    fn slot_entry(&mut self, chain: &[(TypeId, i64)], slot: Slot, pure_left: &mut Vec<FnDeclId>) -> Entry {
        let (_, sub_off) = *chain.last().expect("a subobject");
        // Below the subobject, its primary bases share its offset.
        let mut full: Vec<(TypeId, i64)> = chain.to_vec();
        let mut last = full.last().copied().expect("a subobject");
        while self.dynamic_of(last.0).is_some_and(|d| d.primary) {
            let Some(&b) = self.bases_of(last.0).first() else { break };
            last = (b, last.1);
            full.push(last);
        }
        for &(class, off) in &full {
            let found = match slot {
                Slot::Func(f) => self
                    .methods_of(class)
                    .into_iter()
                    .find(|&g| g == f || self.overrides(g, f)),
                Slot::DtorComplete | Slot::DtorDeleting => self
                    .dtor_of(class)
                    .filter(|d| self.facts(*d).method.is_some_and(|m| m.class == class.unqualified())),
            };
            let Some(g) = found else { continue };
            if self.virtuals.pure_fns.contains(&g) {
                pure_left.push(g);
                return Entry::Int(0);
            }
            // A host function has no device address: nvcc's device vtable holds 0 for
            // it (device code cannot call it).
            if self.func(g).exec == crate::il::ExecSpace::Host {
                return Entry::Int(0);
            }
            let deleting = slot == Slot::DtorDeleting;
            let adjust = off - sub_off;
            return match (adjust, deleting) {
                (0, false) => Entry::Func(g),
                (0, true) => Entry::Deleting(g),
                (a, d) => Entry::Thunk(g, a, d),
            };
        }
        Entry::Int(0)
    }

    /// `class` is abstract: reports `object of abstract class type` at `span`.
    pub fn check_abstract(&mut self, ty: TypeId, span: Span) -> bool {
        let Some(d) = self.dynamic_of(ty) else { return false };
        if d.pure_left.is_empty() {
            return false;
        }
        let name = self.types.display(ty.unqualified());
        self.diags
            .error(span, format!("object of abstract class type \"{name}\" is not allowed"));
        true
    }

    /// The vtable variable of `class`, made (with the thunks and deleting destructors
    /// it names) on first use.
    fn vtable_var(&mut self, class: TypeId, span: Span) -> Option<VarId> {
        let rid = self.record_id(class)?;
        let info = self.virtuals.classes.get(&rid)?;
        if let Some(v) = info.table {
            return Some(v);
        }
        let entries = info.entries.clone();
        let mut items = Vec::with_capacity(entries.len());
        for e in entries {
            let item = match e {
                Entry::Int(v) => self.mk(ExprKind::int_const(v as u64 as u128), TypeId::ULONGLONG, span, false),
                Entry::Func(f) => self.function_address(f, span),
                Entry::Deleting(f) => {
                    let d = self.deleting_dtor(f);
                    self.function_address(d, span)
                }
                Entry::Thunk(f, adjust, deleting) => {
                    let target = if deleting { self.deleting_dtor(f) } else { f };
                    let t = self.thunk(target, adjust);
                    self.function_address(t, span)
                }
            };
            items.push(Init::Expr(item));
        }
        let ty = self.types.array_of(TypeId::ULONGLONG, items.len() as u64);
        let id = VarId(self.vars.len() as u32);
        let symbol = crate::mangle::mangle_vtable(class.unqualified(), &self.types);
        self.vars.push(VarDecl {
            id,
            name: symbol.clone(),
            ty: ty.with_quals(crate::types::Quals::CONST),
            span,
            kind: VarKind::Global {
                space: MemSpace::Device,
            },
        });
        let list = self.arena.alloc_slice_copy(&items);
        self.globals.push(GlobalVar {
            var: id,
            space: MemSpace::Device,
            symbol,
            init: Some(Init::List(list)),
            is_static: true,
            is_extern: false,
            span,
        });
        if let Some(info) = self.virtuals.classes.get_mut(&rid) {
            info.table = Some(id);
        }
        Some(id)
    }

    /// The address of function `f` as a 64-bit integer constant of a static initializer.
    fn function_address(&mut self, f: FnDeclId, span: Span) -> &'a Expr<'a> {
        let func = self.mk(ExprKind::Func(f), self.func(f).ty, span, true);
        self.mk(
            ExprKind::AddressConstant {
                object: Some(func),
                offset: 0,
            },
            TypeId::ULONGLONG,
            span,
            false,
        )
    }

    /// A new function like `like` (same type and execution space) named `mangled`,
    /// with fresh parameters; returns it and its parameters.
    fn clone_signature(&mut self, like: FnDeclId, mangled: String) -> (FnDeclId, Vec<VarId>) {
        let id = FnDeclId(self.functions.len() as u32);
        let src = self.func(like);
        let (name, ty, ret, exec, span, inline, odr_inline) = (
            src.name,
            src.ty,
            src.ret,
            src.exec,
            src.span,
            src.inline,
            src.odr_inline,
        );
        let old_params = src.params.to_vec();
        self.fn_facts[id] = crate::sema::function_facts::FunctionFacts {
            namespace: self.facts(like).namespace,
            method: self.facts(like).method,
            ..Default::default()
        };
        let mut params = Vec::new();
        for (k, p) in old_params.iter().enumerate() {
            let pid = VarId(self.vars.len() as u32);
            let decl = self.var(*p).clone();
            self.vars.push(VarDecl {
                id: pid,
                name: decl.name,
                ty: decl.ty,
                span: decl.span,
                kind: VarKind::Param {
                    func: id,
                    index: k as u32,
                    grid_constant: false,
                },
            });
            params.push(pid);
        }
        let params_slice = self.arena.alloc_slice_copy(&params);
        self.functions.push(Function {
            id,
            name,
            mangled,
            exec,
            extern_c: false,
            ty,
            ret,
            params: params_slice,
            body: None,
            span,
            is_static: false,
            inline,
            odr_inline,
            explicitly_instantiated: false,
            attrs: Default::default(),
        });
        (id, params)
    }

    /// The deleting destructor (`D0`) of complete destructor `d`: `d(this)`, then
    /// `free(this)`.
    fn deleting_dtor(&mut self, d: FnDeclId) -> FnDeclId {
        if let Some(&f) = self.virtuals.deleting.get(&d) {
            return f;
        }
        let mangled = self.func(d).mangled.replacen("D1Ev", "D0Ev", 1);
        let (f, params) = self.clone_signature(d, mangled);
        self.virtuals.deleting.insert(d, f);
        let span = self.func(d).span;
        let this = self.var_expr(params[0], span);
        let this = self.rvalue(this);
        let args = self.arena.alloc_slice_copy(&[this]);
        let destroy = self.mk(ExprKind::Call { callee: d, args }, TypeId::VOID, span, false);
        let mut steps = vec![destroy];
        let sym = self.interner.intern("free");
        if let Some(crate::sema::lookup::Entity::Funcs(set)) = self.scopes.lookup(sym).cloned() {
            if let Some(&free) = set.first() {
                let void_ptr = self.types.pointer_to(TypeId::VOID);
                let arg = self.cast(CastKind::BitCast, this, void_ptr);
                let args = self.arena.alloc_slice_copy(&[arg]);
                steps.push(self.mk(ExprKind::Call { callee: free, args }, TypeId::VOID, span, false));
            }
        }
        let body = self.body_of(&steps, None, span);
        self.functions[f.0 as usize].body = Some(body);
        f
    }

    /// The thunk that adds `adjust` to `this` and calls `target`.
    fn thunk(&mut self, target: FnDeclId, adjust: i64) -> FnDeclId {
        let key = (target, adjust, false);
        if let Some(&f) = self.virtuals.thunks.get(&key) {
            return f;
        }
        let mangled = crate::mangle::mangle_thunk(&self.func(target).mangled, adjust);
        let (f, params) = self.clone_signature(target, mangled);
        self.virtuals.thunks.insert(key, f);
        let span = self.func(target).span;
        let mut args = Vec::new();
        for (k, &p) in params.iter().enumerate() {
            let v = self.var_expr(p, span);
            let v = self.rvalue(v);
            args.push(if k == 0 {
                self.adjusted_pointer(v, adjust, span)
            } else {
                v
            });
        }
        let args = self.arena.alloc_slice_copy(&args);
        let ret = self.func(target).ret;
        let call = self.mk(ExprKind::Call { callee: target, args }, ret, span, false);
        let body = if self.types.is_void(ret) {
            self.body_of(&[call], None, span)
        } else {
            self.body_of(&[], Some(call), span)
        };
        self.functions[f.0 as usize].body = Some(body);
        f
    }

    /// Pointer `p` moved by `bytes` (same type).
    fn adjusted_pointer(&mut self, p: &'a Expr<'a>, bytes: i64, span: Span) -> &'a Expr<'a> {
        let char_ptr = self.types.pointer_to(TypeId::CHAR);
        let raw = self.cast(CastKind::BitCast, p, char_ptr);
        let n = self.mk(ExprKind::int_const(bytes as u64 as u128), TypeId::LONG, span, false);
        let moved = self.mk(
            ExprKind::Binary {
                op: BinOp::Add,
                lhs: raw,
                rhs: n,
            },
            char_ptr,
            span,
            false,
        );
        self.cast(CastKind::BitCast, moved, p.ty)
    }

    /// The stores of `obj`'s vtable pointers (every dynamic subobject's), in device
    /// code (host code is never compiled).
    pub fn vptr_stores(&mut self, obj: &'a Expr<'a>, in_fn: FnDeclId) -> Vec<&'a Expr<'a>> {
        let class = obj.ty.unqualified();
        let Some(points) = self.dynamic_of(class).map(|d| d.points.clone()) else {
            return Vec::new();
        };
        if !self.func(in_fn).exec.is_device() {
            return Vec::new();
        }
        let span = obj.span;
        let Some(table) = self.vtable_var(class, span) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (path, index) in points {
            let sub = self.field_path(obj, &path);
            let Some(slot) = self.vptr_lvalue(sub) else { continue };
            let var = self.var_expr(table, span);
            let decayed = self.rvalue(var);
            let idx = self.mk(ExprKind::int_const(index as u128), TypeId::LONG, span, false);
            let elem = self.mk(
                ExprKind::Index {
                    base: decayed,
                    index: idx,
                },
                decayed.ty,
                span,
                true,
            );
            let elem_ty = self.types.pointee(decayed.ty).unwrap_or(TypeId::ULONGLONG);
            let elem = self.mk(elem.kind, elem_ty, span, true);
            let addr_ty = self.types.pointer_to(elem_ty);
            let addr = self.mk(
                ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand: elem,
                },
                addr_ty,
                span,
                false,
            );
            let value = self.cast(CastKind::BitCast, addr, slot.ty.unqualified());
            out.push(self.mk(ExprKind::Assign { lhs: slot, rhs: value }, slot.ty, span, true));
        }
        out
    }

    /// The vtable pointer of the dynamic class object `obj` (at its offset 0).
    fn vptr_lvalue(&mut self, obj: &'a Expr<'a>) -> Option<&'a Expr<'a>> {
        let d = self.dynamic_of(obj.ty)?.clone();
        if let Some(i) = d.own_vptr {
            return Some(self.field_path(obj, &[i]));
        }
        let base = self.field_path(obj, &[0]);
        self.vptr_lvalue(base)
    }

    /// Whether the dynamic type of object `obj` is its static type (a variable or a
    /// member, not reached through a pointer or reference).
    fn exact_type(&self, obj: &Expr<'a>) -> bool {
        match obj.kind {
            ExprKind::Var(v) => self.var_facts(v).referee.is_none(),
            ExprKind::Member { base, field } => {
                let name = self
                    .types
                    .record_of(base.ty)
                    .and_then(|r| r.fields.get(field as usize))
                    .map(|f| f.name.starts_with("<base "))
                    .unwrap_or(true);
                !name && self.exact_type(base)
            }
            ExprKind::Comma { rhs, .. } => self.exact_type(rhs),
            ExprKind::Assign { lhs, .. } => self.exact_type(lhs),
            _ => false,
        }
    }

    /// The call `call` of member function `f` on `object` made virtual when it must
    /// be: the function loaded from the vtable of `*this`.
    pub fn virtual_call(&mut self, f: FnDeclId, object: &'a Expr<'a>, call: &'a Expr<'a>) -> &'a Expr<'a> {
        if !self.is_virtual(f) || self.virtuals.qualified_call || self.exact_type(object) {
            return call;
        }
        let (inner, deref) = match call.kind {
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => (operand, true),
            _ => (call, false),
        };
        let ExprKind::Call { callee, args } = inner.kind else {
            return call;
        };
        let Some(class) = self.facts(callee).method.map(|m| m.class) else {
            return call;
        };
        let Some(slot) = self.slot_index(class, callee, false) else {
            return call;
        };
        let loaded = self.dispatch(args, slot, callee, inner.ty, inner.span);
        if deref {
            self.mk(
                ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: loaded,
                },
                call.ty,
                call.span,
                call.lvalue,
            )
        } else {
            loaded
        }
    }

    /// The index of `f`'s slot among `class`'s (after the address point).
    fn slot_index(&self, class: TypeId, f: FnDeclId, deleting: bool) -> Option<usize> {
        let d = self.dynamic_of(class)?;
        let is_dtor = self.func(f).name.starts_with('~');
        d.slots.iter().position(|s| match s {
            Slot::Func(g) => !is_dtor && (*g == f || self.overrides(f, *g)),
            Slot::DtorComplete => is_dtor && !deleting,
            Slot::DtorDeleting => is_dtor && deleting,
        })
    }

    /// `args[0]->vtable[slot](args...)`, `args[0]` evaluated once.
    fn dispatch(
        &mut self,
        args: &'a [&'a Expr<'a>],
        slot: usize,
        callee: FnDeclId,
        ret: TypeId,
        span: Span,
    ) -> &'a Expr<'a> {
        let this = args[0];
        let Some(tmp) = self.hidden_local(this.ty.unqualified(), span) else {
            return self.error_expr(span);
        };
        let store = self.mk(ExprKind::Assign { lhs: tmp, rhs: this }, tmp.ty, span, true);
        let this_val = self.rvalue(tmp);
        let u64_ptr = self.types.pointer_to(TypeId::ULONGLONG);
        let u64_ptr_ptr = self.types.pointer_to(u64_ptr);
        let as_table = self.cast(CastKind::BitCast, this_val, u64_ptr_ptr);
        let vptr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand: as_table,
            },
            u64_ptr,
            span,
            true,
        );
        let vptr = self.rvalue(vptr);
        let idx = self.mk(ExprKind::int_const(slot as u128), TypeId::LONG, span, false);
        let entry = self.mk(
            ExprKind::Index { base: vptr, index: idx },
            TypeId::ULONGLONG,
            span,
            true,
        );
        let entry = self.rvalue(entry);
        let fn_ptr = self.types.pointer_to(self.func(callee).ty);
        let target = self.cast(CastKind::IntToPointer, entry, fn_ptr);
        let mut new_args = args.to_vec();
        new_args[0] = this_val;
        let new_args = self.arena.alloc_slice_copy(&new_args);
        let call = self.mk(
            ExprKind::CallIndirect {
                callee: target,
                args: new_args,
            },
            ret,
            span,
            false,
        );
        self.mk(ExprKind::Comma { lhs: store, rhs: call }, ret, span, false)
    }

    /// `delete` of `obj` whose class has a virtual destructor: its deleting destructor
    /// (`D0`) through the vtable, which destroys and frees the complete object.
    pub fn virtual_delete(&mut self, obj: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let class = obj.ty.unqualified();
        let d = self.dtor_of(class)?;
        if !self.is_virtual(d) {
            return None;
        }
        let slot = self.slot_index(class, d, true)?;
        let this_ty = self.types.pointer_to(class);
        let addr = self.mk(
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand: obj,
            },
            this_ty,
            span,
            false,
        );
        let args = self.arena.alloc_slice_copy(&[addr]);
        Some(self.dispatch(args, slot, d, TypeId::VOID, span))
    }
}
