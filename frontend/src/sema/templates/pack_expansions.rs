//! What pack expansions mean ([temp.variadic]): `sizeof...(pack)`, the lengths of the
//! packs one pattern expands, and the value of a fold over an empty pack. The parser
//! finds the packs a pattern names and parses the pattern once per element.

use crate::il::{CastKind, Expr};
use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// The operator of a fold expression, as far as an empty pack's value depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldOperator {
    /// `&&`: `true`.
    And,
    /// `||`: `false`.
    Or,
    /// `,`: `void()`.
    Comma,
    /// Any other: an empty expansion is an error.
    Other,
}

impl<'a> Sema<'a> {
    /// `sizeof...(name)` (`name` at `at`, the whole at `span`): the number of elements;
    /// `expanding` the length of a pack of that name being expanded, whose name stands
    /// for one element here. `None` after nvcc's error for a name that is no pack.
    pub fn sizeof_pack(&mut self, name: Sym, expanding: Option<usize>, at: Span, span: Span) -> Option<&'a Expr<'a>> {
        let n = match (self.scopes.lookup(name), expanding) {
            (Some(Entity::Pack(elems)), _) => elems.len(),
            // In a signature pattern the pack is a placeholder.
            (Some(Entity::PatternPack(_)), _) => 0,
            (_, Some(len)) => len,
            _ => {
                let n = self.interner.get(name).to_string();
                self.diags.error(at, format!("\"{n}\" is not a parameter pack"));
                return None;
            }
        };
        Some(self.int_const(n as i128, TypeId::SIZE_T, span))
    }

    /// nvcc's error for packs `other` and `first` one pattern expands (at `site`, its
    /// `...`) with different lengths.
    pub fn pack_lengths_differ(&mut self, other: Sym, first: Sym, site: Span) {
        let (a, b) = (self.interner.get(other), self.interner.get(first));
        let msg = format!("pack \"{a}\" does not have the same number of elements as \"{b}\"");
        self.diags.error(site, msg);
    }

    /// The value of a fold with operator `op` over an empty pack (`site` its `...`):
    /// `true` for `&&`, `false` for `||`, `void()` for `,`; `None` after the error for
    /// the other operators.
    pub fn empty_fold(&mut self, op: FoldOperator, site: Span, span: Span) -> Option<&'a Expr<'a>> {
        match op {
            FoldOperator::And => Some(self.bool_literal(true, span)),
            FoldOperator::Or => Some(self.bool_literal(false, span)),
            FoldOperator::Comma => {
                let zero = self.int_const(0, TypeId::INT, span);
                Some(self.cast(CastKind::ToVoid, zero, TypeId::VOID))
            }
            FoldOperator::Other => {
                self.diags
                    .error(site, "empty expansion not valid for this fold expression");
                None
            }
        }
    }
}

/// The packs a pattern names, each with its elements (a placeholder pack of a signature
/// pattern with its one placeholder).
pub type NamedPacks = Vec<(Sym, Vec<Entity>)>;

/// What expands a pattern, for the message when it names no pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// A pack expansion `pattern...` in a list.
    List,
    /// A fold expression.
    Fold,
}

impl Sema<'_> {
    /// Of the identifiers `names` a pattern mentions (each once, in order), the parameter
    /// packs, with their elements.
    pub fn packs_named(&self, names: &[Sym]) -> NamedPacks {
        let mut packs = Vec::new();
        for &name in names {
            match self.scopes.lookup(name) {
                Some(Entity::Pack(elems)) => packs.push((name, elems.clone())),
                // A placeholder pack is expanded once, to its placeholder.
                Some(Entity::PatternPack(e)) => packs.push((name, vec![(**e).clone()])),
                _ => {}
            }
        }
        packs
    }

    /// The number of elements an expansion (`what`, its `...` at `site`) of a pattern
    /// naming `packs` has; nvcc's error when the pattern names no pack or packs of
    /// different lengths (its message names two of them).
    pub fn pack_expansion_length(&mut self, packs: &NamedPacks, what: Expansion, site: Span) -> Option<usize> {
        let Some((first, elems)) = packs.first() else {
            let msg = match what {
                Expansion::List => "the pattern of a pack expansion does not refer to a parameter pack",
                Expansion::Fold => "fold expression does not refer to a parameter pack",
            };
            self.diags.error(site, msg);
            return None;
        };
        if let Some((other, _)) = packs.iter().find(|(_, e)| e.len() != elems.len()) {
            self.pack_lengths_differ(*other, *first, site);
            return None;
        }
        Some(elems.len())
    }

    /// Opens a scope binding each of `packs` to its `i`-th element (one element of an
    /// expansion); closed with [`Sema::leave_block_scope`].
    pub fn enter_pack_element(&mut self, packs: &NamedPacks, i: usize) {
        self.enter_block_scope();
        for (name, elems) in packs {
            self.declare_name(*name, elems[i].clone());
        }
    }

    /// In a function body: binds function parameter pack `pack` to its parameters
    /// `names` (declared as `ts#0`, `ts#1`, ...) when all of them are variables of the
    /// current scope.
    pub fn declare_parameter_pack(&mut self, pack: Sym, names: &[Sym]) {
        let vars: Option<Vec<Entity>> = names
            .iter()
            .map(|n| match self.lookup_current(*n) {
                Some(e @ Entity::Var(_)) => Some(e.clone()),
                _ => None,
            })
            .collect();
        if let Some(vars) = vars {
            self.declare_name(pack, Entity::Pack(vars));
        }
    }
}
