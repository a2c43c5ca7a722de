//! Replaying stored tokens: a default template argument, a function template
//! instance, a class template instance, a member template instance or an out-of-class
//! member of a class template is parsed again from its recorded position, as if at
//! namespace scope. This is the parser's side of [`TemplateParser`], through which
//! Sema's template rules (`sema::templates`) ask for instances; they decide what to
//! parse, this file only parses it. [`Parser::leave_context`] saves (and clears)
//! everything that belongs to the place the replay starts from, and
//! [`Parser::return_to`] puts it back.

use crate::il::FnDeclId;
use crate::mangle::TemplateArg;
use crate::sema::body_context::{Suspend, SuspendedBody};
use crate::sema::lookup::NsId;
use crate::sema::templates::aliases::StoredTemplate;
use crate::sema::templates::arguments::complete_class_args;
use crate::sema::templates::deduction_guides::ClassTemplateShape;
use crate::sema::templates::guide_declarations::{ConstructorSite, GuideSignature};
use crate::sema::templates::out_of_class_members::define_out_of_class_members;
use crate::sema::templates::replay::{
    Bindings, ClassReplay, FunctionReplay, MemberReplay, ReadSignature, SignatureSite, SubstitutedSignature,
    TemplateParser,
};
use crate::sema::templates::replay::{StoredParse, StoredParsed};
use crate::sema::templates::ClassTemplateId;
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::template_replays::{self, Replay};
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::declarations::{DeclOp, ReadDeclaration};
use crate::parser::{Parser, Recover};

/// What [`Parser::leave_context`] saved.
pub(in crate::parser) struct SavedContext<'a> {
    pos: usize,
    in_launch_config: bool,
    in_template_args: bool,
    extern_c: bool,
    class_ctor_name: Option<Sym>,
    pattern_value_params: Vec<(Sym, crate::types::TemplateArg)>,
    head_value_params: Vec<Sym>,
    pattern_pack_args: Vec<(Sym, Vec<crate::types::TemplateArg>)>,
    param_packs: Vec<(Sym, Vec<Sym>)>,
    token_limit: usize,
    in_template_pattern: bool,
    /// The second half of a `>>` still to read where the replay started
    /// (`f<g<T>>`: `g<T>`'s instance is replayed between the halves).
    split_shr: Option<(usize, Sym)>,
    body: SuspendedBody<'a>,
}

impl<'a> Parser<'_, 'a> {
    /// Saves the current context and clears it for a replay of kind `kind` (the
    /// position is kept until the caller moves it).
    pub(in crate::parser) fn leave_context(&mut self, kind: Replay) -> SavedContext<'a> {
        template_replays::note(kind);
        self.specializations.frontier = self.specializations.frontier.max(self.pos);
        SavedContext {
            pos: self.pos,
            in_launch_config: std::mem::replace(&mut self.in_launch_config, false),
            in_template_args: std::mem::replace(&mut self.in_template_args, false),
            extern_c: std::mem::replace(&mut self.extern_c, false),
            class_ctor_name: self.class_ctor_name.take(),
            pattern_value_params: std::mem::take(&mut self.pattern_value_params),
            head_value_params: std::mem::take(&mut self.head_value_params),
            pattern_pack_args: std::mem::take(&mut self.pattern_pack_args),
            param_packs: std::mem::take(&mut self.param_packs),
            token_limit: std::mem::replace(&mut self.token_limit, usize::MAX),
            in_template_pattern: std::mem::take(&mut self.in_template_pattern),
            split_shr: self.split_shr.take(),
            body: self.sema.suspend_body(Suspend::REPLAY),
        }
    }

    /// Restores a context saved by [`Parser::leave_context`].
    pub(in crate::parser) fn return_to(&mut self, saved: SavedContext<'a>) {
        self.pos = saved.pos;
        self.in_launch_config = saved.in_launch_config;
        self.in_template_args = saved.in_template_args;
        self.extern_c = saved.extern_c;
        self.class_ctor_name = saved.class_ctor_name;
        self.pattern_value_params = saved.pattern_value_params;
        self.head_value_params = saved.head_value_params;
        self.pattern_pack_args = saved.pattern_pack_args;
        self.param_packs = saved.param_packs;
        self.token_limit = saved.token_limit;
        self.in_template_pattern = saved.in_template_pattern;
        self.split_shr = saved.split_shr;
        self.sema.resume_body(saved.body);
    }
}

impl<'a> TemplateParser<'a> for Parser<'_, 'a> {
    fn sema(&mut self) -> &mut Sema<'a> {
        self.sema
    }

    fn is_union_at(&self, pos: usize) -> bool {
        self.toks[pos].kind == K::KwUnion
    }

    fn parse_default_argument(&mut self, tokens: (usize, usize)) -> Option<TemplateArg> {
        template_replays::note(Replay::DefaultArgument);
        let saved_pos = self.pos;
        self.pos = tokens.0;
        let split = self.split_shr.take();
        // The default may stand after the end of stored tokens being replayed (a
        // variable template's initializer calling a template of a class defined later).
        let limit = std::mem::replace(&mut self.token_limit, usize::MAX);
        let r = self.template_argument();
        self.token_limit = limit;
        let ended = self.pos == tokens.1;
        // A default ending in the first half of `>>` leaves that split behind.
        self.split_shr = split;
        self.pos = saved_pos;
        match r {
            Ok(a) if ended => Some(a),
            Ok(_) => {
                let span = self.toks[tokens.0].span;
                self.error_at(span, "expected a single template argument");
                None
            }
            Err(Recover) => None,
        }
    }

    fn parse_stored(
        &mut self,
        t: &StoredTemplate,
        bindings: &[(Sym, TemplateArg)],
        what: StoredParse<'_>,
    ) -> Option<StoredParsed> {
        self.parse_stored_template(t, bindings, what)
    }

    fn substitute_signature(
        &mut self,
        at: SignatureSite,
        types: &[(usize, usize)],
        bindings: Bindings,
    ) -> Option<SubstitutedSignature> {
        self.replaying(at.ns, &bindings, Replay::Signature, |p| {
            let mut parsed = true;
            for &(start, end) in types {
                p.pos = start;
                p.token_limit = end;
                parsed &= p.decl_specifiers().is_ok();
                p.token_limit = usize::MAX;
            }
            p.pos = at.pos;
            let substituted = match at.ctor_name {
                Some(name) => {
                    p.class_ctor_name = Some(name);
                    p.ctor_signature().ok().map(|(info, _)| SubstitutedSignature {
                        params: info.params.iter().map(|p| p.ty.unqualified()).collect(),
                        declaration: None,
                    })
                }
                // A conversion function template's signature is its result type
                // (`operator enable_if_t<C, U>()`); it has no parameters.
                None if p.conversion_operator_at().is_some() => {
                    p.conversion_declaration().ok().map(|_| SubstitutedSignature {
                        params: Vec::new(),
                        declaration: None,
                    })
                }
                None => p.function_signature_read().ok().map(|(sig, spec, declarator)| {
                    let read = ReadDeclaration {
                        pos: at.pos,
                        end: p.pos,
                        spec,
                        declarator,
                        param_packs: std::mem::take(&mut p.param_packs),
                    };
                    SubstitutedSignature {
                        params: sig.params,
                        declaration: (at.instance_reads_here && p.instance_may_take(&read))
                            .then(|| Box::new(read) as ReadSignature),
                    }
                }),
            };
            substituted.filter(|_| parsed)
        })
    }

    fn substitute_partial_pattern(
        &mut self,
        t: ClassTemplateId,
        ns: NsId,
        at: usize,
        bindings: Bindings,
    ) -> Option<Vec<TemplateArg>> {
        let span = self.toks[at].span;
        self.replaying(ns, &bindings, Replay::PartialPattern, |p| {
            p.pos = at;
            p.template_arguments()
                .ok()
                .and_then(|a| complete_class_args(p, t, a, span))
        })
    }

    fn may_defer_instance(&mut self, name: Sym) -> bool {
        self.may_leave_instance_incomplete(name)
    }

    fn specialization_ahead(&mut self, name: Sym) -> bool {
        Parser::specialization_ahead(self, name)
    }

    fn names_qualifier(&self) -> bool {
        self.peek() == K::ColonColon
    }

    fn reading_at(&self) -> usize {
        self.pos
    }

    fn names_template_argument(&self) -> bool {
        self.in_template_args && matches!(self.peek(), K::Comma | K::Gt | K::Shr)
    }

    fn parse_function_instance(&mut self, replay: FunctionReplay) -> bool {
        self.instantiating(replay.ns, &replay.bindings, Replay::FunctionInstance, |p| {
            p.sema.begin_instantiation(replay.instantiation);
            p.pos = replay.pos;
            let read = replay.declaration.and_then(|d| d.downcast::<ReadDeclaration>().ok());
            p.function_instance_declaration(read.map(|r| *r)).is_ok()
        })
    }

    fn parse_member_instance(&mut self, mut replay: MemberReplay) -> Option<FnDeclId> {
        let bindings = std::mem::take(&mut replay.bindings);
        self.instantiating(replay.class_ns, &bindings, Replay::MemberFunctionInstance, |p| {
            p.member_instance(replay)
        })
    }

    fn ctor_instance_signature(
        &mut self,
        replay: crate::sema::templates::constructors::CtorReplay,
    ) -> Option<crate::sema::decl::FnDeclInfo> {
        // An instantiation of the instance's declaration: its default arguments are
        // instantiated only when a call uses them ([temp.inst]/12), so their errors wait.
        self.in_ctor_replay(replay, Replay::Signature, |p| {
            p.ctor_signature().ok().map(|(info, _)| info)
        })
    }

    fn parse_type_with(&mut self, ns: NsId, bindings: Bindings, pos: usize) -> Option<TypeId> {
        self.replaying(ns, &bindings, Replay::Type, |p| {
            p.pos = pos;
            p.type_name().ok()
        })
    }

    fn constructor_sites(&self, kw: usize, name: Sym) -> Vec<ConstructorSite> {
        Parser::constructor_sites(self, kw, name)
    }

    fn parse_guide_signature(&mut self, shape: &ClassTemplateShape, ctor: ConstructorSite) -> Option<GuideSignature> {
        self.guide_signature(shape, ctor)
    }

    fn parse_out_of_class_member(&mut self, ns: NsId, pos: usize, bindings: &Bindings) {
        self.define_template_member(ns, pos, bindings);
    }

    fn parse_generic_call_operator(&mut self, id: crate::types::RecordId, types: Vec<TypeId>, params_pos: usize) {
        self.generic_call_operator(id, types, params_pos);
    }

    fn parse_class_instance(&mut self, replay: ClassReplay) {
        self.instantiating(replay.ns, &replay.bindings, Replay::ClassInstance, |p| {
            p.pos = replay.pos;
            p.instantiating_record = Some(replay.record);
            // A class instance is shared by every later use, device code's too: when
            // host code asked for it, its errors are set aside under the template's name,
            // which device code revives them by naming (see crate::host_code).
            let region = p.sema.enter_instance_region();
            let _ = p.record_specifier();
            if let Some(args) = &replay.out_of_class_members {
                define_out_of_class_members(p, replay.template, args);
            }
            let span = p.toks[replay.pos].span;
            p.sema.leave_instance_region(&region, replay.template, span);
            p.instantiating_record = None;
        })
    }
}

impl Parser<'_, '_> {
    /// Whether the instance may take declaration `read`, as the substitution of its
    /// signature read it, instead of reading it again: when nothing in it is read per
    /// use of the declaration (default arguments, an instance reads in its own
    /// context) or left behind for the declaration to take (GNU ABI tags).
    fn instance_may_take(&self, read: &ReadDeclaration) -> bool {
        let defaults = read.declarator.ops.iter().any(|op| match op {
            DeclOp::Function(params, _) => params.iter().any(|p| p.default.is_some() || p.pattern_default),
            _ => false,
        });
        let span = read.spec.span;
        !defaults
            && read.declarator.qualifier.is_none()
            && !self.abi_tags_by_spec.contains_key(&(span.file.0, span.start))
    }
}

impl<'a> Parser<'_, 'a> {
    /// Parses a member template's instance at `replay.pos`, in the scope of its class
    /// instance (entered by the caller).
    fn member_instance(&mut self, replay: MemberReplay) -> Option<FnDeclId> {
        let friend = self.sema.begin_member_template_instance(replay.template);
        self.pos = replay.pos;
        let read = replay
            .declaration
            .and_then(|d| d.downcast::<ReadDeclaration>().ok())
            .filter(|r| r.pos == self.pos && !friend);
        let mut deferred = Vec::new();
        let declared = (|| {
            if let Some(read) = read {
                // As the signature's substitution read it: no qualifier to skip.
                self.pos = read.end;
                self.param_packs = read.param_packs;
                self.member_function(replay.class, &read.spec, &read.declarator, true, &mut deferred)?;
                return Ok(Ok(read.declarator.name.map(|(n, _)| n)));
            }
            if self.at_conversion_function() {
                let (spec, d, _, _) = self.conversion_declaration()?;
                self.member_function(replay.class, &spec, &d, true, &mut deferred)?;
                return Ok(Ok(d.name.map(|(n, _)| n)));
            }
            let spec = self.decl_specifiers()?;
            if friend {
                // A hidden friend: declared in the namespace, parsed in the class.
                return Ok(Err(self.friend_function(spec, &mut deferred)?));
            }
            // A definition outside the class names it (`S::f(`): the name alone, as inside.
            self.skip_member_qualifier();
            let d = self.nested(|p| p.declarator(false))?;
            self.member_function(replay.class, &spec, &d, true, &mut deferred)?;
            Ok::<_, Recover>(Ok(d.name.map(|(n, _)| n)))
        })();
        let (named, friend) = match declared {
            Ok(Ok(named)) => (named, None),
            Ok(Err(friend)) => (None, friend),
            Err(_) => (None, None),
        };
        let f = self.sema.finish_member_template_instance(
            replay.template,
            replay.args,
            replay.mangled,
            replay.defines,
            named,
            friend,
        );
        if let Some(f) = f {
            // The definition of an instance declared earlier gives that instance its body.
            if replay.defines.is_some() {
                for d in &mut deferred {
                    d.func = f;
                }
            }
            for d in deferred {
                self.deferred_body(d, replay.class_ns);
            }
        }
        f
    }
}

impl<'a> Parser<'_, 'a> {
    /// Runs `parse` over a template's stored tokens in the template's scope (namespace
    /// `ns`, `bindings` declared) with the parser's own context set aside; both come
    /// back when it returns.
    pub(in crate::parser) fn replaying<R>(
        &mut self,
        ns: NsId,
        bindings: &Bindings,
        kind: Replay,
        parse: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.replay_in(ns, bindings, false, kind, parse)
    }

    /// [`Parser::replaying`] for an instance: one level deeper in instantiations.
    pub(in crate::parser) fn instantiating<R>(
        &mut self,
        ns: NsId,
        bindings: &Bindings,
        kind: Replay,
        parse: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.replay_in(ns, bindings, true, kind, parse)
    }

    /// [`Parser::replaying`], or [`Parser::instantiating`] when `instance`.
    pub(in crate::parser) fn replay_in<R>(
        &mut self,
        ns: NsId,
        bindings: &Bindings,
        instance: bool,
        kind: Replay,
        parse: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let saved = self.leave_context(kind);
        let bound = bindings.iter().map(|(name, a)| (*name, a));
        let scope = match instance {
            true => self.sema.enter_instance_scope(ns, bound),
            false => self.sema.enter_template_scope(ns, bound),
        };
        // An instance's syntax nests from level 0: the depth of instances is limited by
        // `-ftemplate-depth`, and the stack by Sema.
        let depth = match instance {
            true => std::mem::take(&mut self.depth),
            false => self.depth,
        };
        let r = parse(self);
        self.depth = depth;
        self.sema.leave_template_scope(scope);
        self.return_to(saved);
        r
    }
}
