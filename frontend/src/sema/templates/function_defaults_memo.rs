//! Function template argument lists completed by default template arguments,
//! remembered as alias template uses are (`alias_memo`, whose rules decide what may be
//! remembered and when a remembered list may answer): CuTe and Thrust call the same
//! templates with the same deduced arguments again and again, and each call read the
//! defaults again (sgemm_1: 17,794 completions of 5,264 distinct lists).

use rustc_hash::FxHashMap;

use crate::mangle::TemplateArg;
use crate::sema::Sema;

use super::alias_memo::{AliasRead, RememberedDefaults};
use super::FnTemplateId;

/// The remembered completions: template, explicit and deduced arguments (`None` where a
/// default was read), host lookups -> the completed arguments.
#[derive(Debug, Default)]
pub struct FunctionDefaultsMemo {
    known: FxHashMap<(FnTemplateId, Vec<Option<TemplateArg>>, bool), RememberedDefaults>,
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
        let known = self.function_defaults_memo.known.get(&key).cloned();
        self.remembered_completion(known).ok_or(key.1)
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
        if let Some(known) = self.completion_to_remember(read, completed) {
            let key = (t, bound, self.diags.host_lookups());
            self.function_defaults_memo.known.insert(key, known);
        }
    }
}
