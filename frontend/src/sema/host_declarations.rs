//! A file- or namespace-scope declaration that is host code ([`crate::host_code`]): its
//! diagnostics are held in a tolerant region, and the names it declares are recorded so
//! that, when it has an error and is set aside, device code naming one of them brings
//! the errors back (as does a later host declaration that used one of its names). The
//! parser reads the declaration and judges from its tokens whether the errors stand.

use crate::diag::Region;
use crate::host_code::SetAside;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;

/// How a host declaration ended, as the parser read it.
#[derive(Clone, Copy, Debug)]
pub struct HostDeclarationEnd {
    /// Where it starts.
    pub span: Span,
    /// The class named by its first class key, if any.
    pub class_name: Option<Sym>,
    /// It ends in neither `;` nor `}` at the end of the file: its errors stand.
    pub cut_short: bool,
}

impl Sema<'_> {
    /// The host declaration [`Sema::start_host_declaration`] started ends as `ended`
    /// says: with an error, it is set aside unless its errors stand (cut short, or
    /// `swallowed_device_code` says its recovery from its first error, at the span it
    /// is given, took in device code).
    pub fn act_on_host_declaration_end(
        &mut self,
        region: &Region,
        ended: HostDeclarationEnd,
        swallowed_device_code: impl FnOnce(Span) -> bool,
    ) {
        let why = self.leave_region(region);
        let swallowed = self
            .diags
            .first_host_error_span(region)
            .is_some_and(swallowed_device_code);
        let why = why.filter(|_| !ended.cut_short && !swallowed);
        self.finish_host_declaration(region, why, ended.span, ended.class_name);
    }

    /// A host declaration starts: its diagnostics region, and the record of the names
    /// it declares and the set-aside declarations it uses.
    pub fn start_host_declaration(&mut self) -> Region {
        let region = self.enter_region(true);
        self.scopes.take_host_dependencies();
        self.scopes.begin_journal();
        region
    }

    /// The host declaration that [`Sema::start_host_declaration`] started (at `span`)
    /// ends, its region left with `why` (the reason to set it aside, `None` when it
    /// stands). Set aside, it is recorded under the names it declared, or
    /// `class_name` (a class that failed before it was declared, or a specialization);
    /// standing, using what it used revives that.
    fn finish_host_declaration(&mut self, region: &Region, why: Option<String>, span: Span, class_name: Option<Sym>) {
        let mut depends_on = self.scopes.take_host_dependencies();
        depends_on.sort_unstable();
        depends_on.dedup();
        let Some(why) = why else {
            // Fine itself, but what it used was set aside: using it revives that.
            self.scopes.end_journal(&depends_on);
            return;
        };
        let next = self.diags.set_aside.len() as u32;
        let mut names = self.scopes.end_journal(&[next]);
        if names.is_empty() {
            // A class that failed before it was declared, or a specialization (which
            // declares no name): device code that uses the class name may need it.
            if let Some(class) = class_name {
                self.scopes.suspend(class, next);
                names.push(class);
            }
        }
        let names: Vec<String> = names.iter().map(|&n| self.interner.get(n).to_string()).collect();
        let what = match names.first() {
            Some(name) => format!("the declaration of \"{name}\""),
            None => "a declaration".to_string(),
        };
        let mut record = SetAside::new(span, what, why);
        record.names = names;
        record.depends_on = depends_on;
        self.diags.set_aside(region, record);
    }
}
