//! Call expressions `callee(args)` as Sema actions ([expr.call], [over.call.func],
//! [basic.lookup.argdep]): what the callee is ([`Callee`]: a bound pointer to member
//! function, an object whose class has a member template `operator()`, or functions and
//! objects resolved by overload resolution), and the call built once the parser has read
//! the arguments. A generic lambda's call operator for the argument types is
//! instantiated first; an unqualified name's overload set is merged with the functions
//! of the arguments' associated namespaces (argument-dependent lookup), or found there
//! alone when ordinary lookup finds nothing.

use crate::il::{Expr, FnDeclId};
use crate::sema::lambdas::generic::instantiate_generic_call;
use crate::sema::templates::calls::{argument_dependent_call_target, call_with_associated_functions, AssociatedCall};
use crate::sema::templates::replay::TemplateParser;
use crate::sema::templates::FnTemplateId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// What the `(` after an expression calls ([`Sema::callee_of`]).
pub enum Callee {
    /// `(obj.*pf)(args)`: a member function through a pointer to member.
    MemberPointer,
    /// `obj(args)` whose class has member template `operator()`: its arguments are a
    /// member template call's.
    OperatorTemplate(FnTemplateId),
    /// A function, an overload set or an object: the overload set the call resolves
    /// among (`None` when Sema resolves the callee itself) and the functions whose
    /// parameters guide the parsing of brace-list arguments.
    Functions {
        /// The overload set, as [`Sema::callee_candidates`] gives it.
        cands: Option<Vec<FnDeclId>>,
        /// The functions whose parameters brace-list arguments initialize.
        set: Vec<FnDeclId>,
    },
}

impl Callee {
    /// The functions whose parameters brace-list arguments initialize (none for a call
    /// through a pointer to member).
    pub fn parameter_set(&self) -> &[FnDeclId] {
        match self {
            Callee::Functions { set, .. } => set,
            _ => &[],
        }
    }
}

impl<'a> Sema<'a> {
    /// What `e(...)` calls.
    pub fn callee_of(&mut self, e: &'a Expr<'a>) -> Callee {
        if self.bound_member_object(e).is_some() {
            return Callee::MemberPointer;
        }
        if let Some(t) = self.call_operator_template(e) {
            return Callee::OperatorTemplate(t);
        }
        let (cands, set) = self.callee_candidates(e);
        Callee::Functions { cands, set }
    }

    /// `name(` (at `span`) where ordinary lookup found non-member functions: the name as
    /// an expression and what it calls.
    pub fn named_callee(&mut self, name: Sym, span: Span) -> (&'a Expr<'a>, Callee) {
        let e = self.name_expr(name, span);
        let callee = self.callee_of(e);
        (e, callee)
    }
}

/// `e(args)` for `callee` (what [`Sema::callee_of`] answered for `e`; not an operator
/// template), the `)` at `close`. A generic lambda's call operator for the argument
/// types is made first.
pub fn act_on_call<'a>(
    p: &mut dyn TemplateParser<'a>,
    e: &'a Expr<'a>,
    callee: Callee,
    args: Vec<&'a Expr<'a>>,
    close: Span,
) -> &'a Expr<'a> {
    match callee {
        Callee::MemberPointer => p.sema().call_through_member_pointer(e, args, close),
        Callee::Functions { cands, .. } => {
            instantiate_generic_call(p, e.ty, &args);
            p.sema().call(e, cands, args, e.span.to(close), close)
        }
        // Called by the parser as a member template call; nothing to build here.
        Callee::OperatorTemplate(_) => e,
    }
}

/// `name(args)` (`e` the name, at `name_span`, and `callee` what it calls, as
/// [`Sema::named_callee`] answered) where ordinary lookup found non-member functions:
/// those, plus the functions and templates of the arguments' associated namespaces
/// (`using std::swap; swap(a, b)` finds `a`'s own `swap`), merged and ranked; exactly
/// the ordinary call when the latter add nothing. `written_at` is the name's token: in
/// a template parsed again for an instance, lookup binds there ([temp.res]).
pub fn act_on_call_with_associated<'a>(
    p: &mut dyn TemplateParser<'a>,
    name: (Sym, Span),
    written_at: usize,
    e: &'a Expr<'a>,
    callee: Callee,
    args: Vec<&'a Expr<'a>>,
    close: Span,
) -> &'a Expr<'a> {
    let (sym, name_span) = name;
    let span = e.span.to(close);
    match call_with_associated_functions(p, sym, callee.parameter_set(), &args, Some(written_at), name_span, span) {
        AssociatedCall::Ordinary => act_on_call(p, e, callee, args, close),
        AssociatedCall::Chosen(f) => p.sema().call_chosen(f, name_span, args, span, close),
        AssociatedCall::Failed => p.sema().error_expr(span),
    }
}

/// `name(args)` (`name` at `name_span`, the `)` at `close`) where ordinary lookup finds
/// nothing named `name`: a function declared in the namespaces of the arguments' types
/// (argument-dependent lookup), or else the name is undefined (reported); `written_at`
/// as for [`act_on_call_with_associated`].
pub fn act_on_argument_dependent_call<'a>(
    p: &mut dyn TemplateParser<'a>,
    name: (Sym, Span),
    written_at: usize,
    args: Vec<&'a Expr<'a>>,
    close: Span,
) -> &'a Expr<'a> {
    let (sym, name_span) = name;
    let span = name_span.to(close);
    if args.iter().any(|a| p.sema().is_err(a)) {
        return p.sema().error_expr(span);
    }
    match argument_dependent_call_target(p, sym, &args, Some(written_at), name_span, span) {
        Some(Some(f)) => p.sema().call_chosen(f, name_span, args, span, close),
        Some(None) => p.sema().error_expr(span),
        None => {
            // Reports the name as undefined (ordinary lookup may have found functions
            // declared after it).
            p.sema().entity_expr(None, sym, name_span);
            p.sema().error_expr(span)
        }
    }
}
