//! Declaring templates ([temp.decl]): a function template, member function template or
//! class template as the parser read it is entered into its scope here, merged with an
//! earlier declaration of the same template, added to the overload set of its name, or
//! rejected as a redeclaration; members of class templates defined outside the class
//! are recorded for every instance.

use super::written_templates::{ClassTemplateDecl, FnTemplateDecl};
use crate::mangle::TemplateArg;
use crate::sema::lookup::{Entity, NsId};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::replay::Bindings;
use super::{ClassTemplateId, FnTemplate, FnTemplateId, OutOfClassMember};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// A template declaration whose declarator, named `name` at `span`, declares no
    /// function: nvcc's error (`explicit_arguments`: `<` follows the name, as in a
    /// variable template's partial specialization).
    pub fn template_declares_no_function(&mut self, name: Sym, span: Span, explicit_arguments: bool) {
        let class_template = matches!(
            self.classify_name(None, name),
            crate::sema::classify_name::NameKind::ClassTemplate(_)
        );
        let msg = if explicit_arguments && !class_template {
            format!("{} is not a template", self.interner.get(name))
        } else {
            "only function templates are supported".to_string()
        };
        self.diags.error(span, msg);
    }

    /// Declares namespace-scope function template `tmpl` (its name at `span`, its head and
    /// declarator written as the tokens `written`, its function parameters named
    /// `param_names`): a redeclaration of a template with the same template parameters
    /// and signature (which a definition completes), another template overloading the
    /// name, or a template overloading the ordinary functions of the name.
    pub fn declare_function_template(
        &mut self,
        mut tmpl: FnTemplate,
        written: &[Sym],
        param_names: &[Option<Sym>],
        span: Span,
    ) -> Option<FnTemplateId> {
        let written = self.written_signature_here(&tmpl.params, param_names, written);
        let mut head = None;
        match self.scopes.lookup_file(tmpl.name).cloned() {
            Some(Entity::FuncTemplate(h)) => {
                for t in self.template_set(h) {
                    if self.redeclares_template(t, &tmpl, &written) {
                        let old = &mut self.templates[t];
                        if tmpl.defined {
                            // Instances parse the definition, so its parameter names
                            // (`DerivedPolicy` where the declaration said `System`).
                            old.decl_start = tmpl.decl_start;
                            old.defined = true;
                            old.params = tmpl.params.clone();
                        }
                        self.note_declaration();
                        return Some(t);
                    }
                }
                head = Some(h);
            }
            Some(Entity::Funcs(set)) => tmpl.funcs = set.to_vec(),
            Some(_) => {
                let n = self.interner.get(tmpl.name).to_string();
                self.diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
                return None;
            }
            None => {}
        }
        let (name, at) = (tmpl.name, tmpl.decl_start);
        let id = self.templates.push(tmpl);
        self.note_template_declared_at(id, at);
        self.written_signatures.insert(id, written);
        match head {
            Some(h) => {
                self.templates[h].overloads.push(id);
                self.note_declaration();
            }
            None => self.scopes.declare_file(name, Entity::FuncTemplate(id)),
        }
        Some(id)
    }

    /// A namespace-scope function template declaration as the parser read it: declared
    /// (see [`Sema::declare_function_template`]), and deleted when defined `= delete`
    /// (overload resolution may still choose it, which is then an error).
    pub fn act_on_function_template(
        &mut self,
        decl: FnTemplateDecl,
        written: &[Sym],
        param_names: &[Option<Sym>],
        deleted: bool,
        span: Span,
    ) {
        let tmpl = self.fn_template_here(decl);
        if let Some(t) = self
            .declare_function_template(tmpl, written, param_names, span)
            .filter(|_| deleted)
        {
            self.mark_deleted_template(t);
        }
    }

    /// Member function template `tmpl` declared in the class being parsed (its name at
    /// `span`), `friend` when declared so. A hidden friend (defined in the class) is a
    /// function template of the enclosing namespace; a friend declaration only grants
    /// access (not checked) to a template the namespace declares and defines itself:
    /// a template of its own would make every call ambiguous.
    pub fn act_on_member_template_declaration(&mut self, tmpl: FnTemplateDecl, span: Span, friend: bool) {
        match friend {
            true if tmpl.defined => {
                self.declare_friend_template(tmpl, span);
            }
            true => {}
            false => self.declare_member_template(tmpl, span),
        }
    }

    /// Declares member function template `tmpl` in the class scope being parsed (its
    /// name at `span`): it overloads other member templates of the name; a second
    /// declaration of the same template, or a name taken by another member, is an error.
    /// Templates whose parameters' types hold SFINAE conditions are told apart by them
    /// (`enable_if_t<C1<T>, int> = 0` next to `enable_if_t<C2<T>, int> = 0`).
    fn declare_member_template(&mut self, decl: FnTemplateDecl, span: Span) {
        let mut tmpl = self.fn_template_here(decl);
        let found = self.scopes.lookup_current(tmpl.name).cloned();
        let Ok(head) = self.overload_set_head(&mut tmpl, found, span) else {
            return;
        };
        if let Some(h) = head {
            let same = self.template_set(h).into_iter().any(|t| {
                let old = &self.templates[t];
                old.pattern_params == tmpl.pattern_params
                    && old.dependent_param_types.is_empty()
                    && tmpl.dependent_param_types.is_empty()
                    && old.pattern_ret == tmpl.pattern_ret
                    && old.params.len() == tmpl.params.len()
                    && old.variadic == tmpl.variadic
                    && old.member.map(|m| (m.is_const, m.ref_qual)) == tmpl.member.map(|m| (m.is_const, m.ref_qual))
            });
            if same {
                let n = self.interner.get(tmpl.name).to_string();
                self.diags
                    .error(span, format!("class member \"{n}\" cannot be redeclared"));
                return;
            }
        }
        let name = tmpl.name;
        let id = self.templates.push(tmpl);
        match head {
            Some(h) => {
                self.templates[h].overloads.push(id);
                self.scopes.note_current_scope_changed();
            }
            None => self.scopes.declare(name, Entity::FuncTemplate(id)),
        }
    }

    /// What a new template `tmpl` joins, given what its scope already has of its
    /// name (`found`): another template's overload set (its head), or the ordinary
    /// functions of the name (kept with the template; later ones are added by their
    /// declarations). A name taken by something else is an error at `span`.
    pub(in crate::sema) fn overload_set_head(
        &mut self,
        tmpl: &mut FnTemplate,
        found: Option<Entity>,
        span: Span,
    ) -> Result<Option<FnTemplateId>, ()> {
        match found {
            Some(Entity::FuncTemplate(h)) => Ok(Some(h)),
            Some(Entity::Funcs(set)) => {
                tmpl.funcs = set.to_vec();
                Ok(None)
            }
            Some(_) => {
                let n = self.interner.get(tmpl.name).to_string();
                self.diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
                Err(())
            }
            None => Ok(None),
        }
    }

    /// Declares class template `tmpl` (its name at `span`), or completes an earlier
    /// declaration of it: the parameter count must agree, a class has one definition,
    /// and default arguments given later are added.
    pub fn declare_class_template(&mut self, decl: ClassTemplateDecl, span: Span) {
        let tmpl = self.class_template_here(decl);
        let n = self.interner.get(tmpl.name).to_string();
        match self.scopes.lookup_current(tmpl.name).cloned() {
            Some(Entity::ClassTemplate(t)) => {
                // A redeclaration may define the template or give it defaults.
                self.note_declaration();
                let old = &mut self.class_templates[t];
                if old.params.len() != tmpl.params.len() {
                    self.diags.error(
                        span,
                        format!("class template \"{n}\" redeclared with different parameters"),
                    );
                    return;
                }
                if tmpl.defined {
                    if old.defined {
                        self.diags
                            .error(span, format!("class \"{n}\" has already been defined"));
                        return;
                    }
                    old.defined = true;
                    old.decl_start = tmpl.decl_start;
                    old.params = tmpl.params;
                }
                for (slot, d) in old.defaults.iter_mut().zip(tmpl.defaults) {
                    if d.is_some() {
                        *slot = d;
                    }
                }
            }
            Some(_) => {
                self.diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
            }
            None => {
                let name = tmpl.name;
                let id = self.class_templates.push(tmpl);
                self.scopes.declare(name, Entity::ClassTemplate(id));
            }
        }
    }

    /// Records `member`, a member of class template `ct` defined outside the class (its
    /// declaration at `span`): its parameter list must match the class template's.
    /// Returns the instances made so far (oldest first), in which it must be defined
    /// now: their arguments, and the member as it is parsed for each (namespace, token
    /// position, parameters bound to the arguments).
    #[allow(clippy::type_complexity)]
    pub fn record_out_of_class_member(
        &mut self,
        ct: ClassTemplateId,
        member: OutOfClassMember,
        span: Span,
    ) -> Option<Vec<(Vec<TemplateArg>, (NsId, usize, Bindings))>> {
        let mut member = member;
        let tmpl = &self.class_templates[ct];
        // A member of the partial specialization the qualifier's arguments spell
        // (`template <class T> vec_t<T, 3>::vec_t(...)`), else of the primary template.
        let partial = member.written.as_ref().and_then(|written| {
            tmpl.partial_specs
                .iter()
                .position(|ps| ps.params.len() == member.params.len() && &ps.pattern == written)
        });
        if partial.is_none() && tmpl.params.len() != member.params.len() {
            let n = self.interner.get(tmpl.name).to_string();
            self.diags.error(
                span,
                format!("the template parameter list does not match the parameters of class template \"{n}\""),
            );
            return None;
        }
        member.partial = partial;
        let (ns, decl_start) = (tmpl.ns, member.decl_start);
        let mut existing: Vec<(Vec<TemplateArg>, TypeId)> =
            tmpl.instances.iter().map(|(a, t)| (a.clone(), *t)).collect();
        existing.sort_by_key(|(_, t)| t.index());
        let replays = existing
            .into_iter()
            .filter_map(|(args, _)| {
                let b = self.out_of_class_member_bindings(ct, &member, &args)?;
                Some((args, (ns, decl_start, b)))
            })
            .collect();
        self.class_templates[ct].out_of_class.push(member);
        Some(replays)
    }
}

impl Sema<'_> {
    /// The type of a non-type template parameter whose type depends on earlier parameters
    /// (`enable_if_t<C<T>, int> = 0`, `deq_t<T> F`), `read` as the pattern read it, if it
    /// could: a pointer to function stays one (its arguments are functions, checked per
    /// instance); otherwise `int`, or `void*` when the declarator adds a `*`
    /// (`enable_if_t<C>* = nullptr`), the type substitution checks per call.
    pub fn dependent_nontype_param_type(&mut self, read: Option<TypeId>, pointer: bool) -> TypeId {
        let read = read.map(TypeId::unqualified);
        match read {
            Some(ty) if !pointer && self.types.pointee(ty).is_some_and(|p| self.types.is_function(p)) => ty,
            _ if pointer => self.pointer_to(TypeId::VOID),
            _ => TypeId::INT,
        }
    }

    /// The type of non-type template parameter declared with type `ty` (at `span`):
    /// an integer or enumeration, or a pointer to a function (whose argument is a
    /// function, called directly in an instance); the parameter's own cv-qualifiers
    /// are dropped. `None` after nvcc's error for other types.
    pub fn nontype_param_type(&mut self, ty: TypeId, span: Span) -> Option<TypeId> {
        let ty = ty.unqualified();
        let function_pointer = self.types.pointee(ty).is_some_and(|p| self.types.is_function(p));
        if self.types.is_integer(ty) || function_pointer {
            return Some(ty);
        }
        self.diags
            .error(span, "non-type template parameters must have an integer type");
        None
    }
}
