//! Function template argument lists completed by default template arguments,
//! remembered as alias template uses are (`alias_memo`, whose rules decide what may be
//! remembered and when a remembered list may answer): CuTe and Thrust call the same
//! templates with the same deduced arguments again and again, and each call read the
//! defaults again (sgemm_1: 17,794 completions of 5,264 distinct lists).

use rustc_hash::FxHashMap;

use crate::mangle::TemplateArg;
use crate::sema::Sema;
use crate::types::TypeId;

use super::alias_memo::AliasRead;
use super::FnTemplateId;

/// The remembered completions: template, explicit and deduced arguments (`None` where a
/// default was read), host lookups -> the completed arguments.
#[derive(Debug, Default)]
pub struct FunctionDefaultsMemo {
    known: FxHashMap<(FnTemplateId, Vec<Option<TemplateArg>>, bool), RememberedDefaults>,
}

/// Completed arguments and the class template instances their read named again.
#[derive(Debug)]
struct RememberedDefaults {
    args: Vec<TemplateArg>,
    named: Box<[TypeId]>,
}

impl Sema<'_> {
    /// The arguments remembered for function template `t` with `bound`, completed by
    /// its defaults, if any and if reading them now would report nothing either.
    pub(in crate::sema) fn remembered_function_defaults(
        &mut self,
        t: FnTemplateId,
        bound: Vec<Option<TemplateArg>>,
    ) -> Result<Vec<TemplateArg>, Vec<Option<TemplateArg>>> {
        if self.function_defaults_memo.known.is_empty() || !self.no_kept_asserts() {
            return Err(bound);
        }
        let key = (t, bound, self.diags.host_lookups());
        let Some(known) = self.function_defaults_memo.known.get(&key) else {
            return Err(key.1);
        };
        let (completed, named) = (known.args.clone(), known.named.clone());
        match self.answer_from_memory(&named) {
            true => Ok(completed),
            false => Err(key.1),
        }
    }

    /// Ends `read`, which completed function template `t`'s arguments `bound` as
    /// `completed` (`None` when a default was missing or failed): remembered if the
    /// read made nothing and nothing in them depends on a pattern's parameters.
    pub(in crate::sema) fn end_function_defaults_read(
        &mut self,
        read: AliasRead,
        t: FnTemplateId,
        bound: Vec<Option<TemplateArg>>,
        completed: Option<&Vec<TemplateArg>>,
    ) {
        let completed = completed.filter(|c| !c.iter().any(|a| self.arg_is_dependent_or_opaque(a)));
        if let Some(named) = self.finish_read(read, completed.is_some()) {
            let known = RememberedDefaults {
                args: completed.cloned().unwrap_or_default(),
                named,
            };
            let key = (t, bound, self.diags.host_lookups());
            self.function_defaults_memo.known.insert(key, known);
        }
    }
}
