//! The `constexpr` member bodies of class template instances wait for a use as other
//! member bodies do ([temp.inst]/4; `deferred_members`), instead of being parsed with
//! their class: a constant evaluation is what needs them. Every entry point of the
//! constant evaluator first parses the waiting `constexpr` bodies of the functions an
//! expression has named (the evaluator reaches a function only through a call
//! expression, and making one names its function), and so on for the functions those
//! bodies name, so every body an evaluation may run is there. Each is parsed on
//! trial, as it was with its class: with errors for the instance's arguments it waits
//! after all, and is parsed again, errors reported, when the construct that named it
//! ends (`take_named_member_bodies`).

use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Parses the waiting `constexpr` member bodies of the functions named so far (and
    /// those their bodies name), before a constant evaluation.
    pub fn parse_named_constexpr_bodies(&mut self) {
        while !self.deferred_members.is_empty() && self.named_count.get() != self.constexpr_named_seen {
            self.constexpr_named_seen = self.named_count.get();
            let waiting = std::mem::take(&mut self.deferred_members);
            let (due, waiting): (Vec<_>, Vec<_>) = waiting.into_iter().partition(|b| {
                self.facts(b.func).is_constexpr && self.is_named(b.func) && !self.constexpr_tried.contains(&b.func)
            });
            self.deferred_members = waiting;
            for body in due {
                self.constexpr_tried.insert(body.func);
                let trial = self.diags.begin_trial();
                let start = self.trial_start(body.func);
                let func = body.func;
                let parsed = self.with_template_parser(|p| p.parse_waiting_member_body(body.clone()));
                if parsed.is_none() {
                    // No parser to lend (or checks nested too deeply): it waits for
                    // the end of the construct, as a body that was not needed.
                    self.diags.end_trial(trial);
                    self.constexpr_tried.remove(&func);
                    self.defer_member_body(body);
                    continue;
                }
                self.finish_member_body_trial(trial, start, body);
            }
        }
    }
}

impl<'a> Sema<'a> {
    /// [`Sema::const_int`] after parsing the bodies it may run.
    pub fn evaluate_int(&mut self, e: &crate::il::Expr) -> Option<i128> {
        self.parse_named_constexpr_bodies();
        self.const_int(e)
    }

    /// [`Sema::const_value`] after parsing the bodies it may run.
    pub fn evaluate_value(&mut self, e: &crate::il::Expr) -> Option<crate::sema::const_eval::evaluator::ConstVal> {
        self.parse_named_constexpr_bodies();
        self.const_value(e)
    }

    /// [`Sema::fold_constants`] after parsing the bodies it may run.
    pub fn evaluate_folded(&mut self, init: crate::il::Init<'a>) -> crate::il::Init<'a> {
        self.parse_named_constexpr_bodies();
        self.fold_constants(init)
    }
}
