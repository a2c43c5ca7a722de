//! Where objects with destructors are destroyed: a pass over a finished function body
//! that inserts the destructor calls C++ runs implicitly.
//!
//! Sema builds bodies statement by statement without knowing whether a later `return`
//! or `goto` leaves a scope, so destructions are placed once the body is complete:
//! - a local variable is destroyed at the end of its block, in reverse order of
//!   declaration, and before every `return` (after the value is computed), `break`,
//!   `continue` and `goto` that leaves its block (a backward `goto` also destroys the
//!   variables declared after its label);
//! - an argument for a by-value parameter of such a class is a temporary copy the
//!   caller destroys at the end of the full-expression, as the Itanium ABI's caller
//!   does (the callee works on its own bitwise copy, so changes it makes to the
//!   parameter are not seen by that destructor call);
//! - a temporary (a constructed class rvalue, or a class result materialized to call a
//!   member or read a field) is destroyed at the end of its full-expression, unless a
//!   reference declaration binds it (then at the end of the reference's block) or it
//!   initializes an object directly (copy elision: `S s = S(1);`, `return S(1);`);
//! - a destructor destroys the members and bases of `*this` after its body.
//!
//! A returned local variable of class type is not destroyed (its value moves to the
//! caller, as with the named return value optimization g++ and nvcc apply).
//! Nothing is changed in a translation unit without destructors that run code.
//!
//! The pass is split by job: this file holds the entry point and the walk's state;
//! [`statements`] rebuilds each statement kind, [`scopes`] opens and closes scopes,
//! [`initializations`] handles declarations (copy elision, reference lifetime
//! extension), [`jumps`] places destructions before `return`/`break`/`continue`/`goto`,
//! [`temporaries`] finds and destroys a full-expression's temporaries and
//! [`operands`] rewrites operands and by-value class arguments. The members and bases
//! a destructor destroys come from [`crate::sema::classes::destructors`].

mod initializations;
mod jumps;
mod operands;
mod scopes;
mod statements;
mod temporaries;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::il::{Expr, FnDeclId, LabelId, Stmt, StmtKind, VarId};
use crate::source::Span;
use crate::types::TypeId;

use super::Sema;

/// What the cleanup pass needs from the rest of Sema.
#[derive(Debug, Default)]
pub struct Lifetimes {
    /// Some class declares a destructor that runs code (otherwise the pass is skipped).
    pub any: bool,
    /// Temporaries (hidden locals) whose type needs destruction.
    pub temps: FxHashSet<VarId>,
    /// The `Compound` statements that are blocks (scopes), by the address of their
    /// statement list (statements are copied into their parent's list; lists are not).
    pub blocks: FxHashSet<usize>,
}

/// One scope being walked: the objects alive in it, in order of construction.
struct Frame<'a> {
    /// A unique number (labels remember which frames enclose them).
    uid: u32,
    /// The statement the scope covers (for "does a `goto` stay inside it").
    stmt: &'a Stmt<'a>,
    /// `break`/`continue` leave every frame up to and including this one.
    is_loop: bool,
    /// The destructions of the objects alive, in order of construction, with the local
    /// variable each destroys (none for members of `*this` and parameters).
    live: Vec<(Option<VarId>, &'a Expr<'a>)>,
}

/// The state of the walk over one function body.
struct Walk<'a> {
    frames: Vec<Frame<'a>>,
    next_uid: u32,
    /// Per label seen so far: per enclosing frame, how many objects were alive there.
    labels: FxHashMap<LabelId, Vec<(u32, usize)>>,
    /// Variables the pass made (declared at the start of the body).
    new_vars: Vec<VarId>,
}

/// Whether a record rvalue initializes an object (copy elision) or is only a value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pos {
    Init,
    Value,
}

impl<'a> Sema<'a> {
    /// Marks `list` as a block (a scope) and allocates it.
    pub fn block(&mut self, list: &'a [Stmt<'a>], span: Span) -> &'a Stmt<'a> {
        if self.lifetimes.any && !list.is_empty() {
            self.lifetimes.blocks.insert(list.as_ptr() as usize);
        }
        self.stmt(StmtKind::Compound(list), span)
    }

    /// Notes a new hidden local (a temporary) of type `ty`.
    pub(crate) fn note_temporary(&mut self, id: VarId, ty: TypeId) {
        if self.needs_destruction(ty) {
            self.lifetimes.temps.insert(id);
        }
    }

    /// `body` of function `f` with every implicit destruction placed (see the module
    /// header); `body` itself when nothing is destroyed.
    pub(crate) fn place_cleanups(&mut self, f: FnDeclId, body: &'a Stmt<'a>) -> &'a Stmt<'a> {
        if !self.lifetimes.any || !self.func(f).exec.is_device() || self.diags.has_errors() {
            return body;
        }
        let mut w = Walk {
            frames: Vec::new(),
            next_uid: 0,
            labels: FxHashMap::default(),
            new_vars: Vec::new(),
        };
        let mut live = Vec::new();
        if let Some(m) = self.facts(f).method {
            if self.dtor_of(m.class) == Some(f) {
                if let Some(this) = self.this_object(body.span) {
                    if let Some(d) = self.destroy_members(this, body.span) {
                        live.push((None, d));
                    }
                }
            }
        }
        w.open(body, false);
        if let Some(f) = w.frames.last_mut() {
            f.live = live;
        }
        let mut out = Vec::new();
        let changed = self.walk_stmt(&mut w, body, &mut out);
        let frame = w.frames.pop().expect("the function frame");
        let tail = self.destroy_all(&frame.live, None, body.span);
        if !changed && w.new_vars.is_empty() && tail.is_none() {
            return body;
        }
        let mut stmts: Vec<Stmt<'a>> = w
            .new_vars
            .iter()
            .map(|&var| Stmt {
                kind: StmtKind::Decl { var, init: None },
                span: body.span,
            })
            .collect();
        stmts.extend(out);
        if let Some(t) = tail {
            stmts.push(self.expr_stmt(t));
        }
        let list = self.arena.alloc_slice_copy(&stmts);
        self.stmt(StmtKind::Compound(list), body.span)
    }

    /// The expression statement `e`.
    fn expr_stmt(&self, e: &'a Expr<'a>) -> Stmt<'a> {
        Stmt {
            kind: StmtKind::Expr(e),
            span: e.span,
        }
    }

    /// `out` as one statement: itself when it is one, else a (non-scope) list.
    fn wrap(&mut self, out: Vec<Stmt<'a>>, span: Span) -> &'a Stmt<'a> {
        if out.len() == 1 {
            return self.arena.alloc(out[0]);
        }
        let list = self.arena.alloc_slice_copy(&out);
        self.stmt(StmtKind::Compound(list), span)
    }
}
