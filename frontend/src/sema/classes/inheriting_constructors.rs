//! Inheriting constructors (`using Base::Base;`, also through an alias of the base as
//! CCCL's `_CCCL_DELEGATE_CONSTRUCTORS` writes it): a construction of the class with
//! arguments none of its own constructors accepts constructs its base subobject from
//! them with the base's constructors (ordinary ones and constructor templates, and the
//! base's own inherited ones, in turn). Supported for classes without data members of
//! their own, whose inherited constructor then has nothing else to initialize.

use crate::il::Expr;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

impl<'a> Sema<'a> {
    /// `using Q::name;` in the body of `class` (`ns` the scope `Q` names, `span` the
    /// declaration): `Q::Q` (`repeats_qualifier`, or `name` naming the base itself)
    /// inherits the base's constructors; else it must name a member of a base class.
    /// Whether it names such a member (whose name the class must not declare too, see
    /// [`Sema::check_member_usings`]); unqualified lookup in the class then finds it
    /// also in a dependent base.
    pub fn act_on_member_using_declaration(
        &mut self,
        class: TypeId,
        ns: crate::sema::lookup::NsId,
        name: crate::symbol::Sym,
        repeats_qualifier: bool,
        span: crate::source::Span,
    ) -> bool {
        const NOT_A_BASE_MEMBER: &str = "a using-declaration in a class must name a member of a base class";
        let base = self.class_of_scope(ns);
        let names_ctor = match self.scopes.lookup_in(ns, name) {
            Some(&crate::sema::lookup::Entity::Typedef(ty)) => {
                base.is_some_and(|b| b.unqualified() == ty.unqualified())
            }
            _ => false,
        } || repeats_qualifier;
        if names_ctor {
            match base {
                Some(b) if b.unqualified() != class.unqualified() => self.inherit_constructors(class, b),
                _ => self.diags.error(span, NOT_A_BASE_MEMBER),
            }
            return false;
        }
        if base.is_none_or(|b| b.unqualified() == class.unqualified()) {
            self.diags.error(span, NOT_A_BASE_MEMBER);
            return false;
        }
        // Named in the class, the member is found by unqualified lookup inside it also
        // when its base is dependent (`using _Tp::__x;`, `using __base::has_value;`).
        if let Some(own) = self.class_scope(class) {
            self.scopes.declare_from_bases(own, name);
        }
        true
    }

    /// At the end of a class body (its `fields`): the names brought in by
    /// using-declarations (`usings`, with where) that the class also declares itself,
    /// reported as not supported.
    pub fn check_member_usings(
        &mut self,
        usings: &[(crate::symbol::Sym, crate::source::Span)],
        fields: &[crate::types::MemberDecl],
    ) {
        for &(name, span) in usings {
            let text = self.interner.get(name).to_string();
            let declared = self.scopes.lookup_current(name).is_some() || fields.iter().any(|f| f.0 == text);
            if declared {
                self.diags.error(
                    span,
                    format!("a using-declaration of \"{text}\", which the class also declares, is not supported yet"),
                );
            }
        }
    }

    /// `class` inherits the constructors of its base `base`.
    pub fn inherit_constructors(&mut self, class: TypeId, base: TypeId) {
        self.inheriting_ctors.insert(class.unqualified(), base.unqualified());
    }

    /// Whether `class` inherits its base's constructors.
    pub fn inherits_constructors(&self, class: TypeId) -> bool {
        self.inheriting_ctors.contains_key(&class.unqualified())
    }

    /// For a construction of `object` from `args` (not a copy) that none of
    /// `own` (the class's constructor candidates) accepts: the construction of its base
    /// subobject by an inherited constructor, if the class inherits them.
    pub(super) fn inherited_construction(
        &mut self,
        object: &'a Expr<'a>,
        own: &[crate::il::FnDeclId],
        args: &[&'a Expr<'a>],
        span: Span,
        rparen: Span,
    ) -> Option<&'a Expr<'a>> {
        let class = object.ty.unqualified();
        let base = *self.inheriting_ctors.get(&class)?;
        if !own.is_empty() {
            let this_arg = self.object_address(object);
            let mut all = vec![this_arg];
            all.extend_from_slice(args);
            // An own constructor that fits (or an ambiguity among them) is the class's.
            if !matches!(self.best_viable(own, &all), Err(false)) {
                return None;
            }
        }
        let own_data = self
            .types
            .record_of(class)
            .is_some_and(|r| r.fields.iter().any(|f| !f.name.starts_with("<base ")));
        if own_data || self.dynamic_of(class).is_some() {
            let shown = self.types.display(class);
            self.diags.error(
                span,
                format!("inheriting constructors of \"{shown}\", which has data members or virtual functions of its own, are not supported yet"),
            );
            return Some(self.error_expr(span));
        }
        let sub = self.base_subobject(object, base)?;
        self.construct(sub, args.to_vec(), span, rparen)
    }
}
