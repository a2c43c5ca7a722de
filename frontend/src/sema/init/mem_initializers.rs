//! A constructor's mem-initializers ([class.base.init]) as the parser reads them: each
//! names a member or a base (also through a qualified name or a class template's
//! instance) or the class itself (a delegating constructor), and is kept for the
//! member or base it initializes; naming one twice, or something that is neither, is
//! nvcc's error. The parser then builds the initialization in declaration order.

use crate::sema::decl::InitSyn;
use crate::sema::lookup::Entity;
use crate::sema::templates::ClassTemplateId;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

/// What the mem-initializers of one constructor have said so far.
pub struct MemInits<'a> {
    /// The constructor's class.
    pub class: TypeId,
    /// Its fields' names (bases first, as `<base B>`).
    pub fields: Vec<String>,
    /// Per field, the initializers written for it: one for a named member or base,
    /// one per member named through an anonymous union or struct member.
    pub given: Vec<Vec<(Sym, Span, InitSyn<'a>)>>,
    /// `S(int a) : S(a, 0)`: the delegated construction.
    pub delegate: Option<(Span, InitSyn<'a>)>,
    /// Where the first initializer of a member or base was written.
    pub others: Option<Span>,
}

/// What a mem-initializer's name designates.
enum Subject {
    /// The constructor's own class: a delegating constructor.
    Delegation,
    /// The base at this field index.
    Base(usize),
    /// A member: its field index and whether it is reached through an anonymous member
    /// (`None`: no such member).
    Member(Option<(usize, bool)>),
}

impl<'a> Sema<'a> {
    /// The mem-initializers of a constructor of `class` start; `None` when `class` is
    /// no record.
    pub fn start_mem_initializers(&self, class: TypeId) -> Option<MemInits<'a>> {
        let fields: Vec<String> = self
            .types
            .record_of(class)?
            .fields
            .iter()
            .map(|f| f.name.clone())
            .collect();
        Some(MemInits {
            class,
            given: vec![Vec::new(); fields.len()],
            fields,
            delegate: None,
            others: None,
        })
    }

    /// The class template a mem-initializer's `name` names: a class template, or the
    /// injected class name of a class template instance.
    pub fn mem_initializer_template(&self, name: Sym) -> Option<ClassTemplateId> {
        match self.scopes.lookup(name).cloned() {
            Some(Entity::ClassTemplate(ct)) => Some(ct),
            // The injected class name of a class template instance.
            Some(Entity::Typedef(t)) => match *self.types.kind(t) {
                TypeKind::Record(id) => self.template_of_record(id),
                _ => None,
            },
            _ => None,
        }
    }

    /// What the mem-initializer `name` (`template_base` the class a class template or
    /// alias template with arguments named) of a constructor of `class` initializes.
    fn mem_initializer_subject(&self, class: TypeId, name: Sym, template_base: Option<TypeId>) -> Subject {
        let named_type = match (template_base, self.scopes.lookup(name)) {
            (Some(t), _) => Some(t.unqualified()),
            (None, Some(Entity::Typedef(t))) => Some(t.unqualified()),
            _ => None,
        };
        if named_type == Some(class) {
            return Subject::Delegation;
        }
        if let Some(i) = named_type.and_then(|t| self.bases_of(class).iter().position(|b| *b == t)) {
            return Subject::Base(i);
        }
        Subject::Member(self.mem_initializer_field(class, self.interner.get(name)))
    }

    /// The class the mem-initializer `name` (see [`Sema::mem_initializer`]) of a
    /// constructor of `inits.class` constructs, if it names the class itself, a base or a
    /// member of class type: its `(args)` are that class's constructor arguments.
    pub fn mem_initializer_class(
        &self,
        inits: &MemInits<'a>,
        name: Sym,
        template_base: Option<TypeId>,
    ) -> Option<TypeId> {
        let ty = match self.mem_initializer_subject(inits.class, name, template_base) {
            Subject::Delegation => inits.class,
            Subject::Base(i) | Subject::Member(Some((i, false))) => {
                self.types.record_of(inits.class)?.fields.get(i)?.ty
            }
            Subject::Member(_) => return None,
        };
        self.types.is_record(ty).then_some(ty.unqualified())
    }

    /// The mem-initializer `name init` (`name` at `span`; `template_base` the class a
    /// class template or alias template with arguments named): the class's own name
    /// delegates, a base's name initializes that base, else the member `name`.
    pub fn mem_initializer(
        &mut self,
        inits: &mut MemInits<'a>,
        name: Sym,
        span: Span,
        template_base: Option<TypeId>,
        init: InitSyn<'a>,
    ) {
        let text = self.interner.get(name).to_string();
        let (slot, sym) = match self.mem_initializer_subject(inits.class, name, template_base) {
            Subject::Delegation => {
                // `S(int a) : S(a, 0) {}`: a delegating constructor.
                inits.delegate = Some((span, init));
                return;
            }
            // A base class's initializer initializes its subobject, the field `<base B>`
            // (found by that name).
            Subject::Base(i) => (Some((i, false)), self.interner.intern(&inits.fields[i])),
            Subject::Member(slot) => (slot, name),
        };
        inits.others = inits.others.or(Some(span));
        let named_twice = |given: &[(Sym, Span, InitSyn<'a>)]| given.iter().any(|g| g.0 == sym);
        match slot {
            Some((i, anonymous)) if (anonymous || inits.given[i].is_empty()) && !named_twice(&inits.given[i]) => {
                inits.given[i].push((sym, span, init))
            }
            Some(_) => self
                .diags
                .error(span, format!("\"{text}\" has already been initialized")),
            None => {
                let class = self.types.display(inits.class);
                self.diags.error(
                    span,
                    format!("\"{text}\" is not a nonstatic data member or base class of class \"{class}\""),
                );
            }
        }
    }

    /// The body's start of a delegating constructor whose mem-initializer at `span`
    /// delegates with `init`: the construction of `*this`; nvcc's error when other
    /// mem-initializers were written (the first at `others`).
    pub fn delegating_constructor(
        &mut self,
        span: Span,
        init: &InitSyn<'a>,
        others: Option<Span>,
    ) -> Vec<crate::il::Stmt<'a>> {
        if let Some(other) = others {
            self.diags
                .error(other, "a delegating constructor cannot have other mem-initializers");
            return Vec::new();
        }
        self.delegated_construction(span, init).into_iter().collect()
    }

    /// The mem-initializer `ty init` of a base named by a qualified name (written at
    /// `span`); the class's own name delegates.
    pub fn qualified_base_initializer(&mut self, inits: &mut MemInits<'a>, ty: TypeId, span: Span, init: InitSyn<'a>) {
        if ty == inits.class.unqualified() {
            inits.delegate = Some((span, init));
            return;
        }
        inits.others = inits.others.or(Some(span));
        let Some(i) = self.bases_of(inits.class).iter().position(|b| *b == ty) else {
            let (named, class) = (self.types.display(ty), self.types.display(inits.class));
            self.diags.error(
                span,
                format!("\"{named}\" is not a nonstatic data member or base class of class \"{class}\""),
            );
            return;
        };
        let sym = self.interner.intern(&inits.fields[i]);
        match inits.given[i].is_empty() {
            true => inits.given[i].push((sym, span, init)),
            false => {
                let named = self.types.display(ty);
                self.diags
                    .error(span, format!("\"{named}\" has already been initialized"));
            }
        }
    }
}
