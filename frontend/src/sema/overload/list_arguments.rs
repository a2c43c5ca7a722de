//! Brace-list arguments of calls (`f({1, 2})`, `T({n, h, w, c})`, `v = {a, b}`), whose
//! conversion to each candidate's parameter is a list-initialization ([over.ics.list]).
//! ptxc makes the object before resolving the call: the candidates' parameter types
//! at the list's position are the possible objects (for constructors, also the class
//! itself, which its implicit copy and move constructors take); the types the list
//! cannot initialize drop out, and a non-class type (a standard conversion of the
//! list's element, or the identity for `{}`), an array or a `std::initializer_list<E>`
//! ranks above other class types (a user-defined conversion). Candidates still
//! agreeing on nothing after that are reported.

use crate::il::{Expr, FnDeclId};
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::conversions::references::RefMode;
use crate::sema::decl::InitSyn;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The brace list `syn` passed at position `k` (as written, without the implicit
    /// object) to a call of one of `cands`: the object it initializes, of the type of
    /// the parameter there (the referee of a reference parameter). `class`: `cands` are
    /// the constructors of that class, whose implicit copy and move constructors take
    /// one of its objects.
    pub fn braced_argument(
        &mut self,
        cands: &[FnDeclId],
        class: Option<TypeId>,
        k: usize,
        syn: &InitSyn<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        let mut types = self.list_parameter_types(cands, k);
        if let Some(class) = class.map(TypeId::unqualified) {
            if k == 0 && !types.contains(&class) {
                types.push(class);
            }
        }
        match types.as_slice() {
            [] => {
                self.diags
                    .error(span, "a brace-enclosed argument needs a parameter to initialize");
                self.error_expr(span)
            }
            [ty] => self.braced_value(*ty, syn, span),
            _ => self.ranked_braced_argument(&types, syn, span),
        }
    }

    /// The distinct parameter types (references as their referees, unqualified) at
    /// position `k` of the candidates that have one, in candidate order.
    fn list_parameter_types(&self, cands: &[FnDeclId], k: usize) -> Vec<TypeId> {
        let mut out: Vec<TypeId> = Vec::new();
        for &f in cands {
            let index = k + usize::from(self.is_nonstatic_method(f));
            let Some(&param) = self.types.fn_sig(self.func(f).ty).and_then(|(_, p, _)| p.get(index)) else {
                continue;
            };
            let ty = match self.facts(f).param_modes.get(index) {
                Some(RefMode::ByPointer(referee)) => *referee,
                _ => param,
            }
            .unqualified();
            if !out.contains(&ty) {
                out.push(ty);
            }
        }
        out
    }

    /// Candidates disagreeing on the type at the list's position: each type the list
    /// initializes without error is viable; one viable type, or one viable type reached
    /// by a standard conversion among class types, is chosen.
    fn ranked_braced_argument(&mut self, types: &[TypeId], syn: &InitSyn<'a>, span: Span) -> &'a Expr<'a> {
        let mut viable: Vec<(TypeId, &'a Expr<'a>)> = Vec::new();
        for &ty in types {
            let trial = self.diags.begin_trial();
            let e = self.braced_value(ty, syn, span);
            if !self.diags.end_trial(trial) && !self.is_err(e) {
                viable.push((ty, e));
            }
        }
        let standard: Vec<&'a Expr<'a>> = viable
            .iter()
            .filter(|(ty, _)| !self.types.is_record(*ty) || self.initializer_list_element(*ty).is_some())
            .map(|&(_, e)| e)
            .collect();
        match (viable.as_slice(), standard.as_slice()) {
            ([(_, e)], _) | (_, [e]) => e,
            // Nothing fits: the first candidate's type says why.
            ([], _) => self.braced_value(types[0], syn, span),
            _ => {
                self.diags.error(
                    span,
                    "brace-enclosed arguments that initialize more than one of the overloaded functions' parameter types are not supported yet",
                );
                self.error_expr(span)
            }
        }
    }
}
