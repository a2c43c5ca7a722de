//! Semantic analysis: the actions the parser calls to build the typed IL.
//!
//! The parser recognises syntax; for every construct it calls a `Sema` method that checks
//! it (names, types, lvalues, CUDA execution-space rules), inserts the implicit conversions
//! of C++ and returns arena-allocated IL. Errors are reported once and produce
//! `ExprKind::Error` nodes of type `TypeId::ERROR`; every action that receives an error
//! operand returns an error silently, so one mistake gives one diagnostic.
//!
//! Submodules, by concept (as clang's Sema files are):
//!
//! - [`lookup`]: scopes, namespaces and name lookup.
//! - [`conversions`]: the conversion engine (standard, pointer and qualification,
//!   reference binding, user-defined conversions, named casts).
//! - [`overload`]: overload resolution and operator candidates.
//! - [`templates`]: template definitions, deduction, pattern matching, partial ordering.
//! - [`init`]: brace-list, designated and delegating-constructor initialization.
//! - [`consteval`]: constant evaluation (`constexpr` calls, integer constant
//!   expressions, constant aggregates, address constants).
//! - [`classes`]: member functions, constructors, static members, base classes.
//! - [`lambdas`]: closure types and generic lambdas.
//! - [`auto_deduction`]: `auto` deduced for variables and for results from `return`
//!   statements.
//! - [`decl`], [`globals`], [`expr`], [`indirect_call`], [`stmt`], [`labels`], [`flow`],
//!   [`asm`]: declarations, static-storage variables, expressions, calls through
//!   pointers, statements, `goto`, reachability and inline assembly.
//!
//! What Sema knows about each function beyond its IL entry is one
//! [`function_facts::FunctionFacts`] record; templates are named by typed ids
//! ([`templates::FnTemplateId`], [`templates::ClassTemplateId`]).

pub mod asm;
pub mod auto_deduction;
pub mod classes;
pub mod consteval;
pub mod conversions;
#[cfg(test)]
mod cxx_oracle_tests;
pub mod decl;
mod enum_ops;
#[cfg(test)]
mod eval_tests;
pub mod expr;
pub mod flow;
pub mod function_facts;
pub mod globals;
pub mod indirect_call;
pub mod init;
pub mod labels;
pub mod lambdas;
pub mod lookup;
pub mod overload;
pub mod stmt;
pub mod templates;
#[cfg(test)]
mod tests;

use bumpalo::Bump;
use cranelift_entity::{PrimaryMap, SecondaryMap};
use rustc_hash::FxHashMap;

use crate::diag::Diags;
use crate::il::{ExecSpace, Expr, ExprKind, FuncId, Function, Init, Stmt, StmtKind, VarDecl, VarId};
use crate::source::Span;
use crate::symbol::Interner;
use crate::types::{TypeId, TypeTable};
use lookup::Scopes;

/// State of the function whose body is being analysed.
#[derive(Clone, Copy, Debug)]
pub struct FnCtx {
    pub func: FuncId,
    pub ret: TypeId,
    pub exec: ExecSpace,
    /// `this` in a non-static member function.
    pub this: Option<VarId>,
    /// The referee of a function returning `T&` (its IL return type is `T*`).
    pub ret_ref: Option<TypeId>,
}

/// The semantic analyser: owns the tables of the translation unit being built.
pub struct Sema<'a> {
    pub arena: &'a Bump,
    pub types: TypeTable,
    pub functions: Vec<Function<'a>>,
    pub vars: Vec<VarDecl>,
    /// Variables with static storage, in declaration order.
    pub globals: Vec<crate::il::GlobalVar<'a>>,
    pub scopes: Scopes,
    pub diags: Diags,
    pub interner: Interner,
    /// Values of `const` integer variables initialised with constants (usable in constant
    /// expressions, as C++ allows).
    pub const_values: FxHashMap<VarId, consteval::evaluator::ConstVal>,
    /// Brace-list initializers of `const`/`constexpr` arrays and records, whose elements
    /// and fields constant expressions may read (`table[2]`, `origin.b`).
    pub const_aggregates: FxHashMap<VarId, Init<'a>>,
    /// Variables of the host program (namespace-scope or in host functions),
    /// which device code cannot reach.
    pub host_variables: rustc_hash::FxHashSet<VarId>,
    /// The function being defined, if any.
    pub fn_ctx: Option<FnCtx>,
    /// Enclosing loops and switches, innermost last (targets of `break`/`continue`).
    pub jump_targets: Vec<stmt::JumpTarget<'a>>,
    /// User labels of the function being analysed.
    pub(crate) labels: labels::FnLabels,
    /// The next unused [`crate::il::LabelId`].
    pub(crate) next_label: u32,
    /// Default argument expressions (converted to their parameter types).
    pub default_args: Vec<&'a Expr<'a>>,
    /// Reference variables lowered to pointers, with their referee type.
    pub ref_vars: FxHashMap<VarId, TypeId>,
    /// Variables declared with an alignment specifier (`alignas(16) float v[4];`), with
    /// the alignment requested (never below the type's own; IR generation takes the larger).
    pub var_aligns: FxHashMap<VarId, u64>,
    /// Per function, what Sema knows beyond its IL entry (declared type, defaults,
    /// `constexpr`, member function, ...).
    pub fn_facts: SecondaryMap<FuncId, function_facts::FunctionFacts>,
    /// Function templates defined so far.
    pub templates: PrimaryMap<templates::FnTemplateId, templates::FnTemplate>,
    /// Set while a template instance is parsed (its declaration gets this symbol and is
    /// not entered into any scope).
    pub instantiation: Option<templates::Instantiation>,
    /// Classes with a definition: their scopes and special members.
    pub classes: FxHashMap<crate::types::RecordId, classes::members::ClassInfo<'a>>,
    /// The direct base classes of each class that has any, in declaration order.
    pub class_bases: FxHashMap<crate::types::RecordId, Vec<TypeId>>,
    /// The conversion functions of each class (and whether each is `explicit`).
    pub class_conversions: FxHashMap<crate::types::RecordId, Vec<(crate::il::FuncId, bool)>>,
    /// Enumerations declared opaquely (`enum class E : int;`) and not yet defined, with
    /// their enumerator scopes.
    pub opaque_enums: FxHashMap<TypeId, lookup::NsId>,
    /// Rvalue references (`T&&` results, parameters) and xvalue expressions, see `conversions::references`.
    pub rvalue_refs: conversions::references::RvalueRefs,
    /// Temporaries of the function body being parsed, declared at its start.
    pub pending_temps: Vec<VarId>,
    /// Class templates defined so far.
    pub class_templates: PrimaryMap<templates::ClassTemplateId, templates::ClassTemplate>,
    /// The class template each instance (and dependent placeholder) record comes from.
    pub record_templates: FxHashMap<crate::types::RecordId, templates::ClassTemplateId>,
    /// Placeholders for class template uses with dependent arguments.
    pub dependent_records: FxHashMap<(templates::ClassTemplateId, Vec<crate::types::TemplateArg>), TypeId>,
    /// Lambdas whose bodies are being parsed, innermost last.
    pub lambdas: Vec<lambdas::closures::LambdaCtx<'a>>,
    /// Per enclosing function and lambda parameter types, the lambdas numbered so far
    /// (the discriminator of closure type names).
    pub lambda_numbers: FxHashMap<(FuncId, Vec<TypeId>), u32>,
    /// Generic lambdas by closure type.
    pub generic_lambdas: FxHashMap<crate::types::RecordId, lambdas::generic::GenericLambda<'a>>,
}

impl<'a> Sema<'a> {
    /// A fresh analyser with the CUDA built-ins in the global scope.
    pub fn new(arena: &'a Bump, mut interner: Interner, diags: Diags) -> Sema<'a> {
        let scopes = Scopes::with_builtins(&mut interner);
        Sema {
            arena,
            types: TypeTable::new(),
            functions: Vec::new(),
            vars: Vec::new(),
            scopes,
            diags,
            interner,
            const_values: FxHashMap::default(),
            const_aggregates: FxHashMap::default(),
            host_variables: Default::default(),
            fn_ctx: None,
            globals: Vec::new(),
            jump_targets: Vec::new(),
            labels: Default::default(),
            next_label: 0,
            default_args: Vec::new(),
            ref_vars: FxHashMap::default(),
            var_aligns: FxHashMap::default(),
            fn_facts: SecondaryMap::new(),
            templates: PrimaryMap::new(),
            instantiation: None,
            classes: FxHashMap::default(),
            class_bases: FxHashMap::default(),
            class_conversions: FxHashMap::default(),
            rvalue_refs: Default::default(),
            opaque_enums: FxHashMap::default(),
            pending_temps: Vec::new(),
            class_templates: PrimaryMap::new(),
            record_templates: FxHashMap::default(),
            dependent_records: FxHashMap::default(),
            lambdas: Vec::new(),
            lambda_numbers: FxHashMap::default(),
            generic_lambdas: FxHashMap::default(),
        }
    }

    /// Allocates an expression.
    pub fn mk(&self, kind: ExprKind<'a>, ty: TypeId, span: Span, lvalue: bool) -> &'a Expr<'a> {
        self.arena.alloc(Expr { kind, ty, span, lvalue })
    }

    /// An error expression at `span` (the error was already reported).
    pub fn error_expr(&self, span: Span) -> &'a Expr<'a> {
        self.mk(ExprKind::Error, TypeId::ERROR, span, false)
    }

    /// Allocates a statement.
    pub fn stmt(&self, kind: StmtKind<'a>, span: Span) -> &'a Stmt<'a> {
        self.arena.alloc(Stmt { kind, span })
    }

    /// Whether `e` is an error placeholder (so no further diagnostic should be given).
    pub fn is_err(&self, e: &Expr) -> bool {
        e.ty == TypeId::ERROR || self.types.is_error(e.ty)
    }

    /// Type spelling for messages, in EDG's quoted style: `"const float *"`.
    pub fn ty_str(&self, ty: TypeId) -> String {
        format!("\"{}\"", self.types.display(ty))
    }

    /// The variable with id `id`.
    pub fn var(&self, id: VarId) -> &VarDecl {
        &self.vars[id.0 as usize]
    }

    /// The function with id `id`.
    pub fn func(&self, id: FuncId) -> &Function<'a> {
        &self.functions[id.0 as usize]
    }

    /// `name(param types)`, as nvcc prints functions in execution-space errors.
    pub fn func_signature_text(&self, id: FuncId) -> String {
        let f = self.func(id);
        let params = match self.types.fn_sig(f.ty) {
            Some((_, ps, variadic)) => {
                let mut v: Vec<String> = ps.iter().map(|p| self.types.display(*p)).collect();
                if variadic {
                    v.push("...".into());
                }
                v.join(", ")
            }
            None => String::new(),
        };
        format!("{}({params})", f.name)
    }
}
