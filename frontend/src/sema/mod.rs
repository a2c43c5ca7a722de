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
//! - [`const_eval`]: constant evaluation (`constexpr` calls, integer constant
//!   expressions, constant aggregates, address constants).
//! - [`classes`]: member functions, constructors, static members, base classes.
//! - [`lambdas`]: closure types and generic lambdas.
//! - [`auto_deduction`]: `auto` deduced for variables and for results from `return`
//!   statements.
//! - [`decl`], [`globals`], [`expr`], [`indirect_call`], [`stmt`], [`labels`], [`flow`],
//!   [`asm`]: declarations, static-storage variables, expressions, calls through
//!   pointers, statements, `goto`, reachability and inline assembly.
//!
//! - [`type_traits`]: the compiler's built-in type traits (`__is_same`, ...).
//! - [`body_context`]: setting the enclosing body aside while a nested one is parsed.
//!
//! What Sema knows about each function, variable and class beyond its IL entry is one
//! record each ([`function_facts::FunctionFacts`], [`variable_facts::VariableFacts`],
//! [`class_facts::ClassFacts`]); templates are named by typed ids
//! ([`templates::FnTemplateId`], [`templates::ClassTemplateId`]). The tables are private:
//! the parser calls Sema actions and shares only `scopes`, `types`, `diags`, `interner`
//! and the arena.

pub mod alignment_values;
pub mod asm;
pub mod auto_deduction;
pub mod bit_cast;
pub mod block_scopes;
pub mod body_context;
pub mod builtin_class_names;
pub mod class_facts;
pub mod classes;
pub mod classify_name;
pub mod cleanups;
pub mod const_eval;
pub mod conversions;
#[cfg(test)]
mod cxx_oracle_tests;
pub mod decl;
pub mod declarators;
pub mod default_arguments;
pub mod deferred_body_visibility;
pub mod deferred_exec_errors;
pub mod deleted_functions;
pub mod device_types;
mod enum_ops;
pub mod enums;
#[cfg(test)]
mod eval_tests;
pub mod exec_space_redeclarations;
pub mod exec_spaces;
pub mod expr;
pub mod flow;
pub mod function_bodies;
pub mod function_declarators;
pub mod function_facts;
pub mod functional_casts;
pub mod globals;
pub mod host_declarations;
pub mod id_expressions;
pub mod immediate_functions;
pub mod indirect_call;
pub mod init;
pub mod labels;
pub mod lambdas;
pub mod launch_attributes;
pub mod library_bodies;
pub mod literals;
pub mod lookup;
pub mod member_pointers;
pub mod name_lookup;
pub mod name_memo;
pub mod namespace_definitions;
pub mod nested_name_specifiers;
pub mod new_delete;
pub mod noexcept;
pub mod offsetof;
pub mod overload;
pub mod points_of_declaration;
pub mod pragma_operands;
pub mod pragma_pack;
pub mod predefined_names;
pub mod range_for;
pub mod runtime_functions;
pub mod scope_actions;
pub mod size_and_alignment;
pub mod statement_actions;
pub mod stmt;
pub mod structured_bindings;
pub mod templates;
#[cfg(test)]
mod tests;
pub mod trailing_return;
pub mod tuple_bindings;
pub mod type_constructors;
pub mod type_specifiers;
pub mod type_traits;
pub mod typedefs;
pub mod unevaluated;
pub mod user_literals;
pub mod variable_declarations;
pub mod variable_facts;
pub mod variable_specifiers;

use bumpalo::Bump;
use cranelift_entity::{PrimaryMap, SecondaryMap};
use rustc_hash::FxHashMap;

use crate::diag::Diags;
use crate::il::{ExecSpace, Expr, ExprKind, FnDeclId, Function, Stmt, StmtKind, VarDecl, VarId};
use crate::source::Span;
use crate::symbol::Interner;
use crate::types::{TypeId, TypeTable};
use lookup::Scopes;

/// State of the function whose body is being analysed.
#[derive(Clone, Copy, Debug)]
pub struct FnCtx {
    /// The function.
    pub func: FnDeclId,
    /// Its return type (as lowered: `T*` for a `T&` result).
    pub ret: TypeId,
    /// Where it runs (host, device, both, kernel), for the CUDA calling rules.
    pub exec: ExecSpace,
    /// `this` in a non-static member function.
    pub this: Option<VarId>,
    /// The referee of a function returning `T&` (its IL return type is `T*`).
    pub ret_ref: Option<TypeId>,
}

/// The semantic analyser: owns the tables of the translation unit being built.
pub struct Sema<'a> {
    /// The arena the IL is allocated in.
    arena: &'a Bump,
    /// Every type of the translation unit.
    types: TypeTable,
    /// Every function declared, indexed by [`FnDeclId`].
    functions: Vec<Function<'a>>,
    /// Every variable declared, indexed by [`VarId`].
    vars: Vec<VarDecl>,
    /// Variables with static storage, in declaration order.
    globals: Vec<crate::il::GlobalVar<'a>>,
    /// Scopes and namespaces, for name lookup.
    scopes: Scopes,
    /// Recent name classifications, valid while `scopes` is unchanged.
    name_memo: name_memo::NameMemo,
    /// Every function named by an expression made so far (with repeats): the uses that
    /// pull in a deferred library body (`parser::deferred_library_bodies`).
    fn_refs: std::cell::RefCell<Vec<FnDeclId>>,
    /// Per function (by index), whether an expression has named it (a call or its
    /// address): what makes a constructor template instance's body worth parsing.
    named_fns: std::cell::RefCell<Vec<bool>>,
    /// Functions first named inside an instantiation: that depth and the naming
    /// expression's span, where a waiting body of theirs is parsed from
    /// (`templates::deferred_members`, so a chain of them meets the depth limit).
    named_depths: std::cell::RefCell<FxHashMap<FnDeclId, (u32, Span)>>,
    /// How many functions an expression has named so far (a waiting member body needs
    /// a look only after it grew).
    named_count: std::cell::Cell<usize>,
    /// How many expressions naming a function were made, repeats counted (a read that
    /// made one is not remembered: `templates::alias_memo`).
    fn_names_made: std::cell::Cell<u64>,
    /// Alias template uses whose reading made nothing, remembered.
    alias_memo: templates::alias_memo::AliasMemo,
    /// Function template argument lists completed by defaults whose reading made
    /// nothing, remembered (`templates::function_defaults_memo`).
    function_defaults_memo: templates::function_defaults_memo::FunctionDefaultsMemo,
    /// The overload set behind each expression that names an overloaded function without
    /// calling it (keyed by the expression's address): a target type picks among them
    /// (`overload::target_typed`).
    overload_sets: std::cell::RefCell<rustc_hash::FxHashMap<usize, smallvec::SmallVec<[FnDeclId; 1]>>>,
    /// The function template and explicit arguments behind each `f<args>` that names no
    /// instance by itself (keyed by the error expression standing for it): a target type
    /// may still deduce the rest (`templates::target_typed_ids`).
    template_ids: std::cell::RefCell<FxHashMap<usize, (templates::FnTemplateId, Vec<crate::types::TemplateArg>)>>,
    /// `named_count` when the waiting member bodies were last looked at.
    named_count_seen: usize,
    /// Member function bodies of class template instances waiting for a use
    /// (`templates::deferred_members`).
    deferred_members: Vec<templates::deferred_members::DeferredMemberBody>,
    /// `constexpr` member bodies of class template instances whose arguments name a
    /// class still being defined, tried once that class is complete
    /// (`templates::deferred_members`).
    postponed_member_trials: Vec<templates::deferred_members::DeferredMemberBody>,
    /// Static data members of class template instances whose initializers have errors
    /// for the instance's arguments, with those errors and the member's name with its
    /// class (`S<3>::v`) for the note at a use (`templates::deferred_members`).
    failed_static_members: FxHashMap<VarId, (Vec<crate::Diagnostic>, String)>,
    /// Library functions whose body was skipped and never needed (`parser::deferred_library_bodies`).
    unparsed_library: Vec<FnDeclId>,
    /// Every library function whose body waited for a use, parsed or not.
    deferred_library: Vec<FnDeclId>,
    /// The diagnostics reported so far.
    pub diags: Diags,
    /// The interned identifiers.
    pub interner: Interner,
    /// Per variable, what Sema knows beyond its IL entry (constant value, host-only,
    /// reference, alignment).
    var_facts: SecondaryMap<VarId, variable_facts::VariableFacts<'a>>,
    /// The function being defined, if any.
    fn_ctx: Option<FnCtx>,
    /// Enclosing loops and switches, innermost last (targets of `break`/`continue`).
    jump_targets: Vec<stmt::JumpTarget<'a>>,
    /// User labels of the function being analysed.
    labels: labels::FnLabels,
    /// The next unused [`crate::il::LabelId`].
    next_label: u32,
    /// Default argument expressions (converted to their parameter types).
    default_args: Vec<&'a Expr<'a>>,
    /// Default arguments of class template instances' members that did not compile
    /// for the instance's arguments, by index into `default_args`: the first error,
    /// reported only by a call that uses the default ([temp.inst]/12).
    failed_defaults: rustc_hash::FxHashMap<usize, String>,
    /// Per function, what Sema knows beyond its IL entry (declared type, defaults,
    /// `constexpr`, member function, ...).
    fn_facts: SecondaryMap<FnDeclId, function_facts::FunctionFacts>,
    /// Function templates defined so far.
    templates: PrimaryMap<templates::FnTemplateId, templates::FnTemplate>,
    /// Per function template instance, the templates whose `instances` hold it
    /// (`Sema::record_fn_instance`): closures made in its body are named after it.
    fn_instance_templates: FxHashMap<FnDeclId, Vec<templates::FnTemplateId>>,
    /// Constructor templates per class and their instances waiting for a body.
    ctor_templates: templates::constructors::CtorTemplates,
    /// Classes that inherit their base's constructors (`using Base::Base;`): the base.
    inheriting_ctors: FxHashMap<TypeId, TypeId>,
    /// Deduction guides of class templates (CTAD).
    deduction_guides: templates::deduction_guides::DeductionGuides,
    /// `final` classes and the copy-initialization under way (`explicit` constructors).
    explicit_final: classes::explicit_final::ExplicitFinal,
    /// Set while a template instance is parsed (its declaration gets this symbol and is
    /// not entered into any scope).
    instantiation: Option<templates::Instantiation>,
    /// Per class, what Sema knows beyond its layout (scope and special members, bases,
    /// conversion functions, class template).
    class_facts: SecondaryMap<crate::types::RecordId, class_facts::ClassFacts<'a>>,
    /// Enumerations declared opaquely (`enum class E : int;`) and not yet defined, with
    /// their enumerator scopes.
    opaque_enums: FxHashMap<TypeId, lookup::NsId>,
    /// Rvalue references (`T&&` results, parameters) and xvalue expressions, see `conversions::references`.
    rvalue_refs: conversions::references::RvalueRefs,
    /// Temporaries of the function body being parsed, declared at its start.
    pending_temps: Vec<VarId>,
    /// Class template instances left incomplete until an explicit specialization ahead
    /// is read (the parser's `templates::deferred_instances`).
    deferred_instances: Vec<templates::instantiation::DeferredInstance>,
    /// Class template instances named as template arguments while a class instance was
    /// being parsed, left incomplete until a use needs them complete
    /// (`templates::complete_types`).
    argument_instances: templates::complete_types::ArgumentInstances,
    /// Failed `static_assert`s of classes instantiated for template arguments, kept
    /// until the class is used (`templates::deferred_asserts`).
    deferred_asserts: templates::deferred_asserts::DeferredAsserts,
    /// Destructors that run code: temporaries and blocks the cleanup pass needs.
    lifetimes: cleanups::Lifetimes,
    /// Virtual functions and dynamic classes.
    virtuals: classes::virtuals::Virtuals,
    /// Class templates defined so far.
    class_templates: PrimaryMap<templates::ClassTemplateId, templates::ClassTemplate>,
    /// Alias and variable templates.
    alias_var_templates: templates::aliases::AliasAndVarTemplates,
    /// Opaque dependent types of signature patterns (see `templates::sfinae`).
    opaque_dependent: FxHashMap<(crate::symbol::Sym, Vec<crate::types::TemplateArg>), TypeId>,
    /// Per class template instance (record type), the template parameters its
    /// definition was parsed with, bound to its arguments: what the instances of its
    /// member and constructor templates are parsed with too.
    instance_bindings: FxHashMap<TypeId, templates::replay::Bindings>,
    /// The errors instantiating a class instance reported (see
    /// [`Sema::report_dropped_instance_errors`]).
    instance_errors: FxHashMap<TypeId, Vec<crate::Diagnostic>>,
    /// The errors parsing a function template instance's body reported, with the use
    /// that made it (see [`Sema::report_dropped_function_instance_errors`]).
    function_instance_errors: FxHashMap<crate::il::FnDeclId, (Vec<crate::Diagnostic>, String)>,
    /// Instances of class templates made while the template was only declared
    /// (incomplete until it is defined).
    undefined_instances: rustc_hash::FxHashSet<TypeId>,
    /// The records of `opaque_dependent`, to recognise them.
    opaque_records: rustc_hash::FxHashSet<TypeId>,
    /// Set while overload resolution checks a user-defined conversion, so that
    /// checking it looks for no second one (`overload::resolution`).
    user_conversion_depth: u32,
    /// Friend function templates defined in classes (`templates::friend_templates`).
    friend_templates: FxHashMap<templates::FnTemplateId, lookup::NsId>,
    /// Placeholder class templates of template template parameters in patterns, by
    /// parameter index and name, and back (`templates::template_template_params`).
    pattern_templates: FxHashMap<(u32, crate::symbol::Sym), templates::ClassTemplateId>,
    pattern_template_params: FxHashMap<templates::ClassTemplateId, u32>,
    /// Placeholders for class template uses with dependent arguments.
    dependent_records: FxHashMap<(templates::ClassTemplateId, Vec<crate::types::TemplateArg>), TypeId>,
    /// Lambdas whose bodies are being parsed, innermost last.
    lambdas: Vec<lambdas::closures::LambdaCtx<'a>>,
    /// Per enclosing function and lambda parameter types, the lambdas numbered so far
    /// (the discriminator of closure type names).
    lambda_numbers: FxHashMap<(FnDeclId, Vec<TypeId>), u32>,
    /// Generic lambdas by closure type.
    generic_lambdas: FxHashMap<crate::types::RecordId, lambdas::generic::GenericLambda<'a>>,
    /// `obj.*pf` expressions waiting for their call: the function pointer (by address)
    /// and the `this` argument (see `member_pointers.rs`).
    bound_members: FxHashMap<usize, &'a Expr<'a>>,
    /// Execution-space errors of functions nvcc may not emit, and function references.
    deferred_exec: deferred_exec_errors::DeferredExecErrors,
    /// The non-member operator function the parser chose among operator templates for
    /// the operator being analysed (`operator<op>`'s name and the function).
    picked_operator: Option<(crate::symbol::Sym, FnDeclId)>,
    /// The token the parser reads after the operator expression being analysed, for
    /// ordinary lookup of its operator functions to stop where it is written
    /// ([temp.res]: `sema::points_of_declaration`).
    operator_written_before: Option<usize>,
    /// How many unevaluated operands (`decltype`, `noexcept`) are being analysed: there
    /// device code may name host entities (nvcc checks only what is evaluated).
    unevaluated: u32,
    /// How many default arguments are being parsed: there a class temporary may be
    /// made outside a function body (see `Sema::empty_static_temporary`).
    in_default_argument: u32,
    /// GNU ABI tags of the function declared next (`__attribute__((abi_tag("cxx11")))`).
    next_function_abi_tags: Vec<String>,
    /// Nesting of template instantiations being parsed (kept here, not in the
    /// parser, so a parser Sema lends itself to for a nested check counts on).
    instantiation_depth: u32,
    /// The parser's way back in for checks Sema cannot make alone
    /// (`templates::replay::ReplayHost`).
    replay_host: Option<templates::replay::ReplayHost<'a>>,
    /// Checks through [`Sema::with_template_parser`] running inside one another.
    nested_checks: u32,
    /// Reference data members by class and name, with their declared types
    /// (`classes::reference_members`).
    reference_members: FxHashMap<(TypeId, crate::symbol::Sym), TypeId>,
    /// Set while a mem-initializer names a reference member: the access gives the
    /// stored address to bind, not the object.
    raw_reference_member: bool,
    /// Set while a constructor's mem-initializer or a default member initializer
    /// stores a member's initial value: a `const` member is initialized there, not
    /// assigned.
    initializing_member: bool,
    /// The function templates declared `= delete`.
    deleted_templates: deleted_functions::DeletedTemplates,
    /// Member function templates whose definition outside the class was reported broken
    /// (`templates::out_of_class_definitions`): their uses make no instance.
    broken_templates: rustc_hash::FxHashSet<templates::FnTemplateId>,
    /// Instances of function templates used before their definition (declared from
    /// the template's declaration; their bodies wait for the definition).
    awaiting_definition: Vec<templates::instantiation::AwaitingInstance>,
    /// Instances declared `extern template` (`templates::extern_instances`).
    extern_instances: templates::extern_instances::ExternInstances,
    /// The compile's resource limits (`crate::limits`).
    limits: crate::limits::Limits,
    /// NVRTC's compilation model for the user's functions (`exec_spaces`).
    jit: crate::JitMode,
    /// The parse-work budget, and the stop a limit running out causes.
    work_guard: crate::limits::WorkGuard,
    /// The stack address below which the parser stops (`Limits::stack_bytes` below where
    /// the parse started; 0: no such limit).
    stack_floor: usize,
    /// Template instances made so far (bounded by `limits.instantiations`).
    instances_made: u32,
    /// How each namespace-scope function template's head and declarator are written,
    /// to tell its definition from an overload (`templates::equivalence`).
    written_signatures: FxHashMap<templates::FnTemplateId, templates::equivalence::WrittenSignature>,
    /// Where namespace-scope functions and function templates were first declared.
    declaration_points: points_of_declaration::DeclarationPoints,
    /// The parameter types of function template signatures substituted for SFINAE
    /// (`templates::sfinae`), by template and arguments.
    substituted_params: FxHashMap<(templates::FnTemplateId, Vec<crate::mangle::TemplateArg>), Vec<TypeId>>,
    /// The signatures that substituted, by template and arguments, with their parameter
    /// types: a template called again with the same arguments is not read again
    /// (`templates::sfinae`; CuTe's calls substitute the same signatures thousands of times).
    substituted_signatures: FxHashMap<(templates::FnTemplateId, Vec<crate::mangle::TemplateArg>), Vec<TypeId>>,
    /// The declarations those substitutions read, until their instance takes them
    /// (`templates::sfinae`, [`templates::replay::ReadSignature`]).
    read_signatures:
        FxHashMap<(templates::FnTemplateId, Vec<crate::mangle::TemplateArg>), templates::replay::ReadSignature>,
    /// The signature substitutions that failed, with when (`templates::failed_substitutions`).
    failed_substitutions: templates::failed_substitutions::FailedSubstitutions,
}

impl<'a> Sema<'a> {
    /// The translation unit analysed (after the last declaration, without errors); its
    /// warnings are the diagnostics reported.
    pub fn into_translation_unit(self) -> crate::il::TranslationUnit<'a> {
        let var_aligns = self.var_alignments();
        // A function named after the late bodies were parsed (by host code checked at
        // the end) keeps its declaration.
        let named_late: rustc_hash::FxHashSet<FnDeclId> = self.fn_refs.borrow().iter().copied().collect();
        let mut unparsed_library = self.unparsed_library;
        unparsed_library.retain(|f| !named_late.contains(f));
        crate::il::TranslationUnit {
            types: self.types,
            functions: self.functions,
            vars: self.vars,
            globals: self.globals,
            var_aligns,
            warnings: self.diags.list,
            unparsed_library,
            deferred_library: self.deferred_library,
        }
    }

    /// Enters a region of host code (`tolerant`) or of code checked exactly (see
    /// [`crate::host_code`]); lookups follow the region.
    pub fn enter_region(&mut self, tolerant: bool) -> crate::diag::Region {
        let region = self.diags.enter_region(tolerant);
        self.scopes.set_host_context(self.diags.host_lookups());
        region
    }

    /// Enters the region of a class template instance; see
    /// [`crate::diag::Diags::enter_instance_region`].
    pub fn enter_instance_region(&mut self) -> crate::diag::Region {
        let region = self.diags.enter_instance_region();
        self.scopes.set_host_context(self.diags.host_lookups());
        region
    }

    /// Leaves the region of an instance of class template `template` (its definition at
    /// `span`): host code's errors in it are set aside under the template's name, which
    /// device code revives them by naming.
    pub fn leave_instance_region(
        &mut self,
        region: &crate::diag::Region,
        template: templates::ClassTemplateId,
        span: Span,
    ) {
        let Some(why) = self.leave_region(region) else {
            return;
        };
        let name = self.class_templates[template].name;
        let text = self.interner.get(name).to_string();
        let mut record = crate::host_code::SetAside::new(span, format!("an instance of \"{text}\""), why);
        record.names.push(text);
        let id = self.diags.set_aside(region, record);
        self.scopes.suspend(name, id);
    }

    /// Leaves `region`; see [`crate::diag::Diags::leave_region`].
    pub fn leave_region(&mut self, region: &crate::diag::Region) -> Option<String> {
        let why = self.diags.leave_region(region);
        self.scopes.set_host_context(self.diags.host_lookups());
        why
    }

    /// Reports the errors of set-aside host declarations that device code used, and
    /// drops the others (call once, after parsing).
    pub fn finish_host_code(&mut self) {
        for id in self.scopes.take_revived() {
            self.diags.revive(id);
        }
        self.diags.finish_host_code();
    }

    /// A fresh analyser with the CUDA built-ins in the global scope.
    pub fn new(arena: &'a Bump, mut interner: Interner, diags: Diags) -> Sema<'a> {
        let scopes = Scopes::with_builtins(&mut interner);
        Sema {
            fn_refs: Default::default(),
            fn_names_made: Default::default(),
            alias_memo: Default::default(),
            function_defaults_memo: Default::default(),
            named_fns: Default::default(),
            named_depths: Default::default(),
            named_count: Default::default(),
            overload_sets: Default::default(),
            template_ids: Default::default(),
            named_count_seen: 0,
            deferred_members: Vec::new(),
            postponed_member_trials: Vec::new(),
            failed_static_members: FxHashMap::default(),
            unparsed_library: Vec::new(),
            deferred_library: Vec::new(),
            arena,
            types: TypeTable::new(),
            functions: Vec::new(),
            vars: Vec::new(),
            scopes,
            name_memo: Default::default(),
            diags,
            interner,
            var_facts: SecondaryMap::new(),
            fn_ctx: None,
            instantiation_depth: 0,
            replay_host: None,
            nested_checks: 0,
            substituted_params: FxHashMap::default(),
            substituted_signatures: FxHashMap::default(),
            read_signatures: FxHashMap::default(),
            failed_substitutions: Default::default(),
            written_signatures: FxHashMap::default(),
            declaration_points: Default::default(),
            deleted_templates: Default::default(),
            broken_templates: Default::default(),
            awaiting_definition: Vec::new(),
            extern_instances: Default::default(),
            limits: Default::default(),
            jit: crate::JitMode::Off,
            work_guard: Default::default(),
            stack_floor: 0,
            instances_made: 0,
            reference_members: FxHashMap::default(),
            raw_reference_member: false,
            initializing_member: false,
            globals: Vec::new(),
            jump_targets: Vec::new(),
            labels: Default::default(),
            next_label: 0,
            default_args: Vec::new(),
            failed_defaults: Default::default(),
            fn_facts: SecondaryMap::new(),
            templates: PrimaryMap::new(),
            fn_instance_templates: Default::default(),
            ctor_templates: Default::default(),
            inheriting_ctors: Default::default(),
            deduction_guides: Default::default(),
            explicit_final: Default::default(),
            instantiation: None,
            class_facts: SecondaryMap::new(),
            rvalue_refs: Default::default(),
            opaque_enums: FxHashMap::default(),
            pending_temps: Vec::new(),
            deferred_instances: Vec::new(),
            argument_instances: Default::default(),
            deferred_asserts: Default::default(),
            lifetimes: Default::default(),
            virtuals: Default::default(),
            class_templates: PrimaryMap::new(),
            alias_var_templates: Default::default(),
            opaque_dependent: FxHashMap::default(),
            instance_bindings: FxHashMap::default(),
            instance_errors: FxHashMap::default(),
            function_instance_errors: FxHashMap::default(),
            opaque_records: Default::default(),
            friend_templates: Default::default(),
            user_conversion_depth: 0,
            undefined_instances: Default::default(),
            pattern_templates: FxHashMap::default(),
            pattern_template_params: FxHashMap::default(),
            dependent_records: FxHashMap::default(),
            lambdas: Vec::new(),
            lambda_numbers: FxHashMap::default(),
            generic_lambdas: FxHashMap::default(),
            bound_members: FxHashMap::default(),
            picked_operator: None,
            operator_written_before: None,
            unevaluated: 0,
            in_default_argument: 0,
            next_function_abi_tags: Vec::new(),
            deferred_exec: Default::default(),
        }
    }

    /// Allocates an expression.
    pub fn mk(&self, kind: ExprKind<'a>, ty: TypeId, span: Span, lvalue: bool) -> &'a Expr<'a> {
        if let ExprKind::Func(f) | ExprKind::Call { callee: f, .. } = kind {
            self.fn_names_made.set(self.fn_names_made.get() + 1);
            self.note_named(f, span);
        }
        self.arena.alloc(Expr { kind, ty, span, lvalue })
    }

    /// The callee expression standing for overload set `set` until resolution picks one
    /// of its functions: `set[0]`'s name, which names no function yet (the call made
    /// with the one chosen does), so the waiting body of a candidate not chosen (a
    /// hidden friend of a class template instance meant for other operands) is not
    /// instantiated.
    pub(crate) fn overload_set_callee(&self, set: &[FnDeclId], span: Span) -> &'a Expr<'a> {
        let f = set[0];
        let ty = self.func(f).ty;
        self.arena.alloc(Expr {
            kind: ExprKind::Func(f),
            ty,
            span,
            lvalue: true,
        })
    }

    /// Notes that `f` is used (named at `span`): a body waiting for a use (a member of
    /// a class template instance, a library function) is parsed. A member named only in
    /// an unevaluated operand (`noexcept(a.swap(b))`) is not used ([basic.def.odr]) and
    /// its body is not instantiated ([temp.inst]/4), unless its result is deduced from
    /// the body or it may be evaluated as a constant.
    pub(crate) fn note_named(&self, f: FnDeclId, span: Span) {
        self.fn_refs.borrow_mut().push(f);
        if self.in_unevaluated() && !self.facts(f).is_constexpr && !self.contains_auto(self.func(f).ret) {
            return;
        }
        let mut named = self.named_fns.borrow_mut();
        if named.len() <= f.0 as usize {
            named.resize(f.0 as usize + 1, false);
        }
        if !named[f.0 as usize] {
            named[f.0 as usize] = true;
            self.named_count.set(self.named_count.get() + 1);
            if self.instantiation_depth > 0 {
                self.named_depths
                    .borrow_mut()
                    .insert(f, (self.instantiation_depth, span));
            }
        }
    }

    /// Whether an expression has named function `f` (called it or taken its address).
    pub fn is_named(&self, f: FnDeclId) -> bool {
        self.named_fns.borrow().get(f.0 as usize).copied().unwrap_or(false)
    }

    /// An error expression at `span` (the error was already reported).
    pub fn error_expr(&self, span: Span) -> &'a Expr<'a> {
        self.mk(ExprKind::Error, TypeId::ERROR, span, false)
    }

    /// NVRTC's compilation model for the user's functions ([`crate::JitMode`]).
    pub fn jit(&self) -> crate::JitMode {
        self.jit
    }

    /// Sets NVRTC's compilation model for the user's functions ([`crate::JitMode`]).
    pub fn set_jit(&mut self, jit: crate::JitMode) {
        self.jit = jit;
    }

    /// `-rdc=true`: parameters follow nvcc's convention exactly, for callers and
    /// callees in other modules (`const T&` to a scalar passed by address).
    pub fn set_relocatable(&mut self, relocatable: bool) {
        self.types.set_scalar_const_refs_by_value(!relocatable);
    }

    /// Applies the compile's resource `limits` (see [`crate::limits`]) to the parse of
    /// `tokens` tokens that starts.
    pub fn set_limits(&mut self, limits: &crate::limits::Limits, tokens: usize) {
        self.work_guard.start(limits.parse_work_budget(tokens));
        self.stack_floor = limits
            .stack_bytes
            .map_or(0, |bytes| crate::limits::stack_address().saturating_sub(bytes));
        self.limits = limits.clone();
    }

    /// Whether the parser's stack has room for one more level at `site`; if not, the
    /// compile stops there (reported once).
    #[inline]
    pub fn stack_has_room(&self, site: impl FnOnce() -> Span) -> bool {
        if crate::limits::stack_address() >= self.stack_floor {
            return true;
        }
        self.stop_out_of_stack(site());
        false
    }

    #[cold]
    #[inline(never)]
    fn stop_out_of_stack(&self, site: Span) {
        let message = "the compile stopped here: templates and expressions nest too deeply for \
                       the compiler's stack"
            .to_string();
        self.work_guard.stop_at(site, message, &self.diags);
    }

    /// Whether the parse must stop, the work counter at `total` and the parser at token
    /// `at` (reported the first time).
    #[inline]
    pub fn over_work_budget(&self, total: u64, at: usize) -> bool {
        self.work_guard.over(total, at, &self.diags)
    }

    /// At the end of the parse: the error of a resource limit that stopped it, if one
    /// did, at the token or place it stopped (`span_of` gives a token's span).
    pub fn report_work_stop(&mut self, span_of: impl Fn(usize) -> Span) {
        self.work_guard.report(&mut self.diags, span_of);
    }

    /// The end of the translation unit, every body parsed: the `static_assert`s still
    /// waiting are checked, then a resource limit that stopped the parse is reported
    /// ([`Sema::report_work_stop`]).
    pub fn act_on_end_of_translation_unit(&mut self, span_of: impl Fn(usize) -> Span) {
        self.report_due_asserts();
        self.report_work_stop(span_of);
    }

    /// The IL's arena.
    pub fn arena(&self) -> &'a Bump {
        self.arena
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
    pub fn func(&self, id: FnDeclId) -> &Function<'a> {
        &self.functions[id.0 as usize]
    }

    /// `name(param types)`, as nvcc prints functions in execution-space errors.
    pub fn func_signature_text(&self, id: FnDeclId) -> String {
        let f = self.func(id);
        // A member function as nvcc names it: `S::f(int) const`, without `this`.
        let method = self.facts(id).method.as_ref();
        let signature = method.map_or(f.ty, |m| m.declared);
        let params = match self.types.fn_sig(signature) {
            Some((_, ps, variadic)) => {
                let mut v: Vec<String> = ps.iter().map(|p| self.types.display(*p)).collect();
                if variadic {
                    v.push("...".into());
                }
                v.join(", ")
            }
            None => String::new(),
        };
        match method {
            Some(m) => {
                let class = self.class_name_text(m.class);
                let name = f.name.rsplit("::").next().unwrap_or(f.name);
                let qualifier = if m.is_const { " const" } else { "" };
                format!("{class}::{name}({params}){qualifier}")
            }
            None => format!("{}({params})", f.name),
        }
    }

    /// Class `ty` as nvcc's messages name it: its namespaces and, for a class template's
    /// instance, its arguments, spelled as EDG does (`ns::W<int> `, a space after `>`).
    fn class_name_text(&self, ty: TypeId) -> String {
        let Some(record) = self.types.record_of(ty) else {
            return self.types.display(ty);
        };
        let mut text: String = record.scope.iter().map(|s| format!("{s}::")).collect();
        text.push_str(&record.name);
        let args: Option<Vec<String>> = record
            .template_args
            .iter()
            .map(|a| match a {
                crate::types::TemplateArg::Type(t) => Some(self.types.display(*t)),
                crate::types::TemplateArg::Int { ty, value } if self.types.is_bool(*ty) => {
                    Some((*value != 0).to_string())
                }
                crate::types::TemplateArg::Int { value, .. } => Some(value.to_string()),
                _ => None,
            })
            .collect();
        match args {
            Some(args) if !args.is_empty() => format!("{text}<{}> ", args.join(", ")),
            _ => text,
        }
    }
}
