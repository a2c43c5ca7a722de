//! Lexical scopes, namespaces and name lookup.
//!
//! Namespaces form a tree (the global namespace is the root) whose member tables persist,
//! so a namespace can be reopened. While parsing, a stack of frames mirrors the nesting:
//! namespace frames (the global namespace at the bottom, then each `namespace n {`
//! entered) and block frames (function bodies, blocks, loop scopes). Unqualified lookup
//! walks the frames from the innermost out; a frame also searches the namespaces named by
//! its `using namespace` directives. Qualified lookup (`a::b::f`) searches one namespace.
//!
//! The global namespace starts with the CUDA built-in variables (`threadIdx`, `blockIdx`,
//! `blockDim`, `gridDim`, `warpSize`) and the standard typedefs nvcc makes available
//! without includes (`size_t`, `ptrdiff_t`). Functions are kept as overload sets.

use std::cell::{Cell, RefCell};

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::templates::{ClassTemplateId, FnTemplateId};
use crate::il::{FnDeclId, SpecialReg, VarId};
use crate::symbol::{Interner, Sym};
use crate::types::TypeId;

/// A namespace (index into the namespace tree; 0 is the global namespace).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct NsId(pub u32);

impl NsId {
    /// The global namespace.
    pub const GLOBAL: NsId = NsId(0);
}

/// What a name denotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entity {
    /// A variable (or parameter).
    Var(VarId),
    /// An overload set (one element unless overloaded).
    Funcs(SmallVec<[FnDeclId; 1]>),
    /// A type name: a class, a `typedef` or alias, or a bound template type parameter.
    Typedef(TypeId),
    /// An enumeration or a typedef of one: usable as a type (its underlying integer type in
    /// the IL).
    Enum(TypeId),
    /// An enumerator: a constant of the enumeration's underlying type.
    EnumConst(i128, TypeId),
    /// A CUDA built-in index variable.
    Special(SpecialReg),
    /// The CUDA built-in `warpSize`.
    WarpSize,
    /// A namespace.
    Namespace(NsId),
    /// A function template (the head of the name's template overload set).
    FuncTemplate(FnTemplateId),
    /// A class template.
    ClassTemplate(ClassTemplateId),
    /// An alias template (`template <class T> using Vec = Box<T, 4>;`).
    AliasTemplate(crate::sema::templates::aliases::AliasTemplateId),
    /// A variable template (`template <class T> constexpr bool v = ...;`).
    VarTemplate(crate::sema::templates::aliases::VarTemplateId),
    /// A non-static data member, in its class's scope: the field index.
    Field(u32),
    /// A parameter pack bound in an instance: a template parameter pack (its elements'
    /// types or constants) or a function parameter pack (its parameters' variables).
    /// Only usable in a pack expansion, which binds the name to each element in turn.
    Pack(Vec<Entity>),
    /// A name of a structured binding (`auto [a, b] = e;`): an element of the hidden
    /// variable `holder`, see `sema::structured_bindings`.
    Binding {
        /// The hidden variable holding the decomposed object (or a reference to it).
        holder: VarId,
        /// Which element of it the name denotes.
        element: super::structured_bindings::BindingElement,
    },
    /// A parameter pack in a signature pattern or partial specialization being read:
    /// bound to its placeholder. An expansion of it is recorded, not expanded.
    PatternPack(Box<Entity>),
}

/// What the template parameters of a template parsed again are bound to
/// ([`Scopes::bound_arguments_and_classes`]): type arguments, the values of non-type
/// arguments, functions named by pointer-to-function parameters, and class or alias
/// templates (`(id, alias)`) named by template template parameters.
#[derive(Clone, Debug, Default)]
pub struct BoundArguments {
    /// The types type parameters are bound to.
    pub types: Vec<TypeId>,
    /// The values of non-type parameters.
    pub values: Vec<i128>,
    /// The functions pointer-to-function parameters name (`FnDeclId` indices).
    pub funcs: Vec<u32>,
    /// The class (`false`) or alias (`true`) templates template template parameters name.
    pub templates: Vec<(u32, bool)>,
}

impl BoundArguments {
    /// Whether nothing is bound.
    pub fn is_empty(&self) -> bool {
        self.types.is_empty() && self.values.is_empty() && self.funcs.is_empty() && self.templates.is_empty()
    }
}

#[derive(Debug)]
struct Namespace {
    /// Source name (empty for the global and anonymous namespaces).
    name: String,
    parent: Option<NsId>,
    members: FxHashMap<Sym, Entity>,
    /// Namespaces named by `using namespace` inside this one.
    usings: Vec<NsId>,
    /// The inline namespaces directly inside this one: their members (and those of
    /// inline namespaces inside them) are found as members of this one.
    inlines: Vec<NsId>,
    /// Every name ever declared in an inline namespace inside this one, at any depth
    /// (removals are not tracked): a name not here is not looked for in `inlines`,
    /// which saves walking libcu++'s `cuda::std::__4` on every miss.
    inline_names: FxHashSet<Sym>,
    /// The namespace this one is an inline namespace of.
    inline_of: Option<NsId>,
    /// For a class scope (the members of a `struct`/`class`/`union`), the class.
    class: Option<TypeId>,
    /// Those of `usings` that are the scopes of bases written with a template
    /// parameter (and of their bases), in a class template's instance: unqualified
    /// lookup from inside the class does not look there ([temp.dep]/4).
    dependent_usings: Vec<NsId>,
    /// Names a using-declaration in the class (`using Base::name;`) makes unqualified
    /// lookup find in its dependent bases too.
    declared_from_bases: Vec<Sym>,
}

#[derive(Clone, Debug)]
enum Frame {
    Namespace(NsId),
    Block {
        map: FxHashMap<Sym, Entity>,
        usings: Vec<NsId>,
        /// The template parameters of an out-of-class member definition being
        /// instantiated: kept visible in the class scope its qualified name enters.
        template_params: bool,
        /// The arguments a template's stored tokens are parsed again with
        /// ([`Scopes::push_bound_params`]): kept visible before the class's members
        /// in a member function body of the instance ([`Scopes::enter_member_body_scope`]).
        bound_params: bool,
    },
}

/// A saved scope frame (opaque).
#[derive(Clone, Debug)]
pub struct FrameSnapshot(Frame);

/// The namespace tree and the frame stack.
#[derive(Debug)]
pub struct Scopes {
    namespaces: Vec<Namespace>,
    frames: Vec<Frame>,
    /// The scope holding each enumeration's enumerators (`E::A`).
    enum_scopes: FxHashMap<TypeId, NsId>,
    /// The class scopes of each class, in order of creation: argument-dependent lookup
    /// asks for a class's scope on every call, too often to search `namespaces`.
    class_scopes: FxHashMap<TypeId, SmallVec<[NsId; 1]>>,
    /// While a host declaration that may be set aside is parsed: each namespace member
    /// it declared, with what the name denoted before (see [`Scopes::begin_journal`]).
    journal: Option<Vec<(NsId, Sym, Option<Entity>)>>,
    /// How many template instantiations are being parsed inside the journaled host
    /// declaration: what they declare belongs to the template, not to the declaration
    /// (a host function calling `cub::DeviceReduce::Sum` declares none of CUB's names).
    journal_paused: u32,
    /// Names declared by host declarations that were set aside (or that used one), with
    /// the set-aside records whose errors a use by device code revives.
    suspended: FxHashMap<(NsId, Sym), Vec<u32>>,
    /// The names in `suspended`, as bits indexed by the name's handle: most lookups find
    /// a name never set aside, which this answers without hashing.
    suspended_names: Vec<u64>,
    /// Whether lookups now are host code's (they revive nothing; see `touched`).
    host_context: bool,
    /// Records looked up through `suspended`: by device code (`.0`, to revive) and by
    /// host code (`.1`, dependencies of the host declaration being parsed).
    touched: RefCell<(Vec<u32>, Vec<u32>)>,
    /// How many times a namespace's (not a class's) members or `using` directives
    /// changed: a lookup that found nothing may find something once this moved. A
    /// class's members are declared while it is defined, which ends in its completion.
    changes: u64,
    /// The class scopes whose members changed, in order (a scope changed twice in a
    /// row is listed once): a class's members change while it is defined.
    class_changes: Vec<NsId>,
    /// How many lookups noted a use of a set-aside name (`touched`): a lookup with
    /// that effect cannot be skipped.
    uses_noted: Cell<u64>,
    /// Bumped by every change to the scopes (a declaration, a frame entered or left):
    /// a lookup's answer stays valid while this stays put (see `sema::name_memo`).
    generation: u64,
}

impl Scopes {
    /// The global namespace with the built-ins declared.
    pub fn with_builtins(interner: &mut Interner) -> Scopes {
        let mut global = FxHashMap::default();
        for reg in [
            SpecialReg::ThreadIdx,
            SpecialReg::BlockIdx,
            SpecialReg::BlockDim,
            SpecialReg::GridDim,
        ] {
            global.insert(interner.intern(reg.name()), Entity::Special(reg));
        }
        global.insert(interner.intern("warpSize"), Entity::WarpSize);
        global.insert(interner.intern("size_t"), Entity::Typedef(TypeId::SIZE_T));
        global.insert(interner.intern("ptrdiff_t"), Entity::Typedef(TypeId::PTRDIFF_T));
        // Keywords in C++ that name single types; as predeclared type names they combine
        // with qualifiers but not with other type words, as C++ requires.
        global.insert(interner.intern("wchar_t"), Entity::Typedef(TypeId::WCHAR));
        global.insert(interner.intern("char16_t"), Entity::Typedef(TypeId::CHAR16));
        global.insert(interner.intern("char32_t"), Entity::Typedef(TypeId::CHAR32));
        // The 16-bit floating types under reserved names; <cuda_fp16.h> and <cuda_bf16.h>
        // name them `__half` and `__nv_bfloat16`.
        global.insert(interner.intern("__ptxc_fp16"), Entity::Typedef(TypeId::HALF));
        global.insert(interner.intern("__ptxc_bf16"), Entity::Typedef(TypeId::BF16));
        let mut scopes = Scopes {
            namespaces: vec![Namespace {
                name: String::new(),
                parent: None,
                members: global,
                usings: Vec::new(),
                inlines: Vec::new(),
                inline_names: FxHashSet::default(),
                inline_of: None,
                class: None,
                dependent_usings: Vec::new(),
                declared_from_bases: Vec::new(),
            }],
            frames: vec![Frame::Namespace(NsId::GLOBAL)],
            enum_scopes: FxHashMap::default(),
            class_scopes: FxHashMap::default(),
            journal: None,
            journal_paused: 0,
            suspended: FxHashMap::default(),
            suspended_names: Vec::new(),
            host_context: false,
            touched: RefCell::new((Vec::new(), Vec::new())),
            changes: 0,
            class_changes: Vec::new(),
            uses_noted: Cell::new(0),
            generation: 0,
        };
        // `std` exists (empty) so the common `using namespace std;` is accepted.
        let std = interner.intern("std");
        scopes.enter_namespace(std, "std", false);
        scopes.leave_namespace();
        scopes
    }

    /// Enters a block scope.
    pub fn push(&mut self) {
        self.generation += 1;
        self.frames.push(Frame::Block {
            map: FxHashMap::default(),
            usings: Vec::new(),
            template_params: false,
            bound_params: false,
        });
    }

    /// Enters a block scope for the arguments a template is parsed again with (see
    /// [`Scopes::enter_member_body_scope`]); left by [`Scopes::pop`].
    pub fn push_bound_params(&mut self) {
        self.generation += 1;
        self.frames.push(Frame::Block {
            map: FxHashMap::default(),
            usings: Vec::new(),
            template_params: false,
            bound_params: true,
        });
    }

    /// Enters class scope `id` for a member function body (the complete-class context).
    /// The template arguments bound just outside (an instance of a member template, or
    /// a member of a class template's instance, being parsed) stay visible inside, before
    /// the class's members: a member template's parameter hides a member of its class
    /// of the same name ([temp.local]), and a class member recovered as the error type
    /// must not take its place. Returns the depth to give [`Scopes::leave_member_body_scope`].
    pub fn enter_member_body_scope(&mut self, id: NsId) -> usize {
        self.generation += 1;
        let depth = self.frames.len();
        let bound = self
            .frames
            .iter()
            .rev()
            .take_while(|f| matches!(f, Frame::Block { bound_params: true, .. }))
            .count();
        let kept: Vec<Frame> = self.frames[depth - bound..].to_vec();
        self.frames.push(Frame::Namespace(id));
        self.frames.extend(kept);
        depth
    }

    /// Leaves what [`Scopes::enter_member_body_scope`] entered.
    pub fn leave_member_body_scope(&mut self, depth: usize) {
        self.generation += 1;
        debug_assert!(
            self.frames.len() > depth,
            "leaving a member body scope that was not entered"
        );
        self.frames.truncate(depth);
    }

    /// Enters a block scope for template parameters that stay visible when a qualified
    /// name enters a class scope (see [`Scopes::enter_qualified_context`]); left by
    /// [`Scopes::pop`].
    pub fn push_template_params(&mut self) {
        self.generation += 1;
        self.frames.push(Frame::Block {
            map: FxHashMap::default(),
            usings: Vec::new(),
            template_params: true,
            bound_params: false,
        });
    }

    /// Leaves a block scope (never a namespace frame).
    pub fn pop(&mut self) {
        self.generation += 1;
        debug_assert!(
            matches!(self.frames.last(), Some(Frame::Block { .. })),
            "popping a namespace frame as a block"
        );
        if matches!(self.frames.last(), Some(Frame::Block { .. })) {
            self.frames.pop();
        }
    }

    /// Enters namespace `name` inside the current namespace (creating or reopening it; an
    /// empty name is the anonymous namespace, whose members are visible outside it).
    /// `inline` makes it an inline namespace of the current one (reopening one that was
    /// declared inline keeps it so, as C++ allows `namespace n` to reopen `inline
    /// namespace n`). Returns `None` when `name` already denotes something that is not a
    /// namespace.
    pub fn enter_namespace(&mut self, name: Sym, text: &str, inline: bool) -> Option<NsId> {
        self.generation += 1;
        let parent = self.current_namespace();
        let id = match self.namespaces[parent.0 as usize].members.get(&name) {
            Some(Entity::Namespace(id)) => *id,
            Some(_) => return None,
            None => {
                let id = NsId(self.namespaces.len() as u32);
                self.namespaces.push(Namespace {
                    name: text.to_string(),
                    parent: Some(parent),
                    members: FxHashMap::default(),
                    usings: Vec::new(),
                    inlines: Vec::new(),
                    inline_names: FxHashSet::default(),
                    inline_of: None,
                    class: None,
                    dependent_usings: Vec::new(),
                    declared_from_bases: Vec::new(),
                });
                self.insert_member(parent, name, Entity::Namespace(id));
                if text.is_empty() {
                    self.namespaces[parent.0 as usize].usings.push(id);
                }
                id
            }
        };
        let siblings = &mut self.namespaces[parent.0 as usize].inlines;
        if inline && !siblings.contains(&id) {
            siblings.push(id);
            self.changes += 1;
            self.namespaces[id.0 as usize].inline_of = Some(parent);
            let n = &self.namespaces[id.0 as usize];
            let names: Vec<Sym> = n.members.keys().chain(&n.inline_names).copied().collect();
            for name in names {
                self.note_inline_name(id, name);
            }
        }
        self.frames.push(Frame::Namespace(id));
        Some(id)
    }

    /// The member `name` of `ns` itself or of its inline namespaces (depth first, in
    /// order of declaration).
    fn member(&self, ns: NsId, name: Sym) -> Option<(NsId, &Entity)> {
        let n = &self.namespaces[ns.0 as usize];
        if let Some(e) = n.members.get(&name) {
            return Some((ns, e));
        }
        if n.inlines.is_empty() || !n.inline_names.contains(&name) {
            return None;
        }
        n.inlines.iter().find_map(|&i| self.member(i, name))
    }

    /// Records `name`, declared in `ns`, in the `inline_names` of each namespace `ns`
    /// is (transitively) inline in.
    fn note_inline_name(&mut self, ns: NsId, name: Sym) {
        self.generation += 1;
        let mut cur = self.namespaces[ns.0 as usize].inline_of;
        while let Some(outer) = cur {
            let n = &mut self.namespaces[outer.0 as usize];
            // Its own enclosing namespaces have the name already.
            if !n.inline_names.insert(name) {
                return;
            }
            cur = n.inline_of;
        }
    }

    /// A new class scope for record `class` named `name`, nested in the current
    /// namespace (or class). It is not entered, and its name is not declared (the class
    /// name is a type in the enclosing scope).
    pub fn new_class_scope(&mut self, name: &str, class: TypeId) -> NsId {
        self.generation += 1;
        let parent = self.current_namespace();
        let id = NsId(self.namespaces.len() as u32);
        self.namespaces.push(Namespace {
            name: name.to_string(),
            parent: Some(parent),
            members: FxHashMap::default(),
            usings: Vec::new(),
            inlines: Vec::new(),
            inline_names: FxHashSet::default(),
            inline_of: None,
            class: Some(class),
            dependent_usings: Vec::new(),
            declared_from_bases: Vec::new(),
        });
        self.class_scopes.entry(class).or_default().push(id);
        id
    }

    /// A new scope for the enumerators of enumeration `ty` named `name`, nested in the
    /// current namespace; not entered, its name not declared.
    pub fn new_enum_scope(&mut self, name: &str, ty: TypeId) -> NsId {
        self.generation += 1;
        let id = NsId(self.namespaces.len() as u32);
        self.namespaces.push(Namespace {
            name: name.to_string(),
            parent: Some(self.current_namespace()),
            members: FxHashMap::default(),
            usings: Vec::new(),
            inlines: Vec::new(),
            inline_names: FxHashSet::default(),
            inline_of: None,
            class: None,
            dependent_usings: Vec::new(),
            declared_from_bases: Vec::new(),
        });
        self.enum_scopes.insert(ty.unqualified(), id);
        id
    }

    /// The scope of enumeration `ty`'s enumerators, if it is an enumeration.
    pub fn enum_scope(&self, ty: TypeId) -> Option<NsId> {
        self.enum_scopes.get(&ty.unqualified()).copied()
    }

    /// Declares `name` as a member of namespace (or enumeration scope) `ns`.
    pub fn declare_in(&mut self, ns: NsId, name: Sym, e: Entity) {
        self.generation += 1;
        self.insert_member(ns, name, e);
    }

    /// Declares `name` in namespace `ns`, journaling the change while a journal is open.
    fn insert_member(&mut self, ns: NsId, name: Sym, e: Entity) {
        self.generation += 1;
        let n = &mut self.namespaces[ns.0 as usize];
        let old = n.members.insert(name, e);
        let class = n.class.is_some();
        if n.inline_of.is_some() {
            self.note_inline_name(ns, name);
        }
        self.note_change(ns, class);
        if let Some(journal) = self.journal.as_mut().filter(|_| self.journal_paused == 0) {
            journal.push((ns, name, old));
        }
    }

    /// An instantiation starts: names it declares are not the journaled declaration's.
    pub fn pause_journal(&mut self) {
        self.generation += 1;
        self.journal_paused += 1;
    }

    /// The instantiation [`Scopes::pause_journal`] noted ends.
    pub fn resume_journal(&mut self) {
        self.generation += 1;
        self.journal_paused -= 1;
    }

    /// Starts recording the namespace members declared from now on, so that a host
    /// declaration set aside can be withdrawn ([`Scopes::end_journal`]). Not nested.
    pub fn begin_journal(&mut self) {
        self.generation += 1;
        self.journal = Some(Vec::new());
    }

    /// Stops recording and returns the names declared in namespaces (not classes).
    /// With `records`, every name recorded will revive those set-aside records when
    /// device code looks it up.
    pub fn end_journal(&mut self, records: &[u32]) -> Vec<Sym> {
        self.generation += 1;
        let journal = self.journal.take().unwrap_or_default();
        let mut names = Vec::new();
        for (ns, name, _) in journal {
            if !records.is_empty() {
                self.suspended.entry((ns, name)).or_default().extend_from_slice(records);
                self.mark_suspended(name);
            }
            if self.namespaces[ns.0 as usize].class.is_none() && !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }

    /// Makes a device lookup of `name` in the current namespace revive set-aside `record`.
    pub fn suspend(&mut self, name: Sym, record: u32) {
        self.generation += 1;
        let ns = self.current_namespace();
        self.suspended.entry((ns, name)).or_default().push(record);
        self.mark_suspended(name);
    }

    /// Notes that `suspended` holds `name` in some scope.
    fn mark_suspended(&mut self, name: Sym) {
        self.generation += 1;
        let (word, bit) = (name.0 as usize / 64, name.0 % 64);
        if self.suspended_names.len() <= word {
            self.suspended_names.resize(word + 1, 0);
        }
        self.suspended_names[word] |= 1 << bit;
    }

    /// How many changes the scopes have seen (see `generation`).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Whether `suspended` may hold `name` (in some scope): a lookup of such a name may
    /// note a use, so it is never answered from a memo.
    pub fn may_be_suspended(&self, name: Sym) -> bool {
        let (word, bit) = (name.0 as usize / 64, name.0 % 64);
        self.suspended_names.get(word).is_some_and(|w| w & (1 << bit) != 0)
    }

    /// Sets whether lookups from now on are host code's.
    pub fn set_host_context(&mut self, host: bool) {
        self.generation += 1;
        self.host_context = host;
    }

    /// The set-aside records device code has looked up names of (drained).
    pub fn take_revived(&mut self) -> Vec<u32> {
        self.generation += 1;
        std::mem::take(&mut self.touched.get_mut().0)
    }

    /// The set-aside records host code has looked up names of since the last call.
    pub fn take_host_dependencies(&mut self) -> Vec<u32> {
        self.generation += 1;
        std::mem::take(&mut self.touched.get_mut().1)
    }

    /// Counts a change of the members or `using` directives of `ns`, a class scope
    /// when `class`.
    fn note_change(&mut self, ns: NsId, class: bool) {
        self.generation += 1;
        if !class {
            self.changes += 1;
        } else if self.class_changes.last() != Some(&ns) {
            self.class_changes.push(ns);
        }
    }

    /// Counts a change of the innermost scope's declarations that declared no name (an
    /// overload added to a template's set); nothing for a block.
    pub fn note_current_scope_changed(&mut self) {
        self.generation += 1;
        if let Some(&Frame::Namespace(ns)) = self.frames.last() {
            let class = self.namespaces[ns.0 as usize].class.is_some();
            self.note_change(ns, class);
        }
    }

    /// How many times namespace members or `using` directives changed so far.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The class scopes whose members changed, in order (see `class_changes`).
    pub fn class_changes(&self) -> &[NsId] {
        &self.class_changes
    }

    /// How many namespace and class scopes were made so far (a scope's id is below).
    pub fn scope_count(&self) -> usize {
        self.namespaces.len()
    }

    /// How many lookups so far noted a use of a set-aside name.
    pub fn uses_noted(&self) -> u64 {
        self.uses_noted.get()
    }

    /// Notes a lookup of `name` in `ns` that found something (see `suspended`).
    fn note_use(&self, ns: NsId, name: Sym) {
        if !self.may_be_suspended(name) {
            return;
        }
        if let Some(records) = self.suspended.get(&(ns, name)) {
            self.uses_noted.set(self.uses_noted.get() + 1);
            let mut touched = self.touched.borrow_mut();
            let list = if self.host_context {
                &mut touched.1
            } else {
                &mut touched.0
            };
            list.extend_from_slice(records);
        }
    }

    /// Enters an existing namespace or class scope (leave it with
    /// [`Scopes::leave_namespace`]).
    pub fn enter_scope(&mut self, id: NsId) {
        self.generation += 1;
        self.frames.push(Frame::Namespace(id));
    }

    /// The namespace (not a class scope) that declares class or enumeration `ty`: where
    /// argument-dependent lookup finds the operators written for it.
    pub fn home_namespace(&self, ty: TypeId) -> Option<NsId> {
        let ty = ty.unqualified();
        let own = self
            .enum_scopes
            .get(&ty)
            .copied()
            .or_else(|| self.class_scopes.get(&ty)?.first().copied())?;
        let mut ns = self.namespaces[own.0 as usize].parent?;
        while self.namespaces[ns.0 as usize].class.is_some() {
            ns = self.namespaces[ns.0 as usize].parent?;
        }
        Some(ns)
    }

    /// The class that declares class or enumeration `ty` as a member, if one does.
    pub fn enclosing_class(&self, ty: TypeId) -> Option<TypeId> {
        let ty = ty.unqualified();
        let own = (self.enum_scopes.get(&ty).copied()).or_else(|| self.class_scopes.get(&ty)?.first().copied())?;
        let parent = self.namespaces[own.0 as usize].parent?;
        self.namespaces[parent.0 as usize].class
    }

    /// The namespace or class scope enclosing `ns` (none for the global namespace).
    pub fn parent_of(&self, ns: NsId) -> Option<NsId> {
        self.namespaces[ns.0 as usize].parent
    }

    /// Whether the scope of class `class` declares a type member of the error type (a
    /// typedef or alias whose type could not be formed).
    pub fn class_declares_error_type(&self, class: TypeId) -> bool {
        let scopes = self.class_scopes.get(&class.unqualified());
        scopes
            .into_iter()
            .flatten()
            .flat_map(|ns| self.namespaces[ns.0 as usize].members.values())
            .any(|e| matches!(e, Entity::Typedef(t) if t.unqualified() == TypeId::ERROR))
    }

    /// The class whose scope `ns` is, if it is a class scope.
    pub fn class_of(&self, ns: NsId) -> Option<TypeId> {
        self.namespaces[ns.0 as usize].class
    }

    /// The class of the innermost enclosing class scope, if any.
    pub fn innermost_class(&self) -> Option<TypeId> {
        let mut ns = Some(self.current_namespace());
        while let Some(n) = ns {
            if let Some(class) = self.class_of(n) {
                return Some(class);
            }
            ns = self.namespaces[n.0 as usize].parent;
        }
        None
    }

    /// The innermost enclosing namespace that is not a class scope.
    pub fn enclosing_namespace(&self) -> NsId {
        let mut ns = self.current_namespace();
        while let (Some(_), Some(p)) = (self.class_of(ns), self.namespaces[ns.0 as usize].parent) {
            ns = p;
        }
        ns
    }

    /// Leaves the innermost namespace (never the global one).
    pub fn leave_namespace(&mut self) {
        self.generation += 1;
        if self.frames.len() > 1 && matches!(self.frames.last(), Some(Frame::Namespace(_))) {
            self.frames.pop();
        }
    }

    /// The innermost enclosing namespace.
    pub fn current_namespace(&self) -> NsId {
        self.frames
            .iter()
            .rev()
            .find_map(|f| match f {
                Frame::Namespace(id) => Some(*id),
                Frame::Block { .. } => None,
            })
            .unwrap_or(NsId::GLOBAL)
    }

    /// Names of the namespaces from the global one down to `ns` (empty for global).
    pub fn namespace_path(&self, ns: NsId) -> Vec<String> {
        let mut path = Vec::new();
        let mut cur = Some(ns);
        while let Some(id) = cur {
            let n = &self.namespaces[id.0 as usize];
            if n.parent.is_some() {
                path.push(if n.name.is_empty() {
                    "_GLOBAL__N_1".to_string()
                } else {
                    n.name.clone()
                });
            }
            cur = n.parent;
        }
        path.reverse();
        path
    }

    /// The members of the global namespace.
    pub fn global_members(&self) -> impl Iterator<Item = (&Sym, &Entity)> {
        self.namespaces[0].members.iter()
    }

    /// The global namespace's own member `name`.
    pub fn global_member(&self, name: Sym) -> Option<&Entity> {
        self.namespaces[0].members.get(&name)
    }

    /// Sets (or with `None` removes) the global namespace's member `name`, returning
    /// what it was; no journal (see `sema::deferred_body_visibility`).
    pub fn set_global_member(&mut self, name: Sym, e: Option<Entity>) -> Option<Entity> {
        self.generation += 1;
        self.changes += 1;
        let members = &mut self.namespaces[0].members;
        match e {
            Some(e) => members.insert(name, e),
            None => members.remove(&name),
        }
    }

    /// How many `using namespace` directives the global namespace holds.
    pub fn global_usings_len(&self) -> usize {
        self.namespaces[0].usings.len()
    }

    /// Removes the global `using namespace` directives after the first `len`, returning
    /// them.
    pub fn truncate_global_usings(&mut self, len: usize) -> Vec<NsId> {
        self.generation += 1;
        self.changes += 1;
        let usings = &mut self.namespaces[0].usings;
        usings.split_off(len.min(usings.len()))
    }

    /// Appends global `using namespace` directives (put back after truncating).
    pub fn extend_global_usings(&mut self, more: Vec<NsId>) {
        self.generation += 1;
        self.changes += 1;
        self.namespaces[0].usings.extend(more);
    }

    /// Whether parsing is in the global namespace itself (no namespace, class or block
    /// around it).
    pub fn at_global_scope(&self) -> bool {
        matches!(self.frames[..], [Frame::Namespace(NsId::GLOBAL)])
    }

    /// Whether the innermost scope is a namespace scope (not a block).
    pub fn at_file_scope(&self) -> bool {
        matches!(self.frames.last(), Some(Frame::Namespace(_)))
    }

    /// Members of `ns` named `name`, including through its `using namespace` directives.
    pub fn lookup_in(&self, ns: NsId, name: Sym) -> Option<&Entity> {
        let n = &self.namespaces[ns.0 as usize];
        if let Some((home, e)) = self.member(ns, name) {
            self.note_use(home, name);
            return Some(e);
        }
        n.usings.iter().find_map(|&u| {
            let (home, e) = self.member(u, name)?;
            self.note_use(home, name);
            Some(e)
        })
    }

    /// The namespaces whose members lookup in `ns` also finds (`using namespace`, or
    /// the scopes of a class's bases).
    pub fn usings_of(&self, ns: NsId) -> Vec<NsId> {
        self.namespaces[ns.0 as usize].usings.clone()
    }

    /// Makes lookup in `ns` also find the members of `other` (after its own).
    pub fn add_using_to(&mut self, ns: NsId, other: NsId) {
        self.generation += 1;
        let n = &mut self.namespaces[ns.0 as usize];
        if ns != other && !n.usings.contains(&other) {
            n.usings.push(other);
            let class = n.class.is_some();
            self.note_change(ns, class);
        }
    }

    /// Marks `other`, one of `ns`'s usings, as the scope of a dependent base (see
    /// `Namespace::dependent_usings`).
    pub fn mark_dependent_using(&mut self, ns: NsId, other: NsId) {
        self.generation += 1;
        let n = &mut self.namespaces[ns.0 as usize];
        if n.usings.contains(&other) && !n.dependent_usings.contains(&other) {
            n.dependent_usings.push(other);
            let class = n.class.is_some();
            self.note_change(ns, class);
        }
    }

    /// Makes unqualified lookup in class scope `ns` find `name` in dependent bases too
    /// (`using Base::name;` in the class).
    pub fn declare_from_bases(&mut self, ns: NsId, name: Sym) {
        self.generation += 1;
        let n = &mut self.namespaces[ns.0 as usize];
        if !n.declared_from_bases.contains(&name) {
            n.declared_from_bases.push(name);
            let class = n.class.is_some();
            self.note_change(ns, class);
        }
    }

    /// [`Scopes::lookup_in`] as unqualified lookup walks a frame: without the scopes of
    /// dependent bases, but for names a using-declaration of the class names.
    fn lookup_in_unqualified(&self, ns: NsId, name: Sym) -> Option<&Entity> {
        let n = &self.namespaces[ns.0 as usize];
        if n.dependent_usings.is_empty() || n.declared_from_bases.contains(&name) {
            return self.lookup_in(ns, name);
        }
        if let Some((home, e)) = self.member(ns, name) {
            self.note_use(home, name);
            return Some(e);
        }
        n.usings
            .iter()
            .filter(|u| !n.dependent_usings.contains(u))
            .find_map(|&u| {
                let (home, e) = self.member(u, name)?;
                self.note_use(home, name);
                Some(e)
            })
    }

    /// Whether the innermost frame declaring `name` binds it as a template parameter
    /// of the template being parsed again (see [`Scopes::push_bound_params`]).
    pub fn is_bound_parameter(&self, name: Sym) -> bool {
        self.frames.iter().rev().find_map(|f| match f {
            Frame::Namespace(id) => self.lookup_in_unqualified(*id, name).map(|_| false),
            Frame::Block {
                map,
                usings,
                bound_params,
                template_params,
            } => {
                if map.contains_key(&name) {
                    Some(*bound_params || *template_params)
                } else {
                    usings.iter().any(|&u| self.member(u, name).is_some()).then_some(false)
                }
            }
        }) == Some(true)
    }

    /// Whether the innermost declaration of `name` is a namespace's (not a block's, a
    /// class's or a template parameter's bound argument).
    pub fn found_in_namespace(&self, name: Sym) -> bool {
        self.frames.iter().rev().find_map(|f| match f {
            Frame::Namespace(id) => self.lookup_in_unqualified(*id, name).map(|_| true),
            Frame::Block { map, usings, .. } => {
                (map.contains_key(&name) || usings.iter().any(|&u| self.member(u, name).is_some())).then_some(false)
            }
        }) == Some(true)
    }

    /// Unqualified lookup: innermost declaration of `name`.
    pub fn lookup(&self, name: Sym) -> Option<&Entity> {
        self.lookup_where(name, |_| true)
    }

    /// Unqualified lookup of the innermost declaration of `name` that `keep` accepts
    /// (declarations it rejects are passed over, not hiding outer ones).
    #[inline]
    pub fn lookup_where(&self, name: Sym, keep: impl Fn(&Entity) -> bool) -> Option<&Entity> {
        // One unit of work per scope walked (deep nesting shows there), added once.
        let mut walked = 0;
        let found = self.frames.iter().rev().find_map(|f| {
            walked += 1;
            self.lookup_in_frame(f, name).filter(|e| keep(e))
        });
        crate::work::add(walked);
        found
    }

    /// The declaration of `name` in frame `f` (a namespace's with its `using` directives).
    fn lookup_in_frame<'a>(&'a self, f: &'a Frame, name: Sym) -> Option<&'a Entity> {
        match f {
            Frame::Namespace(id) => self.lookup_in_unqualified(*id, name),
            Frame::Block { map, usings, .. } => map
                .get(&name)
                .or_else(|| usings.iter().find_map(|&u| Some(self.member(u, name)?.1))),
        }
    }

    /// Declaration of `name` in the innermost scope only.
    pub fn lookup_current(&self, name: Sym) -> Option<&Entity> {
        match self.frames.last()? {
            Frame::Namespace(id) => self.namespaces[id.0 as usize].members.get(&name),
            Frame::Block { map, .. } => map.get(&name),
        }
    }

    /// Declaration of `name` in the innermost enclosing namespace (where functions are
    /// declared).
    pub fn lookup_file(&self, name: Sym) -> Option<&Entity> {
        self.namespaces[self.current_namespace().0 as usize].members.get(&name)
    }

    /// Declares `name` in the innermost scope (replacing an earlier entry there).
    pub fn declare(&mut self, name: Sym, e: Entity) {
        self.generation += 1;
        match self.frames.last_mut().expect("global frame exists") {
            Frame::Namespace(id) => {
                let id = *id;
                self.insert_member(id, name, e);
            }
            Frame::Block { map, .. } => {
                map.insert(name, e);
            }
        }
    }

    /// Every entity declared in the open block scopes (not namespaces), innermost last.
    pub fn block_entities(&self) -> impl Iterator<Item = &Entity> {
        self.frames
            .iter()
            .flat_map(|f| match f {
                Frame::Block { map, .. } => Some(map.values()),
                Frame::Namespace(_) => None,
            })
            .flatten()
    }

    /// Declares `name` in the innermost enclosing namespace.
    pub fn declare_file(&mut self, name: Sym, e: Entity) {
        self.generation += 1;
        let ns = self.current_namespace();
        self.insert_member(ns, name, e);
    }

    /// `using namespace ns;` in the innermost scope.
    pub fn add_using_directive(&mut self, ns: NsId) {
        self.generation += 1;
        match self.frames.last_mut().expect("global frame exists") {
            Frame::Namespace(id) => {
                let cur = *id;
                if cur != ns {
                    self.namespaces[cur.0 as usize].usings.push(ns);
                    self.changes += 1;
                }
            }
            Frame::Block { usings, .. } => usings.push(ns),
        }
    }

    /// Replaces the frame stack by the namespaces from the global one down to `ns` (where a
    /// template is instantiated), returning the old stack for [`Scopes::restore_frames`].
    pub fn enter_namespace_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.generation += 1;
        let mut chain = Vec::new();
        let mut cur = Some(ns);
        while let Some(id) = cur {
            chain.push(Frame::Namespace(id));
            cur = self.namespaces[id.0 as usize].parent;
        }
        chain.reverse();
        std::mem::replace(&mut self.frames, chain)
            .into_iter()
            .map(FrameSnapshot)
            .collect()
    }

    /// A copy of the frame stack (the body of a generic lambda, parsed at each call, sees
    /// the scopes of its definition).
    pub fn snapshot(&self) -> Vec<FrameSnapshot> {
        self.frames.iter().cloned().map(FrameSnapshot).collect()
    }

    /// Replaces the frame stack by `frames`; returns the current one for
    /// [`Scopes::restore_frames`].
    pub fn replace_frames(&mut self, frames: Vec<FrameSnapshot>) -> Vec<FrameSnapshot> {
        self.generation += 1;
        let old = std::mem::replace(&mut self.frames, frames.into_iter().map(|f| f.0).collect());
        old.into_iter().map(FrameSnapshot).collect()
    }

    /// Like [`Scopes::enter_namespace_context`] for the scope a qualified declarator names
    /// (`Box<T>::get`), keeping the template parameters of an out-of-class member
    /// definition (pushed by [`Scopes::push_template_params`], or bound to an instance's
    /// arguments: `J* J::f(T1 v)` parsed for an instance) visible inside it.
    pub fn enter_qualified_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.generation += 1;
        let kept: Vec<Frame> = self
            .frames
            .iter()
            .filter(|f| {
                matches!(
                    f,
                    Frame::Block {
                        template_params: true,
                        ..
                    } | Frame::Block { bound_params: true, .. }
                )
            })
            .cloned()
            .collect();
        let saved = self.enter_namespace_context(ns);
        self.frames.extend(kept);
        saved
    }

    /// What the template parameters of the template being parsed again are bound to
    /// (the blocks [`Scopes::push_bound_params`] and [`Scopes::push_template_params`]
    /// opened, packs element by element), and the classes whose scopes enclose the
    /// parse, each with the classes enclosing it.
    pub fn bound_arguments_and_classes(&self) -> (BoundArguments, Vec<TypeId>) {
        fn bound(e: &Entity, out: &mut BoundArguments) {
            match e {
                Entity::Typedef(ty) | Entity::Enum(ty) => out.types.push(ty.unqualified()),
                Entity::EnumConst(value, _) => out.values.push(*value),
                Entity::Funcs(set) => out.funcs.extend(set.iter().map(|f| f.0)),
                Entity::ClassTemplate(t) => out.templates.push((t.as_u32(), false)),
                Entity::AliasTemplate(t) => out.templates.push((t.as_u32(), true)),
                Entity::Pack(items) => items.iter().for_each(|i| bound(i, out)),
                _ => {}
            }
        }
        let (mut arguments, mut classes) = (BoundArguments::default(), Vec::new());
        for f in &self.frames {
            match f {
                Frame::Block {
                    map,
                    bound_params,
                    template_params,
                    ..
                } if *bound_params || *template_params => {
                    map.values().for_each(|e| bound(e, &mut arguments));
                }
                Frame::Block { .. } => {}
                Frame::Namespace(id) => {
                    let mut ns = Some(*id);
                    while let Some(n) = ns {
                        match self.namespaces[n.0 as usize].class {
                            Some(class) if !classes.contains(&class) => classes.push(class),
                            Some(_) => {}
                            None => break,
                        }
                        ns = self.namespaces[n.0 as usize].parent;
                    }
                }
            }
        }
        (arguments, classes)
    }

    /// Restores a frame stack saved by [`Scopes::enter_namespace_context`].
    pub fn restore_frames(&mut self, saved: Vec<FrameSnapshot>) {
        self.generation += 1;
        self.frames = saved.into_iter().map(|f| f.0).collect();
    }
}
