//! What a constructor or destructor body does before its statements ([class.base.init]):
//! a destructor of a dynamic class points the object at its own vtable; a constructor
//! initializes its bases and members in declaration order from the mem-initializers
//! read ([`super::mem_initializers`]) or their default member initializers, storing the
//! vtable pointer once the bases are built. A default member initializer that names
//! other members is read again by the parser in the constructor (where `this` is the
//! object); [`Sema::construct_members`] stops at each such member and asks for it.

use crate::il::{FnDeclId, Stmt, StmtKind};
use crate::sema::decl::InitSyn;
use crate::sema::init::mem_initializers::MemInits;
use crate::sema::Sema;
use crate::source::Span;

/// How a function body starts, before its own statements.
pub enum BodyStart<'a> {
    /// The statements it starts with (none for a function other than a constructor or a
    /// destructor; a destructor's vtable pointer stores).
    Stmts(Vec<Stmt<'a>>),
    /// A constructor: its mem-initializers are read into this.
    MemInits(MemInits<'a>),
}

/// A constructor's initialization of its bases and members, member by member.
pub struct MemberConstruction<'a> {
    /// The constructor.
    func: FnDeclId,
    /// Where the body starts (the object `this`).
    at: Span,
    /// The mem-initializers read.
    inits: MemInits<'a>,
    /// The number of bases (they are the first fields).
    bases: usize,
    /// The next field to initialize.
    next: usize,
    /// The field whose default member initializer the parser is reading again, with its
    /// span.
    waiting: Option<(usize, Span)>,
    /// The initialization so far.
    stmts: Vec<Stmt<'a>>,
    /// A union's constructor that names one of its members: the others stay
    /// unconstructed ([class.base.init]/9).
    union_member_named: bool,
}

impl<'a> Sema<'a> {
    /// The start of function `f`'s body, at `at` (its `{`, or the `:` of a constructor's
    /// mem-initializers).
    pub fn act_on_body_start(&mut self, f: FnDeclId, at: Span) -> BodyStart<'a> {
        let Some(info) = self.facts(f).method else {
            return BodyStart::Stmts(Vec::new());
        };
        if !info.is_ctor {
            return BodyStart::Stmts(self.destructor_vptr_stores(f, at));
        }
        match self.start_mem_initializers(info.class) {
            Some(inits) => BodyStart::MemInits(inits),
            None => BodyStart::Stmts(Vec::new()),
        }
    }

    /// Constructor `f`'s mem-initializers `inits` are read (the body starts at `at`):
    /// the delegated construction when one delegates, else the members' construction.
    pub fn start_member_construction(
        &mut self,
        f: FnDeclId,
        inits: MemInits<'a>,
        at: Span,
    ) -> Result<MemberConstruction<'a>, Vec<Stmt<'a>>> {
        if let Some((span, init)) = &inits.delegate {
            return Err(self.delegating_constructor(*span, init, inits.others));
        }
        let bases = self.bases_of(inits.class).len();
        let is_union = self.types.record_of(inits.class).is_some_and(|r| r.is_union);
        let union_member_named = is_union && inits.given.iter().any(|g| !g.is_empty());
        if is_union {
            // nvcc's error, at the second member named.
            if let Some(&(_, span, _)) = inits.given.iter().flatten().nth(1) {
                self.diags.error(
                    span,
                    "only one member of a union may be specified in a constructor initializer list",
                );
            }
        }
        Ok(MemberConstruction {
            union_member_named,
            func: f,
            at,
            inits,
            bases,
            next: 0,
            waiting: None,
            stmts: Vec::new(),
        })
    }

    /// Initializes the members of `ctor` in order, with `reparsed` the default member
    /// initializer asked for by the previous call (`None` when it failed to parse).
    /// Stops at a member whose default member initializer names other members: the
    /// token index of that initializer, to be read again and passed to the next call;
    /// `None` once every member is initialized.
    pub fn construct_members(
        &mut self,
        ctor: &mut MemberConstruction<'a>,
        reparsed: Option<InitSyn<'a>>,
    ) -> Option<usize> {
        if let Some((i, span)) = ctor.waiting.take() {
            let name = self.interner.intern(&ctor.inits.fields[i]);
            let default = reparsed.and_then(|syn| self.init_member(name, span, &syn));
            self.push_member_inits(ctor, i, default);
        }
        while ctor.next < ctor.inits.fields.len() {
            let i = ctor.next;
            ctor.next += 1;
            if i == ctor.bases {
                // The bases are constructed: the object is now of this class.
                self.push_vptr_stores(ctor.func, ctor.at, &mut ctor.stmts);
            }
            // An anonymous struct member is default-initialized before the members named
            // through it are (its other members keep their default initializers); an
            // anonymous union initializes only the variant member named ([class.base.init]/9).
            let named_variant = !ctor.inits.given[i].is_empty() && self.is_union_field(ctor.inits.class, i);
            let default = match (ctor.inits.given[i].len(), ctor.inits.fields[i].is_empty()) {
                _ if named_variant => None,
                (0, _) if ctor.union_member_named => None,
                (0, _) | (_, true) => match self.deferred_default_init(ctor.inits.class, i as u32) {
                    Some((pos, span)) => {
                        ctor.waiting = Some((i, span));
                        return Some(pos);
                    }
                    None => self.default_member_init(ctor.inits.class, i as u32),
                },
                _ => None,
            };
            self.push_member_inits(ctor, i, default);
        }
        None
    }

    /// The statements of `ctor`'s initialization, all members constructed.
    pub fn finish_member_construction(&mut self, mut ctor: MemberConstruction<'a>) -> Vec<Stmt<'a>> {
        if ctor.inits.fields.len() == ctor.bases {
            self.push_vptr_stores(ctor.func, ctor.at, &mut ctor.stmts);
        }
        ctor.stmts
    }

    /// Field `i`'s default initialization `default`, then its mem-initializers.
    fn push_member_inits(
        &mut self,
        ctor: &mut MemberConstruction<'a>,
        i: usize,
        default: Option<&'a crate::il::Expr<'a>>,
    ) {
        let given = std::mem::take(&mut ctor.inits.given[i]);
        let given: Vec<_> = given
            .into_iter()
            .filter_map(|(name, span, init)| self.init_member(name, span, &init))
            .collect();
        for s in default.into_iter().chain(given) {
            ctor.stmts.push(Stmt {
                kind: StmtKind::Expr(s),
                span: s.span,
            });
        }
    }
}
