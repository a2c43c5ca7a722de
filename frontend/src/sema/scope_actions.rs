//! The scopes the parser enters and leaves and the names it declares, as Sema actions:
//! namespaces, the context of a qualified declarator or an out-of-namespace definition,
//! member-function bodies. (The journal of names a host declaration declares is
//! `sema::host_declarations`'.)
//! The scope stack itself (`sema::lookup::Scopes`) is Sema's.

use crate::sema::lookup::{Entity, FrameSnapshot, NsId};
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

impl Sema<'_> {
    /// Declares `name` as `e` in the innermost scope (replacing an earlier entry there).
    pub fn declare_name(&mut self, name: Sym, e: Entity) {
        self.scopes.declare(name, e);
    }

    /// Enters namespace `ns` and its enclosing namespaces as the only scopes (a
    /// definition outside its namespace), returning the frames to restore.
    pub fn enter_namespace_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.scopes.enter_namespace_context(ns)
    }

    /// Enters the scope a qualified declarator named (`S::f(T)` finds `S::T`) on top of
    /// the scopes in force, returning the frames to restore.
    pub fn enter_qualified_context(&mut self, ns: NsId) -> Vec<FrameSnapshot> {
        self.scopes.enter_qualified_context(ns)
    }

    /// Restores a frame stack saved by one of the `enter_*_context` actions.
    pub fn restore_frames(&mut self, saved: Vec<FrameSnapshot>) {
        self.scopes.restore_frames(saved);
    }

    /// The scope stack in force, to be re-entered later (an alias template's body).
    pub fn scope_snapshot(&self) -> Vec<FrameSnapshot> {
        self.scopes.snapshot()
    }

    /// Replaces the scope stack by `frames`, returning the one to restore.
    pub fn replace_frames(&mut self, frames: Vec<FrameSnapshot>) -> Vec<FrameSnapshot> {
        self.scopes.replace_frames(frames)
    }

    /// `using ns::name;` (`name` at `span`): what `ns::name` denotes is declared in the
    /// current scope, or nvcc's error when `ns` has no such member. Functions join the
    /// functions the scope already declares by that name ([namespace.udecl]/1: the
    /// using-declaration adds to the overload set, it does not replace it).
    pub fn act_on_using_declaration(&mut self, ns: NsId, name: Sym, span: Span) {
        match self.scopes.lookup_in(ns, name).cloned() {
            Some(Entity::Funcs(brought)) => {
                let mut set = match self.scopes.lookup_current(name) {
                    Some(Entity::Funcs(own)) => own.clone(),
                    _ => Default::default(),
                };
                extend_unique(&mut set, brought);
                self.declare_name(name, Entity::Funcs(set));
            }
            Some(Entity::FuncTemplate(brought)) => {
                let merged = self.merged_template_set(brought, self.scopes.lookup_current(name).cloned());
                self.declare_name(name, Entity::FuncTemplate(merged));
            }
            Some(e) => self.declare_name(name, e),
            None => self.no_member_in_namespace(ns, name, span),
        }
    }

    /// The overload set a using-declaration bringing function template set `brought` into
    /// a scope where `name` denotes `own` forms: both sets in one. A set with templates
    /// is kept on a template head (see [`Entity::FuncTemplate`]), so the scope's own
    /// functions join `brought`'s head, or `brought`'s templates and functions join the
    /// scope's own head. (`using simd::abs;` in a namespace declaring `abs(float)`.) A
    /// head is shared with the namespace it came from, whose lookup then sees the
    /// functions that joined it too, as it already does for a function declared after
    /// such a using-declaration: ptxc accepts a little more there than C++.
    fn merged_template_set(&mut self, brought: FnTemplateId, own: Option<Entity>) -> FnTemplateId {
        match own {
            Some(Entity::Funcs(funcs)) => {
                extend_unique(&mut self.templates[brought].funcs, funcs);
                brought
            }
            Some(Entity::FuncTemplate(head)) if head != brought => {
                let templates: Vec<FnTemplateId> =
                    self.template_set(brought).into_iter().filter(|&t| t != head).collect();
                let funcs = self.templates[brought].funcs.clone();
                extend_unique(&mut self.templates[head].overloads, templates);
                extend_unique(&mut self.templates[head].funcs, funcs);
                head
            }
            _ => brought,
        }
    }

    /// `namespace alias = target;` (`alias` at `span`): `alias` denotes namespace `target`
    /// in the current scope; declaring it again as the same namespace is allowed.
    pub fn act_on_namespace_alias(&mut self, alias: Sym, span: Span, target: NsId) {
        match self.scopes.lookup_current(alias) {
            Some(Entity::Namespace(old)) if *old == target => {}
            Some(_) => {
                let text = self.interner.get(alias).to_string();
                self.diags.error(
                    span,
                    format!("\"{text}\" has already been declared in the current scope"),
                );
            }
            None => self.declare_name(alias, Entity::Namespace(target)),
        }
    }

    /// Reports `namespace "a" has no member "x"` (`name` at `span`, `ns` the namespace).
    pub fn no_member_in_namespace(&mut self, ns: NsId, name: Sym, span: Span) {
        let path = self.namespace_path(ns).join("::");
        let text = self.interner.get(name).to_string();
        let msg = if path.is_empty() {
            format!("the global scope has no \"{text}\"")
        } else {
            format!("namespace \"{path}\" has no member \"{text}\"")
        };
        self.diags.error(span, msg);
    }

    /// Opens a block scope for template parameters.
    pub fn push_template_params(&mut self) {
        self.scopes.push_template_params();
    }

    /// The `{` of `namespace a::b::c` (`names`, each with its spelling and span; none
    /// for an unnamed namespace; `inline` the span of `inline`, which a nested name may
    /// not have): enters the namespaces, returning how many to leave at the `}`. `None`
    /// after nvcc's error when a name is something else (the namespaces entered left).
    pub fn enter_namespace_definition(&mut self, names: &[(Sym, String, Span)], inline: Option<Span>) -> Option<usize> {
        let mut entered = 0;
        if let (Some(span), true) = (inline, names.len() > 1) {
            self.diags.error(
                span,
                "the \"inline\" keyword cannot be used on a nested namespace declaration",
            );
        }
        let inline = inline.is_some() && names.len() <= 1;
        if names.is_empty() {
            let anon = self.interner.intern("");
            self.scopes.enter_namespace(anon, "", inline);
            entered = 1;
        }
        for (sym, text, span) in names {
            if self.scopes.enter_namespace(*sym, text, inline).is_none() {
                self.diags.error(
                    *span,
                    format!("\"{text}\" has already been declared in the current scope"),
                );
                self.leave_namespaces(entered);
                return None;
            }
            entered += 1;
        }
        Some(entered)
    }

    /// Leaves `n` namespaces (those a namespace definition entered).
    pub fn leave_namespaces(&mut self, n: usize) {
        for _ in 0..n {
            self.scopes.leave_namespace();
        }
    }

    /// `using namespace ns;` in the innermost scope.
    pub fn add_using_directive(&mut self, ns: NsId) {
        self.scopes.add_using_directive(ns);
    }

    /// The scope of enumeration type `ty` (`E::A`).
    pub fn enum_scope(&self, ty: TypeId) -> Option<NsId> {
        self.scopes.enum_scope(ty)
    }

    /// Enters the class scope `id` for a member function's body, returning the depth to
    /// leave to.
    pub fn enter_member_body_scope(&mut self, id: NsId) -> usize {
        self.scopes.enter_member_body_scope(id)
    }

    /// Leaves the scopes entered by [`Sema::enter_member_body_scope`].
    pub fn leave_member_body_scope(&mut self, depth: usize) {
        self.scopes.leave_member_body_scope(depth);
    }
}

/// Appends the items of `more` that `set` does not hold yet, in order.
fn extend_unique<T: PartialEq, S: Extend<T> + AsRef<[T]>>(set: &mut S, more: impl IntoIterator<Item = T>) {
    for item in more {
        if !set.as_ref().contains(&item) {
            set.extend(std::iter::once(item));
        }
    }
}
