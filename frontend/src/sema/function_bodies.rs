//! A function definition's body in Sema: entered with the function's scope, parameters
//! and region of diagnostics (a host function's errors may be set aside, a device
//! function's always stand), and finished with the temporaries it made declared at its
//! start; a host body with errors that device code does not need is set aside.

use crate::diag::Region;
use crate::host_code::SetAside;
use crate::il::{FnDeclId, Stmt, StmtKind, VarId};
use crate::sema::Sema;
use crate::source::Span;

/// What [`Sema::start_function_body`] opened.
#[must_use = "a function body must be finished"]
pub struct FunctionBody {
    region: Region,
    outer_temporaries: Vec<VarId>,
    outer_unevaluated: u32,
}

impl<'a> Sema<'a> {
    /// The body of function `f` starts; `None` when it is left to another translation
    /// unit ([`Sema::body_defined_elsewhere`]), and the parser skips it.
    pub fn start_function_body(&mut self, f: FnDeclId) -> Option<FunctionBody> {
        if self.body_defined_elsewhere(f) {
            return None;
        }
        // Host code's errors may be set aside; device code's always stand (also when a
        // host body instantiates a kernel template).
        let host = !self.func(f).exec.is_device();
        let region = self.enter_region(host);
        let outer_temporaries = self.begin_temporaries();
        // A body is evaluated code even when an unevaluated operand made it (a lambda
        // in `decltype`, an instance whose result a trait asked for): what it calls is
        // used, so the bodies those wait for are instantiated.
        let outer_unevaluated = std::mem::take(&mut self.unevaluated);
        self.begin_function_body(f);
        Some(FunctionBody {
            region,
            outer_temporaries,
            outer_unevaluated,
        })
    }

    /// The body of `f` (`open`ed at `started`) ends: `first` (a constructor's member
    /// initializers) runs before `body`.
    pub fn finish_function_body(
        &mut self,
        f: FnDeclId,
        open: FunctionBody,
        mut first: Vec<Stmt<'a>>,
        mut body: &'a Stmt<'a>,
        started: Span,
    ) {
        // Temporaries live in the function's frame: declared first, initialized where used.
        let temps = self.end_temporaries(open.outer_temporaries);
        if !temps.is_empty() || !first.is_empty() {
            let mut stmts: Vec<Stmt<'a>> = temps
                .into_iter()
                .map(|var| Stmt {
                    kind: StmtKind::Decl { var, init: None },
                    span: body.span,
                })
                .collect();
            stmts.append(&mut first);
            stmts.push(*body);
            let list = self.arena.alloc_slice_fill_iter(stmts);
            body = self.stmt(StmtKind::Compound(list), body.span);
        }
        self.end_function_body(f, body);
        self.unevaluated = open.outer_unevaluated;
        if let Some(why) = self.leave_region(&open.region) {
            // Never compiled; an empty body keeps later stages away from the broken one.
            let empty = self.stmt(StmtKind::Compound(&[]), body.span);
            self.set_aside_function_body(f, empty);
            let name = self.func(f).name;
            let what = format!("the body of host function \"{name}\"");
            let record = SetAside::new(started, what, why);
            self.diags.set_aside(&open.region, record);
        }
    }
}
