//! Which function template a function is an instance of, by function: naming a closure
//! made in an instance's body (`Sema::encoding_of`) asked every template's instances
//! in turn (1% of CuTe's sgemm_1).

use crate::il::FnDeclId;
use crate::sema::Sema;
use crate::types::TemplateArg;

use super::FnTemplateId;

impl Sema<'_> {
    /// Records `f` as function template `t`'s instance for `args`.
    pub(in crate::sema) fn record_fn_instance(&mut self, t: FnTemplateId, args: Vec<TemplateArg>, f: FnDeclId) {
        self.templates[t].instances.insert(args, f);
        let ts = self.fn_instance_templates.entry(f).or_default();
        if !ts.contains(&t) {
            ts.push(t);
        }
    }

    /// The template `f` is an instance of and its arguments: of the templates whose
    /// instances hold `f`, the first made (as a search of every template in order finds).
    pub(in crate::sema) fn fn_instance_of(&self, f: FnDeclId) -> Option<(FnTemplateId, &[TemplateArg])> {
        let ts = self.fn_instance_templates.get(&f)?;
        let mut ts = ts.clone();
        ts.sort_unstable();
        ts.into_iter().find_map(|t| {
            let (args, _) = self.templates[t].instances.iter().find(|(_, g)| **g == f)?;
            Some((t, args.as_slice()))
        })
    }
}
