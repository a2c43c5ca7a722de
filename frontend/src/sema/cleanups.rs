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

use rustc_hash::{FxHashMap, FxHashSet};

use crate::il::{CastKind, Expr, ExprKind, FnDeclId, Init, LabelId, Stmt, StmtKind, UnaryOp, VarId, VarKind};
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
        w.frames.push(Frame {
            uid: 0,
            stmt: body,
            is_loop: false,
            live,
        });
        w.next_uid = 1;
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

    fn expr_stmt(&self, e: &'a Expr<'a>) -> Stmt<'a> {
        Stmt {
            kind: StmtKind::Expr(e),
            span: e.span,
        }
    }

    /// The destructions of `live` in reverse order (skipping `keep`, a returned local).
    fn destroy_all(
        &mut self,
        live: &[(Option<VarId>, &'a Expr<'a>)],
        keep: Option<VarId>,
        span: Span,
    ) -> Option<&'a Expr<'a>> {
        let steps: Vec<&'a Expr<'a>> = live
            .iter()
            .rev()
            .filter(|(v, _)| v.is_none() || *v != keep)
            .map(|(_, d)| *d)
            .collect();
        self.sequence(&steps, span)
    }

    /// Pushes a frame for `stmt`, walks it, and closes the frame (its objects are
    /// destroyed after it).
    fn walk_scoped(&mut self, w: &mut Walk<'a>, stmt: &'a Stmt<'a>, is_loop: bool) -> &'a Stmt<'a> {
        let uid = w.next_uid;
        w.next_uid += 1;
        w.frames.push(Frame {
            uid,
            stmt,
            is_loop,
            live: Vec::new(),
        });
        let mut out = Vec::new();
        let mut changed = self.walk_stmt(w, stmt, &mut out);
        let frame = w.frames.pop().expect("pushed above");
        if let Some(d) = self.destroy_all(&frame.live, None, stmt.span) {
            out.push(self.expr_stmt(d));
            changed = true;
        }
        if !changed {
            return stmt;
        }
        self.wrap(out, stmt.span)
    }

    fn wrap(&mut self, out: Vec<Stmt<'a>>, span: Span) -> &'a Stmt<'a> {
        if out.len() == 1 {
            return self.arena.alloc(out[0]);
        }
        let list = self.arena.alloc_slice_copy(&out);
        self.stmt(StmtKind::Compound(list), span)
    }

    /// Walks `s`, pushing what replaces it onto `out` (`s` itself when unchanged);
    /// returns whether anything changed.
    fn walk_stmt(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) -> bool {
        let before = out.len();
        self.walk_stmt_inner(w, s, out);
        !(out.len() == before + 1 && same_stmt(&out[before], s))
    }

    fn walk_stmt_inner(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, out: &mut Vec<Stmt<'a>>) {
        match s.kind {
            StmtKind::Compound(list) => {
                let is_block = self.lifetimes.blocks.contains(&(list.as_ptr() as usize));
                if is_block && w.frames.last().is_some_and(|f| !same_stmt(f.stmt, s)) {
                    let new = self.walk_scoped(w, s, false);
                    out.push(*new);
                    return;
                }
                // An initialization sequence `T x; x.T(args);` or `T x; x = v;`
                // initializes the variables it declares.
                let declared: Vec<VarId> = list
                    .iter()
                    .filter_map(|c| match c.kind {
                        StmtKind::Decl { var, .. } => Some(var),
                        _ => None,
                    })
                    .collect();
                let mut items = Vec::new();
                let mut changed = false;
                for c in list {
                    // `T x = T(..);` through a copy constructor constructs `x` in place.
                    let elided = match c.kind {
                        StmtKind::Expr(e) if !declared.is_empty() => self.elide_copy(e, &declared),
                        _ => None,
                    };
                    let c: &'a Stmt<'a> = match elided {
                        Some(e) => {
                            changed = true;
                            self.arena.alloc(Stmt {
                                kind: StmtKind::Expr(e),
                                span: c.span,
                            })
                        }
                        None => c,
                    };
                    match c.kind {
                        StmtKind::Expr(e) if !declared.is_empty() => {
                            if let ExprKind::Assign { lhs, rhs } = e.kind {
                                if root_var(lhs).is_some_and(|v| declared.contains(&v)) {
                                    let (rhs2, temps) = self.full_expr(w, rhs, Pos::Init);
                                    let e2 = if std::ptr::eq(rhs2, rhs) {
                                        e
                                    } else {
                                        self.mk(ExprKind::Assign { lhs, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                                    };
                                    let before = items.len();
                                    self.push_with_temps(&mut items, c, e2, temps);
                                    changed |= !(items.len() == before + 1 && same_stmt(&items[before], c));
                                    continue;
                                }
                            }
                            changed |= self.walk_stmt(w, c, &mut items);
                        }
                        _ => changed |= self.walk_stmt(w, c, &mut items),
                    }
                }
                if !changed {
                    out.push(*s);
                    return;
                }
                let list = self.arena.alloc_slice_copy(&items);
                out.push(Stmt {
                    kind: StmtKind::Compound(list),
                    span: s.span,
                });
            }
            StmtKind::Decl { var, init } => {
                let mut new_init = init;
                let mut temps = Vec::new();
                if let Some(Init::Expr(e)) = init {
                    let (e2, t) = self.full_expr(w, e, Pos::Init);
                    temps = t;
                    if !std::ptr::eq(e2, e) {
                        new_init = Some(Init::Expr(e2));
                    }
                    // A reference bound to a temporary extends its lifetime.
                    if self.var_facts(var).referee.is_some() {
                        if let Some(t) = bound_temporary(e) {
                            if let Some(k) = temps.iter().position(|(v, _)| *v == t) {
                                let ext = temps.remove(k);
                                if let Some(f) = w.frames.last_mut() {
                                    f.live.push((None, ext.1));
                                }
                            }
                        }
                    }
                }
                let decl = if std::ptr::eq(
                    new_init.map_or(std::ptr::null(), init_ptr),
                    init.map_or(std::ptr::null(), init_ptr),
                ) {
                    s
                } else {
                    self.arena.alloc(Stmt {
                        kind: StmtKind::Decl { var, init: new_init },
                        span: s.span,
                    })
                };
                out.push(*decl);
                if let Some(d) = self.temps_destroy(&temps, s.span) {
                    out.push(self.expr_stmt(d));
                }
                if matches!(self.var(var).kind, VarKind::Local) && !self.lifetimes.temps.contains(&var) {
                    let v = self.var_expr(var, s.span);
                    if let Some(d) = self.destroy_expr(v, s.span) {
                        if let Some(f) = w.frames.last_mut() {
                            f.live.push((Some(var), d));
                        }
                    }
                }
            }
            StmtKind::Expr(e) => {
                let (e2, temps) = self.full_expr(w, e, Pos::Value);
                self.push_with_temps(out, s, e2, temps);
            }
            StmtKind::If { cond, then, els } => {
                let cond2 = self.condition_expr(w, cond);
                let then2 = self.walk_scoped(w, then, false);
                let els2 = els.map(|e| self.walk_scoped(w, e, false));
                if std::ptr::eq(cond2, cond)
                    && std::ptr::eq(then2, then)
                    && els2.map(|e| e as *const Stmt) == els.map(|e| e as *const Stmt)
                {
                    out.push(*s);
                } else {
                    out.push(Stmt {
                        kind: StmtKind::If {
                            cond: cond2,
                            then: then2,
                            els: els2,
                        },
                        span: s.span,
                    });
                }
            }
            StmtKind::While { cond, body } => {
                let cond2 = self.condition_expr(w, cond);
                let body2 = self.walk_scoped(w, body, true);
                if std::ptr::eq(cond2, cond) && std::ptr::eq(body2, body) {
                    out.push(*s);
                } else {
                    out.push(Stmt {
                        kind: StmtKind::While {
                            cond: cond2,
                            body: body2,
                        },
                        span: s.span,
                    });
                }
            }
            StmtKind::DoWhile { body, cond } => {
                let body2 = self.walk_scoped(w, body, true);
                let cond2 = self.condition_expr(w, cond);
                if std::ptr::eq(cond2, cond) && std::ptr::eq(body2, body) {
                    out.push(*s);
                } else {
                    out.push(Stmt {
                        kind: StmtKind::DoWhile {
                            body: body2,
                            cond: cond2,
                        },
                        span: s.span,
                    });
                }
            }
            StmtKind::For { init, cond, inc, body } => {
                // The init's variables live in a scope around the loop.
                let uid = w.next_uid;
                w.next_uid += 1;
                w.frames.push(Frame {
                    uid,
                    stmt: s,
                    is_loop: false,
                    live: Vec::new(),
                });
                let mut init_out = Vec::new();
                let init_changed = init.is_some_and(|i| self.walk_stmt(w, i, &mut init_out));
                let init2 = match init {
                    Some(i) if !init_changed => Some(i),
                    None => None,
                    Some(i) => Some(self.wrap(init_out, i.span)),
                };
                let cond2 = cond.map(|c| self.condition_expr(w, c));
                let inc2 = inc.map(|e| {
                    let (e2, temps) = self.full_expr(w, e, Pos::Value);
                    match self.temps_destroy(&temps, e.span) {
                        Some(d) => self.mk(ExprKind::Comma { lhs: e2, rhs: d }, TypeId::VOID, e.span, false),
                        None => e2,
                    }
                });
                let body2 = self.walk_scoped(w, body, true);
                let frame = w.frames.pop().expect("pushed above");
                let same = init2.map(|x| x as *const Stmt) == init.map(|x| x as *const Stmt)
                    && cond2.map(|x| x as *const Expr) == cond.map(|x| x as *const Expr)
                    && inc2.map(|x| x as *const Expr) == inc.map(|x| x as *const Expr)
                    && std::ptr::eq(body2, body);
                let tail = self.destroy_all(&frame.live, None, s.span);
                if same && tail.is_none() {
                    out.push(*s);
                    return;
                }
                let lp = Stmt {
                    kind: StmtKind::For {
                        init: init2,
                        cond: cond2,
                        inc: inc2,
                        body: body2,
                    },
                    span: s.span,
                };
                match tail {
                    Some(t) => {
                        let list = self.arena.alloc_slice_copy(&[lp, self.expr_stmt(t)]);
                        out.push(Stmt {
                            kind: StmtKind::Compound(list),
                            span: s.span,
                        });
                    }
                    None => out.push(lp),
                }
            }
            StmtKind::Unroll { count, body } => {
                let mut inner = Vec::new();
                if !self.walk_stmt(w, body, &mut inner) {
                    out.push(*s);
                } else {
                    // The loop stays first so the pragma still applies to it.
                    let first = self.arena.alloc(inner[0]);
                    out.push(Stmt {
                        kind: StmtKind::Unroll { count, body: first },
                        span: s.span,
                    });
                    out.extend_from_slice(&inner[1..]);
                }
            }
            StmtKind::Break | StmtKind::Continue => {
                let mut steps = Vec::new();
                for f in w.frames.iter().rev() {
                    steps.extend(f.live.iter().rev().map(|(_, d)| *d));
                    if f.is_loop {
                        break;
                    }
                }
                self.push_before(out, s, &steps);
            }
            StmtKind::Goto(label) => {
                let mut steps = Vec::new();
                let seen = w.labels.get(&label);
                for f in w.frames.iter().rev() {
                    let keep = match seen {
                        // A backward jump: what was alive at the label stays.
                        Some(at) => at.iter().find(|(uid, _)| *uid == f.uid).map(|&(_, n)| n).unwrap_or(0),
                        // A forward jump stays in the scopes that hold the label.
                        None if f.stmt.holds_label(label) => f.live.len(),
                        None => 0,
                    };
                    steps.extend(f.live[keep.min(f.live.len())..].iter().rev().map(|(_, d)| *d));
                }
                self.push_before(out, s, &steps);
            }
            StmtKind::Label { label, .. } => {
                w.labels
                    .insert(label, w.frames.iter().map(|f| (f.uid, f.live.len())).collect());
                out.push(*s);
            }
            StmtKind::Return(value) => self.walk_return(w, s, value, out),
            StmtKind::Asm(_) | StmtKind::Empty => out.push(*s),
        }
    }

    /// `return [value];` with the destructions of every scope after the value.
    fn walk_return(&mut self, w: &mut Walk<'a>, s: &'a Stmt<'a>, value: Option<&'a Expr<'a>>, out: &mut Vec<Stmt<'a>>) {
        let (value2, temps) = match value {
            Some(v) => {
                let (v2, t) = self.full_expr(w, v, Pos::Init);
                (Some(v2), t)
            }
            None => (None, Vec::new()),
        };
        // A returned local of class type moves to the caller.
        let keep = value.and_then(|v| match v.kind {
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } if self.types.is_record(v.ty) => match operand.kind {
                ExprKind::Var(var) => Some(var),
                _ => None,
            },
            _ => None,
        });
        let mut steps: Vec<&'a Expr<'a>> = temps.iter().rev().map(|(_, d)| *d).collect();
        for f in w.frames.iter().rev() {
            steps.extend(
                f.live
                    .iter()
                    .rev()
                    .filter(|(v, _)| v.is_none() || *v != keep)
                    .map(|(_, d)| *d),
            );
        }
        let Some(cleanup) = self.sequence(&steps, s.span) else {
            if value2.map(|x| x as *const Expr) == value.map(|x| x as *const Expr) {
                out.push(*s);
            } else {
                out.push(Stmt {
                    kind: StmtKind::Return(value2),
                    span: s.span,
                });
            }
            return;
        };
        match value2 {
            Some(v) if !self.types.is_void(v.ty) => {
                let tmp = self.new_synthetic_local("retval", v.ty.unqualified(), s.span);
                w.new_vars.push(tmp);
                let var = self.var_expr(tmp, s.span);
                let assign = self.mk(ExprKind::Assign { lhs: var, rhs: v }, var.ty, s.span, true);
                out.push(self.expr_stmt(assign));
                out.push(self.expr_stmt(cleanup));
                let read = self.cast(CastKind::LValueToRValue, var, v.ty.unqualified());
                out.push(Stmt {
                    kind: StmtKind::Return(Some(read)),
                    span: s.span,
                });
            }
            Some(v) => {
                out.push(self.expr_stmt(v));
                out.push(self.expr_stmt(cleanup));
                out.push(Stmt {
                    kind: StmtKind::Return(None),
                    span: s.span,
                });
            }
            None => {
                out.push(self.expr_stmt(cleanup));
                out.push(*s);
            }
        }
    }

    /// `steps` (destructions) then the jump `s`.
    fn push_before(&mut self, out: &mut Vec<Stmt<'a>>, s: &'a Stmt<'a>, steps: &[&'a Expr<'a>]) {
        if let Some(d) = self.sequence(steps, s.span) {
            out.push(self.expr_stmt(d));
        }
        out.push(*s);
    }

    /// The expression statement `e` (replacing `s`) followed by the destruction of its
    /// temporaries.
    fn push_with_temps(
        &mut self,
        out: &mut Vec<Stmt<'a>>,
        s: &'a Stmt<'a>,
        e: &'a Expr<'a>,
        temps: Vec<(VarId, &'a Expr<'a>)>,
    ) {
        if matches!(s.kind, StmtKind::Expr(old) if std::ptr::eq(old, e)) {
            out.push(*s);
        } else {
            out.push(Stmt {
                kind: StmtKind::Expr(e),
                span: s.span,
            });
        }
        if let Some(d) = self.temps_destroy(&temps, s.span) {
            out.push(self.expr_stmt(d));
        }
    }

    /// The destruction of `temps` (in order of construction) in reverse order.
    fn temps_destroy(&mut self, temps: &[(VarId, &'a Expr<'a>)], span: Span) -> Option<&'a Expr<'a>> {
        let steps: Vec<&'a Expr<'a>> = temps.iter().rev().map(|(_, d)| *d).collect();
        self.sequence(&steps, span)
    }

    /// A condition (`bool`) whose temporaries are destroyed once it is evaluated.
    fn condition_expr(&mut self, w: &mut Walk<'a>, cond: &'a Expr<'a>) -> &'a Expr<'a> {
        let (c2, temps) = self.full_expr(w, cond, Pos::Value);
        let Some(d) = self.temps_destroy(&temps, cond.span) else {
            return c2;
        };
        let tmp = self.new_synthetic_local("cond", cond.ty, cond.span);
        w.new_vars.push(tmp);
        let var = self.var_expr(tmp, cond.span);
        let assign = self.mk(ExprKind::Assign { lhs: var, rhs: c2 }, cond.ty, cond.span, true);
        let first = self.mk(ExprKind::Comma { lhs: assign, rhs: d }, TypeId::VOID, cond.span, false);
        let read = self.cast(CastKind::LValueToRValue, var, cond.ty);
        self.mk(ExprKind::Comma { lhs: first, rhs: read }, cond.ty, cond.span, false)
    }

    /// A full-expression with its class results materialized where they need
    /// destruction, and the temporaries to destroy at its end (in order of
    /// construction).
    fn full_expr(&mut self, w: &mut Walk<'a>, e: &'a Expr<'a>, pos: Pos) -> (&'a Expr<'a>, Vec<(VarId, &'a Expr<'a>)>) {
        if !self.has_lifetime_work(e) {
            return (e, Vec::new());
        }
        let mut temps = Vec::new();
        let e2 = self.rewrite(w, e, pos, &mut temps);
        (e2, temps)
    }

    /// Whether `e` mentions a temporary with a destructor or calls a function returning
    /// a class that needs destruction.
    fn has_lifetime_work(&self, e: &Expr<'a>) -> bool {
        let mut found = false;
        visit(e, &mut |x| match x.kind {
            ExprKind::Var(v) if self.lifetimes.temps.contains(&v) => found = true,
            ExprKind::Call { args, .. } | ExprKind::CallIndirect { args, .. }
                if (self.types.is_record(x.ty) && self.needs_destruction(x.ty))
                    || args
                        .iter()
                        .any(|a| self.types.is_record(a.ty) && self.needs_destruction(a.ty)) =>
            {
                found = true
            }
            _ => {}
        });
        found
    }

    /// Records temporary `v` (constructed just now) for destruction.
    fn note_constructed(&mut self, v: VarId, span: Span, temps: &mut Vec<(VarId, &'a Expr<'a>)>) {
        if !self.lifetimes.temps.contains(&v) || temps.iter().any(|(t, _)| *t == v) {
            return;
        }
        let obj = self.var_expr(v, span);
        if let Some(d) = self.destroy_expr(obj, span) {
            temps.push((v, d));
        }
    }

    /// `e` rewritten (see [`Sema::full_expr`]); temporaries constructed are appended to
    /// `temps`. `pos` says whether a class rvalue here initializes an object.
    fn rewrite(
        &mut self,
        w: &mut Walk<'a>,
        e: &'a Expr<'a>,
        pos: Pos,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        use ExprKind as K;
        // Copy elision: a constructed temporary that initializes an object is that object.
        if pos == Pos::Init {
            if let K::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } = e.kind
            {
                if let K::Comma { lhs, rhs } = operand.kind {
                    if matches!(rhs.kind, K::Var(v) if self.lifetimes.temps.contains(&v)) {
                        let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                        if std::ptr::eq(lhs2, lhs) {
                            return e;
                        }
                        let c = self.mk(K::Comma { lhs: lhs2, rhs }, operand.ty, operand.span, operand.lvalue);
                        return self.mk(
                            K::Cast {
                                kind: CastKind::LValueToRValue,
                                operand: c,
                            },
                            e.ty,
                            e.span,
                            e.lvalue,
                        );
                    }
                }
            }
        }
        let out = match e.kind {
            K::Comma { lhs, rhs } => {
                let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                let rhs2 = self.rewrite(w, rhs, pos, temps);
                if let K::Var(v) = rhs.kind {
                    self.note_constructed(v, rhs.span, temps);
                }
                if std::ptr::eq(lhs2, lhs) && std::ptr::eq(rhs2, rhs) {
                    e
                } else {
                    self.mk(K::Comma { lhs: lhs2, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                }
            }
            K::Assign { lhs, rhs } => {
                let lhs2 = self.rewrite(w, lhs, Pos::Value, temps);
                // Materializing a temporary (`temporary()`) initializes it.
                let rhs_pos = match lhs.kind {
                    K::Var(v) if self.lifetimes.temps.contains(&v) => Pos::Init,
                    _ => Pos::Value,
                };
                let rhs2 = self.rewrite(w, rhs, rhs_pos, temps);
                if let K::Var(v) = lhs.kind {
                    self.note_constructed(v, lhs.span, temps);
                }
                if std::ptr::eq(lhs2, lhs) && std::ptr::eq(rhs2, rhs) {
                    e
                } else {
                    self.mk(K::Assign { lhs: lhs2, rhs: rhs2 }, e.ty, e.span, e.lvalue)
                }
            }
            K::Conditional { then: a, els: b, .. } | K::LogAnd { lhs: a, rhs: b } | K::LogOr { lhs: a, rhs: b } => {
                // The operands evaluated only sometimes (the condition always is).
                let sometimes = if matches!(e.kind, K::Conditional { .. }) {
                    self.has_lifetime_work(a) || self.has_lifetime_work(b)
                } else {
                    self.has_lifetime_work(b)
                };
                if sometimes {
                    self.diags.error(
                        e.span,
                        "temporaries with destructors in a conditionally evaluated operand are not supported yet",
                    );
                }
                self.rewrite_children(w, e, temps)
            }
            _ => self.rewrite_children(w, e, temps),
        };
        // A class result used as a value (not initializing an object) is a temporary
        // destroyed at the end of the full-expression.
        if pos == Pos::Value
            && matches!(e.kind, K::Call { .. } | K::CallIndirect { .. })
            && self.types.is_record(e.ty)
            && self.needs_destruction(e.ty)
        {
            let ty = e.ty.unqualified();
            let tmp = self.new_synthetic_local("ref.tmp", ty, e.span);
            w.new_vars.push(tmp);
            self.lifetimes.temps.insert(tmp);
            let var = self.var_expr(tmp, e.span);
            let assign = self.mk(K::Assign { lhs: var, rhs: out }, ty, e.span, true);
            self.note_constructed(tmp, e.span, temps);
            return self.cast(CastKind::LValueToRValue, assign, ty);
        }
        out
    }

    /// `e` with each operand rewritten (calls' arguments initialize parameters).
    fn rewrite_children(
        &mut self,
        w: &mut Walk<'a>,
        e: &'a Expr<'a>,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        use ExprKind as K;
        let mut changed = false;
        let kind = match e.kind {
            K::Unary { op, operand } => K::Unary {
                op,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::IncDec { pre, inc, operand } => K::IncDec {
                pre,
                inc,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::Binary { op, lhs, rhs } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::Binary {
                    op,
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                }
            }
            K::LogAnd { lhs, rhs } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::LogAnd {
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                }
            }
            K::LogOr { lhs, rhs } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::LogOr {
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                }
            }
            K::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
                to_compute,
                from_compute,
            } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::CompoundAssign {
                    op,
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                    compute_ty,
                    to_compute,
                    from_compute,
                }
            }
            K::Conditional { cond, then, els } => {
                let cond = self.rw(w, cond, Pos::Value, temps, &mut changed);
                let then = self.rw(w, then, Pos::Value, temps, &mut changed);
                K::Conditional {
                    cond,
                    then,
                    els: self.rw(w, els, Pos::Value, temps, &mut changed),
                }
            }
            K::Cast { kind, operand } => K::Cast {
                kind,
                operand: self.rw(w, operand, Pos::Value, temps, &mut changed),
            },
            K::Call { callee, args } => {
                let new = self.rewrite_args(w, args, temps, &mut changed);
                K::Call {
                    callee,
                    args: self.arena.alloc_slice_copy(&new),
                }
            }
            K::CallIndirect { callee, args } => {
                let callee = self.rw(w, callee, Pos::Value, temps, &mut changed);
                let new = self.rewrite_args(w, args, temps, &mut changed);
                K::CallIndirect {
                    callee,
                    args: self.arena.alloc_slice_copy(&new),
                }
            }
            K::Index { base, index } => {
                let base = self.rw(w, base, Pos::Value, temps, &mut changed);
                K::Index {
                    base,
                    index: self.rw(w, index, Pos::Value, temps, &mut changed),
                }
            }
            K::Member { base, field } => K::Member {
                base: self.rw(w, base, Pos::Value, temps, &mut changed),
                field,
            },
            K::Comma { lhs, rhs } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::Comma {
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                }
            }
            K::Assign { lhs, rhs } => {
                let lhs = self.rw(w, lhs, Pos::Value, temps, &mut changed);
                K::Assign {
                    lhs,
                    rhs: self.rw(w, rhs, Pos::Value, temps, &mut changed),
                }
            }
            _ => return e,
        };
        if !changed {
            return e;
        }
        self.mk(kind, e.ty, e.span, e.lvalue)
    }
}

impl<'a> Sema<'a> {
    /// For the initialization `T(&x, <temporary of T>)` of a variable in `declared`
    /// through a constructor taking the temporary (a copy or move constructor): the
    /// temporary's own initialization aimed at `x` instead.
    fn elide_copy(&mut self, e: &'a Expr<'a>, declared: &[VarId]) -> Option<&'a Expr<'a>> {
        let ExprKind::Call { callee, args } = e.kind else {
            return None;
        };
        let [this_arg, source] = args else { return None };
        let m = self.facts(callee).method?;
        if !m.is_ctor {
            return None;
        }
        let ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand: object,
        } = this_arg.kind
        else {
            return None;
        };
        if !root_var(object).is_some_and(|v| declared.contains(&v)) {
            return None;
        }
        let mut inner = *source;
        while let ExprKind::Cast { operand, .. }
        | ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand,
        } = inner.kind
        {
            inner = operand;
        }
        let is_temp = |s: &Self, x: &Expr<'a>| {
            matches!(x.kind, ExprKind::Var(v) if s.lifetimes.temps.contains(&v)) && x.ty.unqualified() == m.class
        };
        match inner.kind {
            ExprKind::Comma { lhs, rhs } if is_temp(self, rhs) => match lhs.kind {
                ExprKind::Call {
                    callee: ctor,
                    args: ctor_args,
                } if !ctor_args.is_empty() => {
                    let mut new_args = ctor_args.to_vec();
                    new_args[0] = this_arg;
                    let new_args = self.arena.alloc_slice_copy(&new_args);
                    Some(self.mk(
                        ExprKind::Call {
                            callee: ctor,
                            args: new_args,
                        },
                        lhs.ty,
                        lhs.span,
                        false,
                    ))
                }
                _ => None,
            },
            ExprKind::Assign { lhs, rhs } if is_temp(self, lhs) => {
                Some(self.mk(ExprKind::Assign { lhs: object, rhs }, object.ty, e.span, true))
            }
            _ => None,
        }
    }

    /// `x` rewritten; notes in `changed` whether it changed.
    fn rw(
        &mut self,
        w: &mut Walk<'a>,
        x: &'a Expr<'a>,
        pos: Pos,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
        changed: &mut bool,
    ) -> &'a Expr<'a> {
        let y = self.rewrite(w, x, pos, temps);
        *changed |= !std::ptr::eq(x, y);
        y
    }

    /// A call's arguments rewritten (see [`Sema::argument_copy`]).
    fn rewrite_args(
        &mut self,
        w: &mut Walk<'a>,
        args: &'a [&'a Expr<'a>],
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
        changed: &mut bool,
    ) -> Vec<&'a Expr<'a>> {
        let mut out = Vec::with_capacity(args.len());
        for &a in args {
            let pos = self.arg_pos(a);
            let b = self.rw(w, a, pos, temps, changed);
            let c = self.argument_copy(w, b, temps);
            *changed |= !std::ptr::eq(b, c);
            out.push(c);
        }
        out
    }

    /// How an argument initializes its parameter: a class that needs destruction is
    /// passed as a copy of a temporary the caller destroys at the end of the
    /// full-expression (as the Itanium ABI's caller does), so it is a value here.
    fn arg_pos(&self, a: &Expr<'a>) -> Pos {
        if self.types.is_record(a.ty) && self.needs_destruction(a.ty) {
            Pos::Value
        } else {
            Pos::Init
        }
    }

    /// The argument `a` (already rewritten) as a copy of a temporary the caller
    /// destroys: `a` itself when it already reads one.
    fn argument_copy(
        &mut self,
        w: &mut Walk<'a>,
        a: &'a Expr<'a>,
        temps: &mut Vec<(VarId, &'a Expr<'a>)>,
    ) -> &'a Expr<'a> {
        if !(self.types.is_record(a.ty) && self.needs_destruction(a.ty)) {
            return a;
        }
        if let ExprKind::Cast {
            kind: CastKind::LValueToRValue,
            operand,
        } = a.kind
        {
            let holder = match operand.kind {
                ExprKind::Comma { rhs, .. } => Some(rhs),
                ExprKind::Assign { lhs, .. } => Some(lhs),
                _ => None,
            };
            if holder.is_some_and(|h| matches!(h.kind, ExprKind::Var(v) if self.lifetimes.temps.contains(&v))) {
                return a;
            }
        }
        // A copy of an lvalue into a new temporary, by the copy constructor.
        let ty = a.ty.unqualified();
        let tmp = self.new_synthetic_local("agg.tmp", ty, a.span);
        w.new_vars.push(tmp);
        self.lifetimes.temps.insert(tmp);
        let var = self.var_expr(tmp, a.span);
        let copy = match a.kind {
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } if operand.lvalue => self.construct(var, vec![operand], a.span, a.span),
            _ => None,
        };
        let init = copy.unwrap_or_else(|| self.mk(ExprKind::Assign { lhs: var, rhs: a }, ty, a.span, true));
        let made = self.mk(ExprKind::Comma { lhs: init, rhs: var }, ty, a.span, true);
        self.note_constructed(tmp, a.span, temps);
        self.cast(CastKind::LValueToRValue, made, ty)
    }
}

/// The variable an lvalue designates part of (`x`, `x.f`, `x[i]`), if any.
fn root_var(e: &Expr) -> Option<VarId> {
    match e.kind {
        ExprKind::Var(v) => Some(v),
        ExprKind::Member { base, .. } => root_var(base),
        ExprKind::Index { base, .. } => match base.kind {
            ExprKind::Cast {
                kind: CastKind::ArrayToPointerDecay,
                operand,
            } => root_var(operand),
            _ => None,
        },
        _ => None,
    }
}

/// The temporary a reference initializer binds, if it binds one directly
/// (`&(S(1))`, `&(tmp = f())`, through casts).
fn bound_temporary(e: &Expr) -> Option<VarId> {
    match e.kind {
        ExprKind::Cast { operand, .. } => bound_temporary(operand),
        ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand,
        } => bound_temporary(operand),
        ExprKind::Comma { rhs, .. } => bound_temporary(rhs),
        ExprKind::Assign { lhs, .. } => bound_temporary(lhs),
        ExprKind::Var(v) => Some(v),
        _ => None,
    }
}

/// Whether `a` is `b` unchanged (same kind and operands, compared by address).
fn same_stmt(a: &Stmt, b: &Stmt) -> bool {
    use StmtKind as S;
    match (a.kind, b.kind) {
        (S::Compound(x), S::Compound(y)) => std::ptr::eq(x, y),
        (S::Decl { var: v, init: i }, S::Decl { var: u, init: j }) => {
            v == u && i.map_or(std::ptr::null(), init_ptr) == j.map_or(std::ptr::null(), init_ptr)
        }
        (S::Expr(x), S::Expr(y)) => std::ptr::eq(x, y),
        (
            S::If {
                cond: c,
                then: t,
                els: e,
            },
            S::If {
                cond: d,
                then: u,
                els: f,
            },
        ) => std::ptr::eq(c, d) && std::ptr::eq(t, u) && e.map(|x| x as *const Stmt) == f.map(|x| x as *const Stmt),
        (S::While { cond: c, body: b }, S::While { cond: d, body: e })
        | (S::DoWhile { cond: c, body: b }, S::DoWhile { cond: d, body: e }) => {
            std::ptr::eq(c, d) && std::ptr::eq(b, e)
        }
        (
            S::For {
                init: i,
                cond: c,
                inc: n,
                body: b,
            },
            S::For {
                init: j,
                cond: d,
                inc: m,
                body: e,
            },
        ) => {
            i.map(|x| x as *const Stmt) == j.map(|x| x as *const Stmt)
                && c.map(|x| x as *const Expr) == d.map(|x| x as *const Expr)
                && n.map(|x| x as *const Expr) == m.map(|x| x as *const Expr)
                && std::ptr::eq(b, e)
        }
        (S::Unroll { body: b, .. }, S::Unroll { body: e, .. }) => std::ptr::eq(b, e),
        (S::Return(x), S::Return(y)) => x.map(|e| e as *const Expr) == y.map(|e| e as *const Expr),
        (S::Break, S::Break) | (S::Continue, S::Continue) | (S::Empty, S::Empty) => true,
        (S::Goto(x), S::Goto(y)) => x == y,
        (S::Label { label: x, .. }, S::Label { label: y, .. }) => x == y,
        (S::Asm(x), S::Asm(y)) => std::ptr::eq(x, y),
        _ => false,
    }
}

fn init_ptr(i: Init) -> *const () {
    match i {
        Init::Expr(e) => e as *const Expr as *const (),
        Init::List(l) => l.as_ptr() as *const (),
    }
}

/// Calls `f` on `e` and every expression inside it.
fn visit<'a>(e: &Expr<'a>, f: &mut impl FnMut(&Expr<'a>)) {
    use ExprKind as K;
    f(e);
    match e.kind {
        K::Unary { operand, .. } | K::IncDec { operand, .. } | K::Cast { operand, .. } => visit(operand, f),
        K::Binary { lhs, rhs, .. }
        | K::LogAnd { lhs, rhs }
        | K::LogOr { lhs, rhs }
        | K::Assign { lhs, rhs }
        | K::CompoundAssign { lhs, rhs, .. }
        | K::Comma { lhs, rhs } => {
            visit(lhs, f);
            visit(rhs, f);
        }
        K::Conditional { cond, then, els } => {
            visit(cond, f);
            visit(then, f);
            visit(els, f);
        }
        K::Call { args, .. } => args.iter().for_each(|a| visit(a, f)),
        K::CallIndirect { callee, args } => {
            visit(callee, f);
            args.iter().for_each(|a| visit(a, f));
        }
        K::Index { base, index } => {
            visit(base, f);
            visit(index, f);
        }
        K::Member { base, .. } => visit(base, f),
        _ => {}
    }
}
