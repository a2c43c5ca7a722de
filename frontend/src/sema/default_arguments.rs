//! A function parameter's default argument as written (`= e` or `= {...}`): converted
//! to the parameter's type inside the default-argument context, with the errors of a
//! member of a class template instance held until a call uses the default
//! ([`Sema::start_default_argument`], [`Sema::finish_default_argument`]).

use crate::il::Expr;
use crate::sema::decl::InitSyn;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// A default argument as the parser read it.
pub enum WrittenDefault<'a> {
    /// `= e`.
    Expr(&'a Expr<'a>),
    /// `= {...}`, spanning this: list-initialized (of the referred-to type for a
    /// reference parameter).
    Braced(InitSyn<'a>, Span),
}

impl<'a> Sema<'a> {
    /// The default argument of a parameter of type `ty` read at `at`, started by
    /// [`Sema::start_default_argument`] (its `trial`): its index, `None` when it cannot
    /// convert. `written` is `None` after an error that stopped its parse: in an
    /// instance (with a trial) a default whose use reports that error, as for one that
    /// does not convert; otherwise the trial's errors stand and the result is `None`.
    pub fn act_on_default_argument(
        &mut self,
        trial: Option<crate::diag::Trial>,
        written: Option<WrittenDefault<'a>>,
        ty: TypeId,
        at: Span,
    ) -> Option<Option<usize>> {
        let default = match written {
            Some(WrittenDefault::Expr(e)) => Some(self.default_argument(e, ty)),
            Some(WrittenDefault::Braced(syn, span)) => Some(self.braced_default_argument(&syn, ty, span)),
            None => None,
        };
        self.leave_default_argument();
        if default.is_none() && trial.is_none() {
            return None;
        }
        Some(self.finish_default_argument(trial, default.flatten(), at))
    }
}
