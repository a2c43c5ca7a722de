//! Bodies inside bodies: a lambda's call operator, a generic lambda's call operator made
//! for a call, a member function body deferred to the end of its class, and a template
//! instance are parsed in the middle of another function body (or declaration). The
//! enclosing body's state (its function, enclosing loops and switches, labels, the name
//! a pending template instance gets) is set aside with [`Sema::suspend_body`] and put
//! back with [`Sema::resume_body`]; what each kind of nested body sets aside is a
//! [`Suspend`].

use super::labels::FnLabels;
use super::stmt::JumpTarget;
use super::templates::Instantiation;
use super::{FnCtx, Sema};

/// What a nested body sets aside besides the enclosing loops and switches, which it
/// never sees.
#[derive(Clone, Copy, Debug)]
pub struct Suspend {
    /// The enclosing function stops being current (else it stays current until the
    /// nested body's own function is entered, as for a lambda written in it).
    pub function: bool,
    /// The enclosing function's labels.
    pub labels: bool,
    /// The name a template instance being declared gets.
    pub instantiation: bool,
    /// Being inside an unevaluated operand (`sizeof`, `decltype`): a template instance
    /// asked for there is evaluated code of its own.
    pub unevaluated: bool,
}

impl Suspend {
    /// A lambda's call operator, written in the enclosing body.
    pub const LAMBDA: Suspend = Suspend {
        function: false,
        labels: true,
        instantiation: false,
        unevaluated: false,
    };
    /// A generic lambda's call operator, made for a call (an instance of its own).
    pub const GENERIC_LAMBDA_CALL: Suspend = Suspend {
        function: false,
        labels: true,
        instantiation: true,
        unevaluated: false,
    };
    /// A member function body deferred to the end of its class (or parsed early for a
    /// use, which may be in an unevaluated operand: the body is evaluated code).
    pub const DEFERRED_MEMBER: Suspend = Suspend {
        function: true,
        labels: false,
        instantiation: false,
        unevaluated: true,
    };
    /// Stored tokens parsed again as if at namespace scope (a template instance).
    pub const REPLAY: Suspend = Suspend {
        function: true,
        labels: true,
        instantiation: true,
        unevaluated: true,
    };
}

/// The enclosing body's state, set aside by [`Sema::suspend_body`].
pub struct SuspendedBody<'a> {
    fn_ctx: Option<FnCtx>,
    jump_targets: Vec<JumpTarget<'a>>,
    labels: Option<FnLabels>,
    instantiation: Option<Option<Instantiation>>,
    unevaluated: Option<u32>,
}

impl<'a> Sema<'a> {
    /// Sets aside the enclosing body's state for a nested body, as `what` says.
    pub fn suspend_body(&mut self, what: Suspend) -> SuspendedBody<'a> {
        SuspendedBody {
            fn_ctx: if what.function { self.fn_ctx.take() } else { self.fn_ctx },
            jump_targets: std::mem::take(&mut self.jump_targets),
            labels: what.labels.then(|| self.take_labels()),
            instantiation: what.instantiation.then(|| self.instantiation.take()),
            unevaluated: what.unevaluated.then(|| std::mem::take(&mut self.unevaluated)),
        }
    }

    /// Puts back the state [`Sema::suspend_body`] set aside.
    pub fn resume_body(&mut self, saved: SuspendedBody<'a>) {
        self.fn_ctx = saved.fn_ctx;
        self.jump_targets = saved.jump_targets;
        if let Some(labels) = saved.labels {
            self.restore_labels(labels);
        }
        if let Some(inst) = saved.instantiation {
            self.instantiation = inst;
        }
        if let Some(unevaluated) = saved.unevaluated {
            self.unevaluated = unevaluated;
        }
    }

    /// Sets the name the next function declared gets, as an instance of a template.
    pub fn begin_instantiation(&mut self, inst: Instantiation) {
        self.instantiation = Some(inst);
    }

    /// The function whose body is being analysed, if any.
    pub fn fn_ctx(&self) -> Option<FnCtx> {
        self.fn_ctx
    }
}
