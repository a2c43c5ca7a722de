//! A class template specialization is instantiated where a complete type is required
//! ([temp.inst]/2): a base class, an object's definition, `sizeof`, member access,
//! `::` lookup into it, a construction, a type trait that asks about the class. Naming
//! it as a template argument does not: Thrust's `device_ptr<T>` derives from
//! `pointer<T, tag, device_reference<T>, device_ptr<T>>`, and `device_reference<T>`'s
//! own base declares a data member of type `device_ptr<T>`, which is complete only
//! once `device_ptr<T>` itself is.
//!
//! ptxc instantiates a class instance when it is first named, except here: an instance
//! first named as a template argument while a class instance is being parsed waits,
//! incomplete, until a completeness point requires it ([`require_complete_class`],
//! [`Sema::require_complete_type`]) or the outermost class instance being parsed is
//! complete, when every one still waiting is instantiated (as ptxc did before, only
//! later; nothing else may need it complete between those two points).

use std::collections::VecDeque;

use rustc_hash::FxHashSet;

use super::deferred_instances::complete_undefined_instance;
use super::instantiation::{class_instance, DeferredInstance};
use super::replay::TemplateParser;
use crate::mangle::TemplateArg;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

/// The instances named as template arguments that wait to be completed.
#[derive(Default)]
pub struct ArgumentInstances {
    /// In the order they were named.
    waiting: VecDeque<DeferredInstance>,
    /// Their records, to answer "is it waiting" at every call quickly.
    records: FxHashSet<TypeId>,
    /// The waiting instance being completed after the outermost class instance: it is
    /// still made for a template argument (its failed `static_assert`s are kept, see
    /// `deferred_asserts`).
    completing: Option<TypeId>,
}

impl Sema<'_> {
    /// Whether an instance named as a template argument now may wait: a class instance
    /// is being parsed.
    pub(super) fn argument_instance_may_wait(&self) -> bool {
        !self.deferred_asserts.instantiating.is_empty()
    }

    /// Records `d` (its record incomplete) as waiting.
    pub(super) fn wait_as_argument_instance(&mut self, d: DeferredInstance) {
        self.argument_instances.records.insert(d.record);
        self.argument_instances.waiting.push_back(d);
    }

    /// How many instances wait to be completed.
    pub(in crate::sema) fn waiting_argument_instances(&self) -> usize {
        self.argument_instances.records.len()
    }

    /// Whether record `ty` is an instance waiting to be completed.
    pub(super) fn is_waiting_argument_instance(&self, ty: TypeId) -> bool {
        self.argument_instances.records.contains(&ty.unqualified())
    }

    /// Whether the instance `ty` is completed after the outermost class instance (so
    /// still for a template argument).
    pub(super) fn completes_as_argument_instance(&self, ty: TypeId) -> bool {
        self.argument_instances.completing == Some(ty)
    }

    /// Takes `ty` out of the waiting instances, if it is one.
    fn take_argument_instance(&mut self, ty: TypeId) -> Option<DeferredInstance> {
        let ty = ty.unqualified();
        if !self.argument_instances.records.remove(&ty) {
            return None;
        }
        let k = self.argument_instances.waiting.iter().position(|d| d.record == ty)?;
        self.argument_instances.waiting.remove(k)
    }

    /// The class whose completeness `ty` requires: itself, or what a reference refers
    /// to, or an array's element.
    fn completion_class(&self, ty: TypeId) -> TypeId {
        let ty = self.types.referee(ty).unwrap_or(ty);
        self.types.innermost_element(ty).unqualified()
    }

    /// Whether `ty` would be completed by [`require_complete_class`].
    pub fn completes_on_demand(&self, ty: TypeId) -> bool {
        self.is_waiting_argument_instance(ty) || self.completable_undefined_instance(ty).is_some()
    }

    /// A use at `site` requires `ty` to be complete: a class instance left incomplete
    /// (named as a template argument, or before its template's definition) is
    /// instantiated now, through a parser Sema borrows. Whether `ty` is complete.
    pub fn require_complete_type(&mut self, ty: TypeId, site: Span) -> bool {
        let class = self.completion_class(ty);
        if self.completes_on_demand(class) {
            self.with_template_parser(|p| require_complete_class(p, class, site));
        }
        self.types.is_complete(ty)
    }

    /// [`Sema::require_complete_type`] for each of `types` that is a class or a
    /// reference to one: the parameters and arguments of a call, the source and target
    /// of a conversion, whose constructors and conversion functions are looked up.
    pub fn require_complete_classes(&mut self, types: &[TypeId], site: Span) {
        for &t in types {
            let class = self.types.referee(t).unwrap_or(t).unqualified();
            if self.types.is_record(class) {
                self.require_complete_type(class, site);
            }
        }
    }

    /// [`Sema::require_complete_type`] for the class of each operand of an overloaded
    /// operator (its operator functions and conversions are looked up).
    pub fn require_complete_operands(&mut self, args: &[&crate::il::Expr<'_>]) {
        for a in args {
            if self.types.is_record(a.ty.unqualified()) {
                self.require_complete_type(a.ty, a.span);
            }
        }
    }

    /// [`Sema::require_complete_type`] for each class the operands of value trait `name`
    /// name, when the trait asks about the class's members or bases (through a pointer
    /// too: `__is_convertible(D*, B*)` asks for `D`'s bases); `__is_same` and the
    /// traits that only classify a type need nothing complete.
    pub fn require_complete_trait_operands(&mut self, name: &str, types: &[TypeId], site: Span) {
        let classifies = name == "__is_same"
            || name == "__is_same_as"
            || CLASSIFYING_TRAITS.contains(&name.trim_start_matches("__is_"));
        if classifies {
            return;
        }
        for &t in types {
            let t = self.types.referee(t).unwrap_or(t);
            let pointee = self.types.pointee(t);
            self.require_complete_type(t, site);
            if let Some(p) = pointee {
                self.require_complete_type(p, site);
            }
        }
    }
}

/// The value traits (without `__is_`) that only classify a type.
const CLASSIFYING_TRAITS: &[&str] = &[
    "class",
    "enum",
    "scoped_enum",
    "union",
    "void",
    "integral",
    "floating_point",
    "arithmetic",
    "fundamental",
    "pointer",
    "lvalue_reference",
    "rvalue_reference",
    "reference",
    "const",
    "volatile",
    "array",
    "function",
    "signed",
    "unsigned",
];

/// A use at `site` requires `ty` to be complete (see [`Sema::require_complete_type`]),
/// with the parser at hand. Whether it is complete.
pub fn require_complete_class<'a>(p: &mut dyn TemplateParser<'a>, ty: TypeId, site: Span) -> bool {
    let class = p.sema().completion_class(ty);
    match p.sema().take_argument_instance(class) {
        Some(d) => {
            class_instance(p, d.template, d.args, site);
        }
        None => complete_undefined_instance(p, class, site),
    }
    p.sema().types.is_complete(ty)
}

/// Completes the instances still waiting (those named while completing these included),
/// each as made for a template argument, quietly: after the outermost class instance being
/// parsed is complete, those whose arguments name no class still being defined (CUB's
/// `struct Policy : ChainedPolicy<350, Policy, Policy>` names
/// `get_active_policy<Policy>` while `Policy` is incomplete); after a top-level
/// declaration (`all`), every one.
pub fn complete_waiting_argument_instances<'a>(p: &mut dyn TemplateParser<'a>, all: bool) {
    if p.sema().argument_instances.completing.is_some() {
        // The loop below is already running further out.
        return;
    }
    loop {
        let sema = p.sema();
        let due = sema
            .argument_instances
            .waiting
            .iter()
            .position(|d| all || !sema.names_class_being_defined(&d.args));
        let Some(d) = due.and_then(|k| p.sema().argument_instances.waiting.remove(k)) else {
            break;
        };
        p.sema().argument_instances.records.remove(&d.record);
        p.sema().argument_instances.completing = Some(d.record);
        // Made where C++ makes none, so quietly: its errors are kept with the record
        // and reported if a use finds a member they left broken
        // (`Sema::report_dropped_instance_errors`), as for an instance made while a
        // substitution is checked.
        let trial = p.sema().diags.begin_trial();
        class_instance(p, d.template, d.args, d.site);
        p.sema().diags.end_trial(trial);
    }
    p.sema().argument_instances.completing = None;
}

impl Sema<'_> {
    /// Whether one of `args` is a class that is incomplete and not an instance waiting
    /// or named before its definition: a class whose definition is being read.
    pub(in crate::sema) fn names_class_being_defined(&self, args: &[TemplateArg]) -> bool {
        args.iter().any(|a| match a {
            TemplateArg::Type(t) => {
                let t = t.unqualified();
                self.types.is_record(t) && !self.types.is_complete(t) && !self.undefined_instances.contains(&t)
            }
            _ => false,
        })
    }
}
