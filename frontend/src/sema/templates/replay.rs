//! What the template rules ask of the parser. A template is kept as positions in the
//! token stream, so reading a default template argument or making an instance means
//! parsing stored tokens again with the template parameters bound: grammar work that
//! only the parser can do. The rules themselves (which arguments, which
//! specialization, which instance, which error) live in `sema::templates`; they reach
//! the parser through [`TemplateParser`], as clang's Sema reaches its parser for
//! late-parsed templates. `parser::templates::replay` implements it.

use crate::il::{FnDeclId, VarId};
use crate::mangle::TemplateArg;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::aliases::StoredTemplate;
use super::deduction_guides::ClassTemplateShape;
use super::guide_declarations::{ConstructorSite, GuideSignature};
use super::{ClassTemplateId, FnTemplateId, Instantiation, TemplateParamKind};
use crate::sema::decl::FnDeclInfo;
use crate::sema::lookup::NsId;
use crate::sema::Sema;

/// Template parameters bound to arguments, by position (name, argument).
pub type Bindings = Vec<(Sym, TemplateArg)>;

/// A function template instance to parse: the declaration at `pos`, in namespace `ns`,
/// with `bindings` declared around it; its function gets `instantiation`'s name.
pub struct FunctionReplay {
    /// The template's namespace.
    pub ns: NsId,
    /// Token index of the declaration (the primary template's or a specialization's).
    pub pos: usize,
    /// The template parameters bound to the arguments (none for a specialization).
    pub bindings: Bindings,
    /// The name and template key the declared function gets.
    pub instantiation: Instantiation,
    /// The declaration as substituting the signature for these arguments read it, if
    /// kept ([`SubstitutedSignature::declaration`]).
    pub declaration: Option<ReadSignature>,
}

/// The parser's reading of a function template's declaration for one argument list
/// (its specifiers and declarator: syntax only the parser knows), kept by Sema between
/// the signature's substitution and the instance, which takes it instead of reading the
/// same tokens with the same arguments again.
pub type ReadSignature = Box<dyn std::any::Any>;

/// What [`TemplateParser::substitute_signature`] read.
pub struct SubstitutedSignature {
    /// The parameter types.
    pub params: Vec<TypeId>,
    /// The declaration as read, when the instance may take it (a non-member or member
    /// function template's declaration without default arguments).
    pub declaration: Option<ReadSignature>,
}

/// A member function template instance to parse: the member declaration at `pos` in the
/// scope of `class` (`class_ns`), with `bindings`; the function it declares gets the
/// name `mangled` and is the instance of `template` for `args`.
pub struct MemberReplay {
    /// The member template.
    pub template: FnTemplateId,
    /// The (converted) arguments of the instance.
    pub args: Vec<TemplateArg>,
    /// The class the template is a member of.
    pub class: TypeId,
    /// That class's scope.
    pub class_ns: NsId,
    /// Token index of the member declaration after `template <...>`.
    pub pos: usize,
    /// The template parameters bound to `args`.
    pub bindings: Bindings,
    /// The instance's mangled name.
    pub mangled: String,
    /// The instance declared (from the declaration in the class) before the template
    /// was defined, which this parse of the definition gives its body.
    pub defines: Option<FnDeclId>,
    /// The member declaration as substituting the signature for `args` read it, if
    /// kept ([`SubstitutedSignature::declaration`]).
    pub declaration: Option<ReadSignature>,
}

/// A class template instance to parse: the class definition whose class key is at
/// `pos`, in namespace `ns`, with `bindings`, defining record `record`; with
/// `out_of_class_members`, the members of `template` defined outside the class are then
/// defined for those arguments.
pub struct ClassReplay {
    /// The class template.
    pub template: ClassTemplateId,
    /// The instance's record, which the parsed definition completes.
    pub record: TypeId,
    /// The template's namespace.
    pub ns: NsId,
    /// Token index of the class key of the definition used (primary, full or partial
    /// specialization).
    pub pos: usize,
    /// The parameters of that definition bound to the arguments (none for a full
    /// specialization).
    pub bindings: Bindings,
    /// The instance's arguments, when the template's out-of-class members are to be
    /// defined for it (not for a full specialization, which has its own).
    pub out_of_class_members: Option<Vec<TemplateArg>>,
}

/// Where a function template's signature is written, for substituting into it.
#[derive(Clone, Copy, Debug)]
pub struct SignatureSite {
    /// The template's namespace (a member's: its class's scope).
    pub ns: NsId,
    /// Token index of the declaration after `template <...>`.
    pub pos: usize,
    /// For a constructor template: the class name the declaration uses.
    pub ctor_name: Option<Sym>,
    /// Whether its instance is parsed as a declaration at `pos` in scope `ns` (a
    /// non-member template's, or a member template's of a complete class), so it may
    /// take the declaration read here.
    pub instance_reads_here: bool,
}

/// What to parse in a stored template's tokens (an alias or variable template, or a
/// variable template's specialization) with its parameters bound.
pub enum StoredParse<'t> {
    /// The default template argument at this token range.
    DefaultArgument((usize, usize)),
    /// The dependent non-type parameter type at this token range.
    ParamType((usize, usize)),
    /// The whole of the tokens as a type (an alias template's).
    Type,
    /// The declaration: a variable template instance, whose variable gets `symbol`;
    /// `specialization` when the tokens are a specialization's (`name<args>` included).
    Variable {
        /// The instance variable's symbol.
        symbol: String,
        /// The tokens are an explicit or partial specialization's.
        specialization: bool,
    },
    /// A variable template specialization's pattern at token `at` (its `<`), completed
    /// against the primary template `primary`, in a diagnostics trial.
    SpecializationArgs {
        /// Token index of the pattern's `<`.
        at: usize,
        /// The primary template.
        primary: &'t StoredTemplate,
    },
}

/// What [`TemplateParser::parse_stored`] read.
pub enum StoredParsed {
    /// A default template argument.
    Arg(TemplateArg),
    /// A specialization's pattern, completed and bound to the primary's parameters.
    Args(Bindings),
    /// The variable a variable template instance declared.
    Var(VarId),
    /// A parameter type, parsed without error.
    Parsed,
    /// The type the tokens spell.
    Type(TypeId),
}

/// The parser, as the template rules see it.
pub trait TemplateParser<'a> {
    /// The semantic analyser the parser drives.
    fn sema(&mut self) -> &mut Sema<'a>;
    /// Whether the class key at token `pos` is `union`.
    fn is_union_at(&self, pos: usize) -> bool;
    /// Parses the default template argument at tokens `tokens`, in the template's scope
    /// Sema entered; `None` after an error.
    fn parse_default_argument(&mut self, tokens: (usize, usize)) -> Option<TemplateArg>;
    /// Parses the signature of the function template declared at `pos` in namespace
    /// `ns` with `bindings` (and first the types at token ranges `types`): its parameter
    /// types, `None` when one of `types` or the signature does not parse (Sema judges
    /// the errors reported meanwhile). For a constructor template see
    /// [`SignatureSite::ctor_name`].
    fn substitute_signature(
        &mut self,
        at: SignatureSite,
        types: &[(usize, usize)],
        bindings: Bindings,
    ) -> Option<SubstitutedSignature>;
    /// Parses the argument list at token `at` (a partial specialization's pattern of
    /// class template `t`, in its namespace `ns`) with `bindings`: the completed
    /// arguments, `None` when they do not parse (Sema judges the errors reported
    /// meanwhile).
    fn substitute_partial_pattern(
        &mut self,
        t: ClassTemplateId,
        ns: NsId,
        at: usize,
        bindings: Bindings,
    ) -> Option<Vec<TemplateArg>>;
    /// Parses `what` in stored template `t`'s tokens, in the scopes it was declared in,
    /// with `bindings` declared; `None` after an error.
    fn parse_stored(
        &mut self,
        t: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
        what: StoredParse<'_>,
    ) -> Option<StoredParsed>;
    /// Whether the instance of a class template named `name` just named may stay
    /// incomplete for now (named for a pointer or reference while an explicit
    /// specialization of the name lies ahead).
    fn may_defer_instance(&mut self, name: Sym) -> bool;
    /// Whether an explicit specialization of a class template named `name` is written
    /// at or after the furthest token read.
    fn specialization_ahead(&mut self, name: Sym) -> bool;
    /// Whether the class template instance whose arguments were just read is itself
    /// a template argument (followed by `,` or `>`).
    fn names_template_argument(&self) -> bool;
    /// Whether the class template instance whose arguments were just read qualifies
    /// a name (followed by `::`).
    fn names_qualifier(&self) -> bool;
    /// The index of the token the parser reads next.
    fn reading_at(&self) -> usize;
    /// Parses a function template instance; whether it parsed without a syntax error.
    fn parse_function_instance(&mut self, replay: FunctionReplay) -> bool;
    /// Parses a member function template instance; the function it declared.
    fn parse_member_instance(&mut self, replay: MemberReplay) -> Option<FnDeclId>;
    /// Parses a class template instance.
    fn parse_class_instance(&mut self, replay: ClassReplay);
    /// Parses the definition outside its class of a class template's member at token
    /// `pos` in namespace `ns` with the template's parameters bound as `bindings` says.
    fn parse_out_of_class_member(&mut self, ns: NsId, pos: usize, bindings: &Bindings);
    /// Parses the declaration of a constructor template's instance (its parameters
    /// bound as `replay` says) up to its body: its signature, default arguments
    /// included; `None` after an error.
    fn ctor_instance_signature(&mut self, replay: super::constructors::CtorReplay) -> Option<FnDeclInfo>;
    /// Parses the type at token `pos` in namespace `ns` with `bindings` (a written
    /// deduction guide's result); `None` after an error.
    fn parse_type_with(&mut self, ns: NsId, bindings: Bindings, pos: usize) -> Option<TypeId>;
    /// The constructors declared in the class definition whose class key is at token
    /// `kw` and whose class is named `name`.
    fn constructor_sites(&self, kw: usize, name: Sym) -> Vec<ConstructorSite>;
    /// Reads constructor `ctor` of class template `shape` as a deduction guide's
    /// signature: its own template head (if any) after the class template's
    /// parameters, its parameter list as a pattern over them, in the template's
    /// namespace; `None` when it does not parse.
    fn parse_guide_signature(&mut self, shape: &ClassTemplateShape, ctor: ConstructorSite) -> Option<GuideSignature>;
    /// Parses generic lambda `id`'s parameter list at token `params_pos` with its
    /// `auto`s standing for `types`, then its body: the call operator instance for them
    /// (see [`crate::sema::lambdas::generic::instantiate_generic_call`]).
    fn parse_generic_call_operator(&mut self, id: crate::types::RecordId, types: Vec<TypeId>, params_pos: usize);
}

/// Binds `params` to `args` by position.
pub fn bindings(params: &[(Sym, TemplateParamKind)], args: &[TemplateArg]) -> Bindings {
    params
        .iter()
        .zip(args)
        .map(|((name, _), a)| (*name, a.clone()))
        .collect()
}

/// How Sema reaches a parser from inside one of its own actions. A construction is
/// analysed by Sema (conversions included), and whether a constructor template is a
/// candidate can depend on substituting into its signature (SFINAE), which needs the
/// parser that is driving this very action. The parser installs a host at its start
/// ([`Sema::set_replay_host`]); [`Sema::with_template_parser`] runs a check through a
/// parser over the same tokens that borrows this Sema for the time of the check.
#[derive(Clone)]
pub struct ReplayHost<'a> {
    /// The translation unit's tokens, shared with the parser.
    pub tokens: std::rc::Rc<Vec<crate::token::Token>>,
    /// Lends `sema` to a parser over `tokens` and runs the check with it.
    pub run: NestedParse<'a>,
}

/// The parser's entry point behind a [`ReplayHost`].
pub type NestedParse<'a> =
    fn(&mut Sema<'a>, &std::rc::Rc<Vec<crate::token::Token>>, &mut dyn FnMut(&mut dyn TemplateParser<'a>));

/// How many checks may run inside one another (a signature whose substitution
/// constructs a class whose constructor templates need a check of their own).
const MAX_NESTED_CHECKS: u32 = 8;

impl<'a> Sema<'a> {
    /// Installs the parser's host (see [`ReplayHost`]).
    pub fn set_replay_host(&mut self, host: ReplayHost<'a>) {
        self.replay_host = Some(host);
    }

    /// Runs `check` with a parser that borrows this Sema; `None` without a host or when
    /// checks nest too deeply (the caller treats that as a failed substitution).
    pub fn with_template_parser<R>(&mut self, check: impl FnOnce(&mut dyn TemplateParser<'a>) -> R) -> Option<R> {
        let host = self.replay_host.clone()?;
        if self.nested_checks >= MAX_NESTED_CHECKS {
            return None;
        }
        self.nested_checks += 1;
        let mut check = Some(check);
        let mut result = None;
        (host.run)(self, &host.tokens, &mut |p| {
            if let Some(c) = check.take() {
                result = Some(c(p));
            }
        });
        self.nested_checks -= 1;
        result
    }
}
