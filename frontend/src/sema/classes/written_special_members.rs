//! Copy and move constructors and assignment operators declared `= default` or
//! `= delete` in their class. ptxc makes no function for them (the implicit member is
//! used), so what they say is kept here for the type traits: a deleted copy
//! constructor makes a class not copy-constructible, a declared move constructor or
//! move assignment deletes the implicit copy operations ([class.copy.ctor]/6,
//! [class.copy.assign]/2), and a member or base that cannot be copied (or, for
//! assignment, a `const` or reference member) deletes the implicit ones of the classes
//! holding it ([class.copy.ctor]/10, [class.copy.assign]/7).

use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::{TypeId, TypeKind};

/// Which copy operation a trivial-copy question is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyOp {
    /// Copy or move construction.
    Construct,
    /// Copy or move assignment.
    Assign,
}

/// How a special member is written in its class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Written {
    /// Not written `= default` or `= delete` (implicit, user-provided or absent).
    #[default]
    No,
    /// `= default`.
    Defaulted,
    /// `= delete`.
    Deleted,
}

/// The copy and move members of a class written `= default` or `= delete`.
#[derive(Clone, Copy, Debug, Default)]
pub struct WrittenSpecials {
    /// `S(const S&)`.
    pub copy_ctor: Written,
    /// `S(S&&)`.
    pub move_ctor: Written,
    /// `S& operator=(const S&)`.
    pub copy_assign: Written,
    /// `S& operator=(S&&)`.
    pub move_assign: Written,
}

impl Sema<'_> {
    /// A member of `class` named `name` (a constructor when `is_ctor`) with parameter
    /// types `params` is written `= delete` (`deleted`) or `= default`: noted when it
    /// is a copy or move constructor or assignment operator (whether it is one).
    pub fn note_written_special_member(
        &mut self,
        class: TypeId,
        is_ctor: bool,
        name: Option<Sym>,
        params: &[TypeId],
        deleted: bool,
    ) -> bool {
        let is_assign = name.is_some_and(|n| self.interner.get(n) == "operator=");
        let [p] = params else { return false };
        let Some(referee) = self.types.referee(*p) else {
            return false;
        };
        if (!is_ctor && !is_assign) || referee.unqualified() != class.unqualified() {
            return false;
        }
        let how = if deleted { Written::Deleted } else { Written::Defaulted };
        let rvalue = self.types.is_rvalue_ref(*p);
        let TypeKind::Record(id) = *self.types.kind(class.unqualified()) else {
            return false;
        };
        let Some(info) = self.class_facts[id].info.as_mut() else {
            return false;
        };
        let slot = match (is_ctor, rvalue) {
            (true, false) => &mut info.written_specials.copy_ctor,
            (true, true) => &mut info.written_specials.move_ctor,
            (false, false) => &mut info.written_specials.copy_assign,
            (false, true) => &mut info.written_specials.move_assign,
        };
        *slot = how;
        true
    }

    /// What `class` writes `= default` or `= delete`.
    fn written_specials(&self, class: TypeId) -> WrittenSpecials {
        match *self.types.kind(class.unqualified()) {
            TypeKind::Record(id) => self.class_facts[id]
                .info
                .as_ref()
                .map(|c| c.written_specials)
                .unwrap_or_default(),
            _ => WrittenSpecials::default(),
        }
    }

    /// Whether `class` declares a user-provided copy (`rvalue` false) or move
    /// constructor.
    fn user_copy_ctor(&self, class: TypeId, rvalue: bool) -> bool {
        let class = class.unqualified();
        self.ctors_of(class)
            .iter()
            .any(|&c| self.own_class_parameter(c, class) == Some(rvalue))
    }

    /// For a member function of `class` with one parameter declared as a reference to
    /// the class: whether that is an rvalue reference.
    fn own_class_parameter(&self, f: crate::il::FnDeclId, class: TypeId) -> Option<bool> {
        let declared = self.facts(f).method?.declared;
        let (_, params, _) = self.types.fn_sig(declared)?;
        let [p] = params else { return None };
        let referee = self.types.referee(*p)?;
        (referee.unqualified() == class).then(|| self.types.is_rvalue_ref(*p))
    }

    /// Whether `class` declares a user-provided copy (`rvalue` false) or move
    /// assignment operator.
    fn user_assignment(&self, class: TypeId, rvalue: bool) -> bool {
        let class = class.unqualified();
        let Some(op) = self.interner.lookup("operator=") else {
            return false;
        };
        let Some(set) = self.ordinary_member_functions(class, op) else {
            return false;
        };
        set.iter().any(|&f| self.own_class_parameter(f, class) == Some(rvalue))
    }

    /// The classes whose objects make up a `class` object (bases and members; array
    /// elements for arrays), and whether any member is `const` or a reference.
    fn subobject_classes(&self, class: TypeId) -> (Vec<TypeId>, bool) {
        let TypeKind::Record(id) = *self.types.kind(class.unqualified()) else {
            return (Vec::new(), false);
        };
        let mut classes = Vec::new();
        let mut unassignable = false;
        for f in &self.types.record(id).fields {
            let mut t = f.ty;
            // A reference member is stored as an address (`reference_members`).
            let reference = self.types.referee(t).is_some()
                || self
                    .interner
                    .lookup(&f.name)
                    .is_some_and(|n| self.reference_member(class, n).is_some());
            if reference {
                unassignable = true;
                continue;
            }
            while let Some((e, _)) = self.types.array_elem(t) {
                t = e;
            }
            unassignable |= t.is_const();
            if self.types.is_record(t) {
                classes.push(t);
            }
        }
        (classes, unassignable)
    }

    /// Whether constructing a `class` from an object of its own class (an rvalue when
    /// `rvalue`) chooses a deleted constructor: one written `= delete`, an implicit copy
    /// constructor deleted by a declared move operation, or an implicit or defaulted one
    /// deleted by a member or base.
    pub(crate) fn own_class_construction_deleted(&self, class: TypeId, rvalue: bool, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let w = self.written_specials(class);
        if rvalue {
            let declares_move = w.move_ctor != Written::No || self.user_copy_ctor(class, true);
            if declares_move {
                return match w.move_ctor {
                    Written::Deleted => true,
                    Written::Defaulted => self.subobject_construction_deleted(class, true, depth),
                    // User-provided.
                    Written::No => false,
                };
            }
            // The implicit move constructor, unless a copy operation or destructor is
            // user-declared; without one an rvalue is copied.
            if self.has_implicit_moves(class, &w) {
                return self.subobject_construction_deleted(class, true, depth);
            }
            return self.own_class_construction_deleted(class, false, depth);
        }
        match w.copy_ctor {
            Written::Deleted => true,
            Written::Defaulted => self.subobject_construction_deleted(class, false, depth),
            Written::No if self.user_copy_ctor(class, false) => false,
            Written::No => {
                let declares_move = w.move_ctor != Written::No
                    || w.move_assign != Written::No
                    || self.user_copy_ctor(class, true)
                    || self.user_assignment(class, true);
                declares_move || self.subobject_construction_deleted(class, false, depth)
            }
        }
    }

    /// Whether `class` gets an implicit move constructor and move assignment (given
    /// that it declares neither): no copy operation or destructor is user-declared
    /// ([class.copy.ctor]/8, [class.copy.assign]/4).
    fn has_implicit_moves(&self, class: TypeId, w: &WrittenSpecials) -> bool {
        w.copy_ctor == Written::No
            && w.copy_assign == Written::No
            && !self.user_copy_ctor(class, false)
            && !self.user_assignment(class, false)
            && self.dtor_of(class).is_none()
            && !self.has_empty_user_dtor(class)
    }

    /// Whether copying (or moving) some base or member of `class` is deleted.
    fn subobject_construction_deleted(&self, class: TypeId, rvalue: bool, depth: u32) -> bool {
        let (classes, _) = self.subobject_classes(class);
        classes
            .into_iter()
            .any(|c| self.own_class_construction_deleted(c, rvalue, depth + 1))
    }

    /// Whether assigning a `class` object of its own class (an rvalue when `rvalue`)
    /// with the implicit or a written assignment operator chooses a deleted one.
    pub(crate) fn own_class_assignment_deleted(&self, class: TypeId, rvalue: bool, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        let w = self.written_specials(class);
        if rvalue {
            let declares_move = w.move_assign != Written::No || self.user_assignment(class, true);
            if declares_move {
                return match w.move_assign {
                    Written::Deleted => true,
                    Written::Defaulted => self.subobject_assignment_deleted(class, true, depth),
                    Written::No => false,
                };
            }
            if self.has_implicit_moves(class, &w) {
                return self.subobject_assignment_deleted(class, true, depth);
            }
            return self.own_class_assignment_deleted(class, false, depth);
        }
        match w.copy_assign {
            Written::Deleted => true,
            Written::Defaulted => self.subobject_assignment_deleted(class, false, depth),
            Written::No if self.user_assignment(class, false) => false,
            Written::No => {
                let declares_move = w.move_ctor != Written::No
                    || w.move_assign != Written::No
                    || self.user_copy_ctor(class, true)
                    || self.user_assignment(class, true);
                declares_move || self.subobject_assignment_deleted(class, false, depth)
            }
        }
    }

    /// Whether copying or moving (`rvalue`) a `class` object from one of its own class
    /// by `op` (construction or assignment) calls only trivial members
    /// ([class.copy.ctor]/11, [class.copy.assign]/9): the one chosen is implicit or
    /// `= default` (a user-provided copy beside a defaulted move leaves moving trivial),
    /// the class has no virtual functions or bases, and the same holds for every member
    /// and base.
    pub(crate) fn own_class_copy_trivial(&self, op: CopyOp, class: TypeId, rvalue: bool, depth: u32) -> bool {
        if depth > 32 || self.dynamic_of(class.unqualified()).is_some() {
            return false;
        }
        let w = self.written_specials(class);
        let (copy, moved) = match op {
            CopyOp::Construct => (w.copy_ctor, w.move_ctor),
            CopyOp::Assign => (w.copy_assign, w.move_assign),
        };
        let user = |rvalue| match op {
            CopyOp::Construct => self.user_copy_ctor(class, rvalue),
            CopyOp::Assign => self.user_assignment(class, rvalue),
        };
        let subobjects = |rvalue| {
            let (classes, _) = self.subobject_classes(class);
            classes
                .into_iter()
                .all(|c| self.own_class_copy_trivial(op, c, rvalue, depth + 1))
        };
        if rvalue {
            if moved != Written::No || user(true) {
                return moved == Written::Defaulted && subobjects(true);
            }
            if self.has_implicit_moves(class, &w) {
                return subobjects(true);
            }
            return self.own_class_copy_trivial(op, class, false, depth);
        }
        match copy {
            Written::Deleted => false,
            Written::No if user(false) => false,
            _ => subobjects(false),
        }
    }

    /// Whether assigning some base or member of `class` is deleted (a `const` or
    /// reference member cannot be assigned).
    fn subobject_assignment_deleted(&self, class: TypeId, rvalue: bool, depth: u32) -> bool {
        let (classes, unassignable) = self.subobject_classes(class);
        unassignable
            || classes
                .into_iter()
                .any(|c| self.own_class_assignment_deleted(c, rvalue, depth + 1))
    }
}
