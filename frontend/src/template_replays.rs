//! How many times the parser reads a template's stored tokens again, by what it reads:
//! an instance is made by parsing the template's tokens once more with its parameters
//! bound (`parser::templates::replay`), and a pack expansion by parsing its pattern once
//! per element. These counts measure that model (`--time-passes` prints them). Per
//! thread, as [`crate::work`]: a compile's replays are the difference it makes to its
//! thread's counts.

use std::cell::Cell;

/// What a replay reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replay {
    /// A function template instance's declaration and body.
    FunctionInstance,
    /// A member function template instance.
    MemberFunctionInstance,
    /// A class template instance's definition (its member bodies are read later).
    ClassInstance,
    /// The body of a member function of a class template instance.
    MemberBody,
    /// A class template's member defined outside the class, for an instance.
    OutOfClassMember,
    /// A function template's signature, substituted for deduction (SFINAE trials).
    Signature,
    /// A partial specialization's pattern, matched against arguments.
    PartialPattern,
    /// An alias template, variable template or their stored parts.
    AliasOrVariable,
    /// A default template argument.
    DefaultArgument,
    /// A constructor read for an implicit deduction guide.
    DeductionGuide,
    /// A type written in a template (a guide's result, a constructor's signature).
    Type,
    /// A generic lambda's call operator for one list of argument types.
    GenericCallOperator,
    /// One element of a pack expansion or fold expression.
    PackElement,
}

/// Every kind, in the order reports list them.
pub const KINDS: [Replay; 13] = [
    Replay::FunctionInstance,
    Replay::MemberFunctionInstance,
    Replay::ClassInstance,
    Replay::MemberBody,
    Replay::OutOfClassMember,
    Replay::Signature,
    Replay::PartialPattern,
    Replay::AliasOrVariable,
    Replay::DefaultArgument,
    Replay::DeductionGuide,
    Replay::Type,
    Replay::GenericCallOperator,
    Replay::PackElement,
];

impl Replay {
    /// The kind's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Replay::FunctionInstance => "function instances",
            Replay::MemberFunctionInstance => "member function template instances",
            Replay::ClassInstance => "class instances",
            Replay::MemberBody => "member bodies of class instances",
            Replay::OutOfClassMember => "out-of-class members",
            Replay::Signature => "signatures substituted",
            Replay::PartialPattern => "partial specialization patterns",
            Replay::AliasOrVariable => "alias and variable templates",
            Replay::DefaultArgument => "default template arguments",
            Replay::DeductionGuide => "implicit deduction guides",
            Replay::Type => "types with bindings",
            Replay::GenericCallOperator => "generic lambda call operators",
            Replay::PackElement => "pack expansion elements",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

thread_local! {
    static COUNTS: [Cell<u64>; KINDS.len()] = const { [const { Cell::new(0) }; KINDS.len()] };
}

/// Counts one replay of kind `kind` on this thread.
pub fn note(kind: Replay) {
    COUNTS.with(|c| {
        let cell = &c[kind.index()];
        cell.set(cell.get().wrapping_add(1));
    });
}

/// The replays of each kind, indexed as [`KINDS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayCounts(pub [u64; KINDS.len()]);

impl ReplayCounts {
    /// This thread's counts so far.
    pub fn of_this_thread() -> ReplayCounts {
        COUNTS.with(|c| ReplayCounts(std::array::from_fn(|i| c[i].get())))
    }

    /// The replays counted since `earlier` was read.
    pub fn since(self, earlier: ReplayCounts) -> ReplayCounts {
        ReplayCounts(std::array::from_fn(|i| self.0[i].wrapping_sub(earlier.0[i])))
    }

    /// The replays of kind `kind`.
    pub fn of(&self, kind: Replay) -> u64 {
        self.0[kind.index()]
    }

    /// Every replay of every kind.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_listed_in_index_order() {
        for (i, k) in KINDS.iter().enumerate() {
            assert_eq!(k.index(), i, "{k:?}");
        }
    }

    #[test]
    fn counts_are_per_kind_and_differences_of_snapshots() {
        let before = ReplayCounts::of_this_thread();
        note(Replay::ClassInstance);
        note(Replay::ClassInstance);
        note(Replay::PackElement);
        let d = ReplayCounts::of_this_thread().since(before);
        assert_eq!(d.of(Replay::ClassInstance), 2);
        assert_eq!(d.of(Replay::PackElement), 1);
        assert_eq!(d.of(Replay::FunctionInstance), 0);
        assert_eq!(d.total(), 3);
    }
}
