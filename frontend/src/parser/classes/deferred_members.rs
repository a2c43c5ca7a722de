//! The parser's side of `sema::templates::deferred_members`: a member function body of a
//! class template instance is parsed once an expression has named the function, in
//! the scopes it would have been parsed in with its class (the instance's template
//! parameters bound, the class scope entered).

use crate::sema::templates::deferred_members::{DeferredMemberBody, MemberBodyPlan};
use crate::template_replays::Replay;

use crate::parser::classes::members::DeferredBody;
use crate::parser::Parser;

impl<'a> Parser<'_, 'a> {
    /// Parses the member bodies, of class `class` in scope `ns`, that must be parsed
    /// now and leaves the others to Sema until their function is named.
    pub(in crate::parser) fn define_or_defer_bodies(
        &mut self,
        deferred: Vec<DeferredBody>,
        class: crate::types::TypeId,
        ns: crate::sema::lookup::NsId,
    ) {
        for d in deferred {
            self.deduced_member_bodies.retain(|b| b.func != d.func);
            // Defined early (`define_deduced_members`).
            if self.defined_early.remove(&d.func) {
                continue;
            }
            let body = DeferredMemberBody {
                func: d.func,
                pos: d.pos,
                packs: d.packs,
                class,
                class_ns: ns,
                out_of_class: None,
            };
            match self.sema.plan_member_body(body) {
                MemberBodyPlan::Waits => {}
                MemberBodyPlan::ParseNow(body) => self.deferred_body(DeferredBody::from(body), ns),
                MemberBodyPlan::Try(trial, errors, body) => {
                    self.deferred_body(DeferredBody::from(body.clone()), ns);
                    self.sema.finish_member_body_trial(trial, errors, body);
                }
            }
        }
    }

    /// Tries the `constexpr` member bodies that waited for the classes their instances'
    /// arguments name to be complete (`sema::templates::deferred_members`): with errors
    /// they wait for a use after all.
    pub(in crate::parser) fn try_postponed_member_bodies(&mut self) {
        loop {
            let due = self.sema.take_due_member_trials();
            if due.is_empty() {
                return;
            }
            for body in due {
                let (trial, start) = self.sema.begin_member_body_trial(body.func);
                self.define_member_body(body.clone());
                self.sema.finish_member_body_trial(trial, start, body);
            }
        }
    }

    /// Parses a waiting member body whose function was named.
    pub(in crate::parser) fn define_member_body(&mut self, m: DeferredMemberBody) {
        let Some(saved) = self.sema.enter_owed_body(m.func) else {
            return;
        };
        self.define_member_body_here(m);
        self.sema.leave_owed_body(saved);
    }

    /// [`Parser::define_member_body`] at the instantiation depth Sema set.
    fn define_member_body_here(&mut self, mut m: DeferredMemberBody) {
        if let Some((ns, bindings)) = m.out_of_class.take() {
            return self.define_out_of_class_body(m, ns, &bindings);
        }
        let bindings = self.sema.class_instance_bindings(m.class);
        self.instantiating(m.class_ns, &bindings, Replay::MemberBody, |p| {
            // As with its class: errors in an instance stand for every use.
            let region = p.sema.enter_region(false);
            let ns = m.class_ns;
            p.deferred_body(DeferredBody::from(m), ns);
            p.sema.leave_region(&region);
        });
    }
}

impl From<DeferredMemberBody> for DeferredBody {
    fn from(m: DeferredMemberBody) -> Self {
        DeferredBody {
            func: m.func,
            pos: m.pos,
            packs: m.packs,
        }
    }
}
