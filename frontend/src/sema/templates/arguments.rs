//! Template arguments against template parameters: checking explicit arguments (kind and
//! number), completing an argument list with the parameters' default arguments, and
//! converting non-type arguments to their parameters' types ([temp.arg]). Default
//! arguments are kept as tokens, so reading one asks the parser
//! ([`TemplateParser::parse_default_argument`]).

use crate::mangle::TemplateArg;
use crate::source::Span;

use super::replay::TemplateParser;
use super::{ClassTemplateId, FnTemplateId, TemplateParamKind};
use crate::sema::Sema;

/// The default template argument at tokens `range`, read in namespace `ns` with
/// `params` bound to `bound`; `None` when it does not parse.
fn default_argument<'a>(
    p: &mut dyn TemplateParser<'a>,
    ns: crate::sema::lookup::NsId,
    params: &[(crate::symbol::Sym, TemplateParamKind)],
    bound: &[TemplateArg],
    range: (usize, usize),
) -> Option<TemplateArg> {
    let bindings = params.iter().zip(bound).map(|((name, _), a)| (*name, a));
    let scope = p.sema().enter_template_scope(ns, bindings);
    let a = p.parse_default_argument(range);
    p.sema().leave_template_scope(scope);
    a
}

/// Completes the (explicit and deduced) arguments `bound` of function template `t` with
/// the default arguments of the parameters left unbound; `None` when one has no default
/// or its default does not parse.
pub fn complete_function_args<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    bound: Vec<Option<TemplateArg>>,
) -> Option<Vec<TemplateArg>> {
    // Defaults to read: remembered as class templates' are (`function_defaults_memo`).
    let sema = p.sema();
    let reads_defaults =
        bound.iter().any(Option::is_none) && !bound.iter().flatten().any(|a| sema.arg_is_dependent_or_opaque(a));
    if !reads_defaults {
        return complete_function_args_now(p, t, bound);
    }
    let bound = match sema.remembered_function_defaults(t, bound) {
        Ok(completed) => return Some(completed),
        Err(bound) => bound,
    };
    let read = p.sema().begin_alias_read();
    let completed = complete_function_args_now(p, t, bound.clone());
    p.sema().end_function_defaults_read(read, t, bound, completed.as_ref());
    completed
}

/// [`complete_function_args`] without memory.
fn complete_function_args_now<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: FnTemplateId,
    mut bound: Vec<Option<TemplateArg>>,
) -> Option<Vec<TemplateArg>> {
    let tmpl = &p.sema().templates[t];
    let (ns, params, defaults, member) = (tmpl.ns, tmpl.params.clone(), tmpl.defaults.clone(), tmpl.member);
    // A member template of a class template instance: the class's parameters are bound
    // in its defaults too (`template <sel C = traits<Tp...>::pick()>` in `tuple<Tp...>`).
    let outer = member.map_or_else(Vec::new, |m| p.sema().class_instance_bindings(m.class));
    for k in 0..bound.len() {
        if bound[k].is_some() {
            continue;
        }
        let range = defaults.get(k).copied().flatten()?;
        let earlier: Option<Vec<TemplateArg>> = bound[..k].iter().cloned().collect();
        let names: Vec<(crate::symbol::Sym, TemplateParamKind)> = outer
            .iter()
            .map(|(n, _)| (*n, TemplateParamKind::Type))
            .chain(params[..k].iter().cloned())
            .collect();
        let args: Vec<TemplateArg> = outer.iter().map(|(_, a)| a.clone()).chain(earlier?).collect();
        // An ill-formed default removes the candidate (SFINAE), it is no error.
        let trial = p.sema().diags.begin_trial();
        let a = default_argument(p, ns, &names, &args, range);
        if p.sema().diags.end_trial(trial) {
            return None;
        }
        bound[k] = Some(a?);
    }
    bound.into_iter().collect()
}

/// Completes the arguments `args` of class template `t` with default arguments and
/// converts non-type arguments to their parameters' types; `None` after reporting too
/// many or too few arguments or a mismatch.
pub fn complete_class_args<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    args: Vec<TemplateArg>,
    site: Span,
) -> Option<Vec<TemplateArg>> {
    // Defaults to read: remembered as alias template uses are (`alias_memo`).
    let sema = p.sema();
    let reads_defaults =
        args.len() < sema.class_templates[t].params.len() && !args.iter().any(|a| sema.arg_is_dependent_or_opaque(a));
    if !reads_defaults {
        return complete_class_args_now(p, t, args, site);
    }
    let args = match sema.remembered_class_defaults(t, args) {
        Ok(completed) => return Some(completed),
        Err(args) => args,
    };
    let read = p.sema().begin_alias_read();
    let completed = complete_class_args_now(p, t, args.clone(), site);
    p.sema().end_class_defaults_read(read, t, args, completed.as_ref());
    completed
}

/// [`complete_class_args`] without memory.
fn complete_class_args_now<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    mut args: Vec<TemplateArg>,
    site: Span,
) -> Option<Vec<TemplateArg>> {
    // Run for every use of a class template: its name and parameters are borrowed, not
    // copied, unless a default argument is read.
    let sema = p.sema();
    let tmpl = &sema.class_templates[t];
    let (ns, params) = (tmpl.ns, &tmpl.params);
    // A pattern's expansion before the parameter pack (`Traits<Args...>` with
    // `template <class Op, class... Rest>`) may stand for that parameter and the pack's
    // elements alike: the arguments from it on stay as written, unchecked, and match an
    // instance's arguments spliced into one list (`pattern_match::flatten_packs`).
    if let Some(e) = expansion_before_pack(params, &args) {
        let unaligned = args.split_off(e);
        let mut out = sema.convert_class_template_args(t, e, args, site)?;
        out.extend(unaligned);
        return Some(out);
    }
    pack_trailing_args(params, &mut args);
    let param_count = params.len();
    if args.len() > param_count {
        let name = sema.interner.get(tmpl.name).to_string();
        sema.diags
            .error(site, format!("too many arguments for class template \"{name}\""));
        return None;
    }
    // A pattern's pack expanded into parameters that are no pack (`TM<Args...>` with
    // `template <class A, class B, class C = int> struct TM`): the expansion may stand
    // for any number of them, so the missing ones are neither defaulted nor missing
    // until an instance substitutes the pack.
    let expanded = args.iter().any(|a| matches!(a, TemplateArg::Expansion(_)));
    let missing = if expanded {
        args.len()..args.len()
    } else {
        args.len()..param_count
    };
    if !missing.is_empty() {
        read_default_args(p, t, ns, missing, &mut args, site)?;
    }
    p.sema().convert_class_template_args(t, param_count, args, site)
}

/// Appends to `args` the default arguments of class template `t`'s parameters
/// `missing`; `None` after reporting a parameter without one.
fn read_default_args<'a>(
    p: &mut dyn TemplateParser<'a>,
    t: ClassTemplateId,
    ns: crate::sema::lookup::NsId,
    missing: std::ops::Range<usize>,
    args: &mut Vec<TemplateArg>,
    site: Span,
) -> Option<()> {
    let params = p.sema().class_templates[t].params.clone();
    // A member class template of a class template instance: the enclosing class's
    // parameters are bound in its defaults too (`bool B = Has<T, Op>::value`).
    let outer = match p.sema().scopes.class_of(ns) {
        Some(class) => p.sema().class_instance_bindings(class),
        None => Vec::new(),
    };
    for k in missing {
        match p.sema().class_templates[t].defaults[k] {
            Some(range) => {
                let names: Vec<(crate::symbol::Sym, TemplateParamKind)> = outer
                    .iter()
                    .map(|(n, _)| (*n, TemplateParamKind::Type))
                    .chain(params[..k].iter().cloned())
                    .collect();
                let bound: Vec<TemplateArg> = outer
                    .iter()
                    .map(|(_, a)| a.clone())
                    .chain(args.iter().cloned())
                    .collect();
                let a = default_argument(p, ns, &names, &bound, range)?;
                args.push(a);
            }
            None => {
                let sema = p.sema();
                let name = sema.interner.get(sema.class_templates[t].name).to_string();
                sema.diags
                    .error(site, format!("too few arguments for class template \"{name}\""));
                return None;
            }
        }
    }
    Some(())
}

/// The position of the first pack expansion among `args` when it comes before the
/// position of the parameter pack of `params` (the last parameter), if any.
fn expansion_before_pack(params: &[(crate::symbol::Sym, TemplateParamKind)], args: &[TemplateArg]) -> Option<usize> {
    let k = params.iter().position(|(_, kind)| kind.is_pack())?;
    args.iter().take(k).position(|a| matches!(a, TemplateArg::Expansion(_)))
}

/// Gathers the arguments for a template's parameter pack (its last parameter) into
/// one [`TemplateArg::Pack`], unless they already are.
fn pack_trailing_args(params: &[(crate::symbol::Sym, TemplateParamKind)], args: &mut Vec<TemplateArg>) {
    let Some(k) = params.iter().position(|(_, kind)| kind.is_pack()) else {
        return;
    };
    let packed = args.len() == params.len() && matches!(args.get(k), Some(TemplateArg::Pack(_)));
    if packed || args.len() < k {
        return;
    }
    let tail = args.split_off(k);
    args.push(TemplateArg::Pack(tail));
}

impl<'a> Sema<'a> {
    /// Checks `args` against the parameters of function template `t` (one argument of
    /// the right kind per parameter) and converts non-type arguments to their
    /// parameters' types; `None` after reporting a mismatch.
    pub fn check_function_template_args(
        &mut self,
        t: FnTemplateId,
        args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<Vec<TemplateArg>> {
        let tmpl = &self.templates[t];
        let params = tmpl.params.clone();
        let fits = args.len() == params.len()
            && params.iter().zip(&args).all(|((_, k), a)| match a {
                TemplateArg::Pack(elems) => k.is_pack() && elems.iter().all(|e| self.arg_fits(*k, e)),
                _ => !k.is_pack() && self.arg_fits(*k, a),
            });
        if !fits {
            let name = self.interner.get(tmpl.name).to_string();
            let text = self.template_args_text(&args);
            self.diags.error(
                site,
                format!("template arguments {text} do not match the parameters of \"{name}\""),
            );
            return None;
        }
        let mut converted = Vec::with_capacity(args.len());
        for (a, (_, k)) in args.into_iter().zip(&params) {
            let c = self.convert_template_arg(a, *k, &converted);
            converted.push(c);
        }
        Some(converted)
    }

    /// A checked argument converted to its parameter's type: a non-type argument (or
    /// each element of a non-type pack) to the parameter's integer type. `prior` are
    /// the arguments of the earlier parameters, which give the type of a parameter
    /// declared with one of them (`template <class T, T v>`).
    pub(in crate::sema) fn convert_template_arg(
        &self,
        a: TemplateArg,
        kind: TemplateParamKind,
        prior: &[TemplateArg],
    ) -> TemplateArg {
        match (a, kind) {
            (TemplateArg::Int { value, ty: own }, TemplateParamKind::Value(ty) | TemplateParamKind::ValuePack(ty)) => {
                match self.value_param_type(ty, prior) {
                    Some(ty) => TemplateArg::Int {
                        ty,
                        value: self.wrap_to(value, ty),
                    },
                    None => TemplateArg::Int { ty: own, value },
                }
            }
            // A parameter typed by earlier parameters keeps the function's own type.
            (
                TemplateArg::Func {
                    func,
                    ty: own,
                    encoding,
                },
                TemplateParamKind::Value(ty),
            ) => TemplateArg::Func {
                ty: if self.is_dependent(ty) { own } else { ty },
                func,
                encoding,
            },
            (TemplateArg::Pack(elems), _) => TemplateArg::Pack(
                elems
                    .into_iter()
                    .map(|e| self.convert_template_arg(e, kind, prior))
                    .collect(),
            ),
            (a, _) => a,
        }
    }

    /// The type of a non-type parameter declared with type `ty`: `ty` itself, or for a
    /// parameter typed by an earlier type parameter the (integer) type that parameter's
    /// argument in `prior` names; `None` while that argument is not known or not an
    /// integer type.
    pub(in crate::sema) fn value_param_type(
        &self,
        ty: crate::types::TypeId,
        prior: &[TemplateArg],
    ) -> Option<crate::types::TypeId> {
        let crate::types::TypeKind::TemplateParam { index } = *self.types.raw_kind(ty) else {
            return Some(ty);
        };
        match prior.get(index as usize)? {
            TemplateArg::Type(t) if self.types.is_integer(*t) => Some(t.unqualified()),
            _ => None,
        }
    }

    /// Checks the complete arguments `args` of class template `t` against its first
    /// `param_count` parameters and converts non-type arguments to the parameters'
    /// types (a pattern's non-type parameter stays as it is), in place; `None` after
    /// reporting a mismatch.
    fn convert_class_template_args(
        &mut self,
        t: ClassTemplateId,
        param_count: usize,
        mut args: Vec<TemplateArg>,
        site: Span,
    ) -> Option<Vec<TemplateArg>> {
        args.truncate(param_count);
        for i in 0..args.len() {
            let kind = self.class_templates[t].params[i].1;
            let a = std::mem::replace(&mut args[i], TemplateArg::Type(crate::types::TypeId::ERROR));
            let converted = match (a, kind) {
                (a @ (TemplateArg::Int { .. } | TemplateArg::Func { .. }), TemplateParamKind::Value(_))
                    if self.arg_fits(kind, &a) =>
                {
                    self.convert_template_arg(a, kind, &args[..i])
                }
                (a @ TemplateArg::Type(_), TemplateParamKind::Type) => a,
                (a @ TemplateArg::Param { .. }, TemplateParamKind::Value(_)) => a,
                // A pattern's pack expanded into non-pack parameters (`plus<Ts...>` in a
                // partial specialization): the instance stays dependent.
                (a @ TemplateArg::Expansion(_), _) => a,
                (
                    a @ (TemplateArg::Template { .. } | TemplateArg::TemplateParam { .. }),
                    TemplateParamKind::Template,
                ) => a,
                (TemplateArg::Pack(elems), kind) if kind.is_pack() => {
                    let fits = elems.iter().all(|e| match e {
                        TemplateArg::Expansion(_) => true,
                        TemplateArg::Param { .. } => matches!(kind, TemplateParamKind::ValuePack(_)),
                        _ => kind.accepts(e),
                    });
                    if !fits {
                        let text = self.template_args_text(&elems);
                        let name = self.interner.get(self.class_templates[t].name).to_string();
                        self.diags.error(
                            site,
                            format!("template arguments {text} do not match the parameter pack of \"{name}\""),
                        );
                        return None;
                    }
                    self.convert_template_arg(TemplateArg::Pack(elems), kind, &args[..i])
                }
                (a, _) => {
                    let text = self.template_args_text(std::slice::from_ref(&a));
                    let name = self.interner.get(self.class_templates[t].name).to_string();
                    self.diags.error(
                        site,
                        format!("template argument {text} does not match its parameter of \"{name}\""),
                    );
                    return None;
                }
            };
            args[i] = converted;
        }
        Some(args)
    }
}

impl<'a> Sema<'a> {
    /// The template argument the expression `e` (a non-type argument) is: `nullptr`
    /// (or a null pointer constant) for a parameter of pointer type, or an integer
    /// constant of its promoted type; `None` after reporting that it is not constant.
    pub fn value_template_argument(&mut self, e: &'a crate::il::Expr<'a>) -> Option<TemplateArg> {
        // An object of a class with a constexpr conversion (`kc<T, dim>` for a parameter
        // `std::integral_constant<int, N> dim` of a generic lambda) converts first.
        let e = match self.types.is_record(e.ty) {
            true => self.operand_conversion(e).unwrap_or(e),
            false => e,
        };
        let null = self.types.is_nullptr(e.ty) || (self.types.is_pointer(e.ty) && self.is_null_constant(e));
        if null {
            return Some(TemplateArg::Int {
                ty: e.ty.unqualified(),
                value: 0,
            });
        }
        if let Some(f) = self.designated_function(e) {
            // `ap<add>`, `ap<&add>`: the function itself; the parameter's type is the
            // pointer to it until conversion says otherwise.
            let ty = self.types.pointer_to(self.declared_fn_type(f));
            return Some(TemplateArg::Func {
                ty,
                func: f.0,
                encoding: Box::new(self.encoding_of(f)),
            });
        }
        let value = if self.types.is_integer(e.ty) {
            self.const_int(e)
        } else {
            None
        };
        // A scoped enumeration does not promote: its enumerators stay of its type
        // (`O == order::relaxed` is read again with the argument bound).
        let ty = if self.types.is_scoped_enum(e.ty.unqualified()) {
            e.ty.unqualified()
        } else {
            self.promoted_type(e.ty)
        };
        match value {
            Some(v) => Some(TemplateArg::Int { ty, value: v }),
            None => {
                if !self.is_err(e) {
                    self.diags.error(e.span, "expression must have a constant value");
                }
                None
            }
        }
    }
}

impl Sema<'_> {
    /// Whether argument `a` fits a parameter of kind `k`: its kind, and for a
    /// pointer-to-function parameter a function of the pointee's type or a null pointer
    /// ([temp.arg.nontype]/2); a function fits no integer parameter.
    fn arg_fits(&self, k: TemplateParamKind, a: &TemplateArg) -> bool {
        if !k.accepts(a) {
            return false;
        }
        let (TemplateParamKind::Value(ty) | TemplateParamKind::ValuePack(ty)) = k else {
            return true;
        };
        let pointee = self.types.pointee(ty).filter(|&p| self.types.is_function(p));
        match a {
            // Typed by earlier parameters (`void (*F)(B*)`): the call through it checks.
            TemplateArg::Func { .. } if self.is_dependent(ty) => pointee.is_some(),
            // The type as declared: `Function::ty` holds references as pointers.
            TemplateArg::Func { func, .. } => {
                let f = crate::il::FnDeclId(*func);
                pointee.is_some_and(|p| p == self.declared_fn_type(f) || p == self.func(f).ty)
            }
            TemplateArg::Int { value, ty: own } => {
                pointee.is_none() || (*value == 0 && (self.types.is_pointer(*own) || self.types.is_nullptr(*own)))
            }
            _ => true,
        }
    }

    /// The function `e` designates: a function's name (`add`) or its address (`&add`,
    /// `&ns::add`), as a template argument for a pointer-to-function parameter.
    fn designated_function(&self, e: &crate::il::Expr<'_>) -> Option<crate::il::FnDeclId> {
        use crate::il::{ExprKind, UnaryOp};
        match e.kind {
            ExprKind::Func(f) => Some(f),
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => self.designated_function(operand),
            ExprKind::Cast { operand, .. } => self.designated_function(operand),
            _ => None,
        }
    }
}
