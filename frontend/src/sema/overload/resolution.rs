//! Overload resolution for calls to overloaded functions, by C++'s ranking of implicit
//! conversion sequences ([over.ics.rank]) restricted to what the supported language has:
//! exact match (including decay and added qualifiers), promotion, conversion, ellipsis.
//! The best viable function is the one at least as good for every argument and better for
//! one; without a unique best the call is ambiguous.

use crate::il::{Expr, FnDeclId};
use crate::source::Span;
use crate::types::{Quals, TypeId, TypeKind};

use crate::sema::Sema;

/// Rank of an implicit conversion sequence, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum IcsRank {
    /// An rvalue bound to an rvalue reference: better than binding it to a `const T&`
    /// ([over.ics.rank] 3.2.3).
    ExactRvalueBinding,
    /// An rvalue bound to an rvalue reference to a more qualified type (`const T&&`):
    /// worse than `T&&` ([over.ics.rank] 3.2.6), better than any lvalue reference
    /// (3.2.3).
    QualifiedRvalueBinding,
    /// Identity, lvalue-to-rvalue, array- or function-to-pointer ([over.ics.scs]).
    Exact,
    /// A reference bound directly to an argument of its referee's type: an identity
    /// conversion ([over.ics.ref]), better only than [`IcsRank::QualifiedReferenceBinding`].
    ReferenceBinding,
    /// A reference to a more qualified type bound directly (`const int&` to an `int`
    /// lvalue): an identity conversion too, worse than a reference binding that adds no
    /// qualifiers ([over.ics.rank] 3.2.6) and equal to any other exact match.
    QualifiedReferenceBinding,
    /// An rvalue object bound to the `const&&` (or `volatile&&`) implicit object
    /// parameter of a ref-qualified member: worse than an exact binding, better than
    /// binding it to a `const&` one ([over.ics.rank] 3.2.3 before 3.2.6).
    ExactQualifiedRvalueBinding,
    /// Exact match up to a qualification conversion (`int*` to `const int*`): still an
    /// exact match, but the less-qualified target wins a tie ([over.ics.rank]).
    ExactQualified,
    /// A qualification conversion that adds `volatile` (`T*` to `const volatile T*`):
    /// worse than one adding only `const` ([over.ics.rank] 3.2.5), so a member `f()
    /// const` beats its `f() const volatile` overload for a non-volatile object.
    ExactQualifiedVolatile,
    /// An integral or floating-point promotion.
    Promotion,
    /// Any other standard conversion (also a derived-to-base one).
    Conversion,
    /// A pointer conversion to `cv void*`, with `cv`'s bits (`const` 1, `volatile` 2): a
    /// [`IcsRank::Conversion`], but of two such conversions of one argument the one to
    /// the less qualified `void` is better (`const void*` over `const volatile void*`,
    /// [over.ics.rank] 3.2.6).
    ConversionToVoid(u8),
    /// A derived-to-base conversion (of a pointer, a reference binding or a copy) across
    /// this many inheritance steps: a [`IcsRank::Conversion`], but of two such
    /// conversions of one argument the one to the nearer base is better ([over.ics.rank]
    /// 4.4: to `B` beats to `A` when `B` derives from `A`; bases on unrelated branches
    /// are told apart by distance too, where C++ would call the call ambiguous), and the
    /// qualifiers (`const` 1, `volatile` 2) the target adds to the base: at equal distance
    /// binding `B&` beats binding `const B&` ([over.ics.rank] 3.2.6; 3.2.5 for pointers).
    ConversionToBase(u8, u8),
    /// A user-defined conversion (a conversion function, or a converting constructor
    /// making a temporary): worse than any standard conversion ([over.ics.rank]/2), so
    /// `set(const B&)` beats `set(const int&)` for an object of a class derived from
    /// `B` that converts to `int`.
    UserDefined,
    /// Matched by a `...` parameter.
    Ellipsis,
}

impl IcsRank {
    /// How this conversion of an argument compares with `other`, another conversion of
    /// the same argument (less is better): two direct reference bindings are told
    /// apart by the qualifiers they add (3.2.6), otherwise a reference binding ranks as
    /// the identity conversion it is.
    pub fn compare(self, other: IcsRank) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        match (self, other) {
            (IcsRank::ReferenceBinding, IcsRank::QualifiedReferenceBinding) => Ordering::Less,
            (IcsRank::QualifiedReferenceBinding, IcsRank::ReferenceBinding) => Ordering::Greater,
            (IcsRank::ConversionToVoid(a), IcsRank::ConversionToVoid(b)) => fewer_quals(a, b),
            (IcsRank::ConversionToBase(a, qa), IcsRank::ConversionToBase(b, qb)) if a == b => fewer_quals(qa, qb),
            (IcsRank::ConversionToBase(a, _), IcsRank::ConversionToBase(b, _)) => a.cmp(&b),
            _ => self.as_identity().cmp(&other.as_identity()),
        }
    }

    /// A reference binding as the identity conversion it is.
    fn as_identity(self) -> IcsRank {
        match self {
            IcsRank::ReferenceBinding | IcsRank::QualifiedReferenceBinding => IcsRank::Exact,
            IcsRank::ConversionToVoid(_) | IcsRank::ConversionToBase(..) => IcsRank::Conversion,
            r => r,
        }
    }

    /// Whether conversions `a` of a candidate's arguments are no worse than `b` for each
    /// argument and better for one ([over.match.best]).
    pub fn better_sequence(a: &[IcsRank], b: &[IcsRank]) -> bool {
        use std::cmp::Ordering;
        a.iter().zip(b).all(|(x, y)| x.compare(*y) != Ordering::Greater)
            && a.iter().zip(b).any(|(x, y)| x.compare(*y) == Ordering::Less)
    }
}

/// Two sets of qualifiers (`const` 1, `volatile` 2) added by conversions of one argument:
/// when one holds the other, the smaller is better ([over.ics.rank] 3.2.5, 3.2.6).
fn fewer_quals(a: u8, b: u8) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    match (a == b, a & b == a, a & b == b) {
        (true, _, _) => Ordering::Equal,
        (_, true, _) => Ordering::Less,
        (_, _, true) => Ordering::Greater,
        _ => Ordering::Equal,
    }
}

/// The qualifiers (`const` 1, `volatile` 2) `to` has and `from` has not.
pub(crate) fn added_quals(from: TypeId, to: TypeId) -> u8 {
    to.quals().0 & 3 & !(from.quals().0 & 3)
}

impl<'a> Sema<'a> {
    /// The rank of converting argument `a` to parameter type `p`, or `None` if it cannot be
    /// converted implicitly.
    pub fn ics_rank(&mut self, a: &Expr<'a>, p: crate::types::TypeId) -> Option<IcsRank> {
        let t = &self.types;
        let from = match t.kind(a.ty).clone() {
            TypeKind::Array { elem, .. } => self.types.pointer_to(elem),
            TypeKind::Function { .. } => self.types.pointer_to(a.ty.unqualified()),
            _ => a.ty.unqualified(),
        };
        let to = p.unqualified();
        // A function named as an argument decays to a pointer to its type as declared
        // (references kept), which is what a template parameter `Fn` deduces from it.
        if self.types.is_function(a.ty) && self.function_pointer_type(a) == to {
            return Some(IcsRank::Exact);
        }
        let t = &self.types;
        if from == to {
            return Some(IcsRank::Exact);
        }
        if t.is_pointer(to) && t.is_pointer(from) {
            use crate::sema::conversions::pointers::PointerConv;
            return match self.pointer_conversion(from, to) {
                PointerConv::Identity => Some(IcsRank::Exact),
                PointerConv::Qualification => Some(self.qualification_rank(from, to)),
                PointerConv::ToVoid => {
                    let quals = self.types.pointee(to).map_or(0, |v| v.quals().0 & 3);
                    Some(IcsRank::ConversionToVoid(quals))
                }
                PointerConv::ToBase => Some(self.to_base_rank(
                    self.types.pointee(from).unwrap_or(from),
                    self.types.pointee(to).unwrap_or(to),
                )),
                // Only nvcc's leniency for a plain conversion: not a candidate's.
                PointerConv::UnsafeQualification | PointerConv::Invalid => None,
            };
        }
        if t.is_pointer(to) || t.is_nullptr(to) {
            return self.is_null_constant(a).then_some(IcsRank::Conversion);
        }
        if t.is_bool(to) && t.is_pointer(from) {
            return Some(IcsRank::Conversion);
        }
        // A user-defined conversion, but not for the argument of a converting
        // constructor already being tried: one user-defined conversion per argument
        // ([over.best.ics]/4).
        if t.is_record(from)
            && self.user_conversion_depth == 0
            && self.base_path(from, to).is_none()
            && self.conversion_to(from, to, false, a.span).is_some()
        {
            return Some(IcsRank::UserDefined);
        }
        if self.user_conversion_depth == 0 && self.converts_by_dim3_constructor(from, to) {
            return Some(IcsRank::UserDefined);
        }
        let t = &self.types;
        if t.is_record(from) && self.base_path(from, to).is_some() {
            // Derived-to-base: a copy of the base subobject.
            return Some(self.to_base_rank(from, to));
        }
        if t.is_half(from) && t.is_half(to) && from.unqualified() != to.unqualified() {
            return None;
        }
        if t.is_arithmetic(from) && t.is_arithmetic(to) {
            let promotion = (t.is_integer(from) && self.promoted_type(from) == to)
                || (from == crate::types::TypeId::FLOAT && to == crate::types::TypeId::DOUBLE);
            return Some(if promotion {
                IcsRank::Promotion
            } else {
                IcsRank::Conversion
            });
        }
        None
    }

    /// The rank of argument `a` for a parameter of type `p` taken by value: [`Sema::ics_rank`],
    /// or for a class parameter from an object of another class a temporary made by a
    /// converting constructor ([over.ics.user]: `f(ignore_t)` given any object when
    /// `ignore_t` has a constructor template taking `const T&`).
    pub(crate) fn value_param_rank(&mut self, a: &'a Expr<'a>, p: TypeId) -> Option<IcsRank> {
        match self.ics_rank(a, p) {
            Some(rank) => Some(rank),
            None => self.constructs_from_other_type(a, p).then_some(IcsRank::UserDefined),
        }
    }

    /// The rank of the qualification conversion of pointer `from` to `to`.
    fn qualification_rank(&self, from: TypeId, to: TypeId) -> IcsRank {
        let pointee_volatile = |p: TypeId| self.types.pointee(p).is_some_and(|t| t.is_volatile());
        match pointee_volatile(to) && !pointee_volatile(from) {
            true => IcsRank::ExactQualifiedVolatile,
            false => IcsRank::ExactQualified,
        }
    }

    /// For two array types of the same lengths (`T[N][M]` and `const T[N][M]`), their
    /// innermost element types with the qualifiers written on the arrays added (`const
    /// Input` with `Input = int[4]` is `const int[4]`); other types unchanged.
    fn array_elements_alike(&self, a: TypeId, b: TypeId) -> (TypeId, TypeId) {
        let (mut ea, mut eb) = (a, b);
        let (mut qa, mut qb) = (a.quals(), b.quals());
        while let (Some((xa, na)), Some((xb, nb))) = (self.types.array_elem(ea), self.types.array_elem(eb)) {
            if na != nb {
                return (a, b);
            }
            (ea, eb) = (xa, xb);
            (qa, qb) = (qa.union(xa.quals()), qb.union(xb.quals()));
        }
        (ea.with_quals(qa), eb.with_quals(qb))
    }

    /// The rank of binding `T&&` (`T` = `referee`) to argument `a`: an rvalue of type `T`
    /// binds directly, a prvalue of another type through a converted temporary, an lvalue
    /// not at all.
    pub(crate) fn rvalue_binding_rank(&mut self, a: &Expr<'a>, referee: crate::types::TypeId) -> Option<IcsRank> {
        let arg_quals = Quals(a.ty.quals().0 & 3);
        let is_rvalue = !a.lvalue || self.is_xvalue(a);
        if a.ty.unqualified() == referee.unqualified() {
            if !(is_rvalue && referee.quals().contains(arg_quals)) {
                return None;
            }
            let adds_quals = Quals(referee.quals().0 & 3) != arg_quals;
            return Some(match adds_quals {
                true => IcsRank::QualifiedRvalueBinding,
                false => IcsRank::ExactRvalueBinding,
            });
        }
        if a.lvalue && !self.types.is_arithmetic(a.ty) {
            return None;
        }
        match self.ics_rank(a, referee.unqualified())? {
            IcsRank::Exact
            | IcsRank::ExactQualified
            | IcsRank::ReferenceBinding
            | IcsRank::QualifiedReferenceBinding => Some(IcsRank::ExactRvalueBinding),
            r => Some(r),
        }
    }

    /// Picks the best viable function among `cands` for `args`, reporting no match or an
    /// ambiguity.
    pub fn resolve_overload(&mut self, cands: &[FnDeclId], args: &[&'a Expr<'a>], span: Span) -> Option<FnDeclId> {
        let best = self.best_viable(cands, args);
        self.report_overload_choice(cands, best, span)
    }

    /// [`Sema::resolve_overload`] for member functions called on an object, `all` being
    /// the object's address and the arguments ([`Sema::best_viable_member`]).
    pub fn resolve_member_overload(
        &mut self,
        cands: &[FnDeclId],
        all: &[&'a Expr<'a>],
        span: Span,
    ) -> Option<FnDeclId> {
        let best = self.best_viable_member(cands, all);
        self.report_overload_choice(cands, best, span)
    }

    /// The function `best` chose among `cands`, or `None` after reporting that none or
    /// more than one matches.
    fn report_overload_choice(
        &mut self,
        cands: &[FnDeclId],
        best: Result<FnDeclId, bool>,
        span: Span,
    ) -> Option<FnDeclId> {
        let name = cands.first().map(|&f| self.func(f).name).unwrap_or("");
        match best {
            Ok(f) => Some(f),
            Err(false) => {
                self.diags.error(
                    span,
                    format!("no instance of overloaded function \"{name}\" matches the argument list"),
                );
                None
            }
            Err(true) => {
                self.diags.error(
                    span,
                    format!("more than one instance of overloaded function \"{name}\" matches the argument list"),
                );
                None
            }
        }
    }

    /// The best viable function among `cands` for `args`, without reporting: `Err(false)`
    /// when none is viable, `Err(true)` when no viable one is better than all others.
    pub fn best_viable(&mut self, cands: &[FnDeclId], args: &[&'a Expr<'a>]) -> Result<FnDeclId, bool> {
        let mut viable: Vec<(FnDeclId, Vec<IcsRank>)> = Vec::new();
        for &f in cands {
            if let Some(ranks) = self.candidate_ranks(f, args) {
                viable.push((f, ranks));
            }
        }
        Self::best_of(&viable).ok_or(!viable.is_empty())
    }

    /// [`Sema::best_viable`] for member functions called on an object, `all` being the
    /// object's address and the arguments. A static member's implicit object parameter
    /// accepts any object, and its conversion is neither better nor worse than another
    /// candidate's ([over.match.funcs]/4, [over.match.best]/1): a comparison with a
    /// static member ranks the explicit arguments only.
    pub fn best_viable_member(&mut self, cands: &[FnDeclId], all: &[&'a Expr<'a>]) -> Result<FnDeclId, bool> {
        if cands.iter().all(|&f| self.is_nonstatic_method(f)) || all.is_empty() {
            return self.best_viable(cands, all);
        }
        let mut viable: Vec<(FnDeclId, Vec<IcsRank>, bool)> = Vec::new();
        for &f in cands {
            let is_static = !self.is_nonstatic_method(f);
            let ranks = match is_static {
                // A placeholder for the object, which no comparison reads.
                true => self
                    .candidate_ranks(f, &all[1..])
                    .map(|r| [vec![IcsRank::Exact], r].concat()),
                false => self.candidate_ranks(f, all),
            };
            if let Some(ranks) = ranks {
                viable.push((f, ranks, is_static));
            }
        }
        let better = |(_, r, r_static): &(FnDeclId, Vec<IcsRank>, bool),
                      (_, s, s_static): &(FnDeclId, Vec<IcsRank>, bool)| {
            match r_static | s_static {
                true => IcsRank::better_sequence(&r[1..], &s[1..]),
                false => IcsRank::better_sequence(r, s),
            }
        };
        viable
            .iter()
            .find(|f| viable.iter().all(|g| g.0 == f.0 || better(f, g)))
            .map(|f| f.0)
            .ok_or(!viable.is_empty())
    }

    /// The viable function better than every other of `viable` (with the ranks of its
    /// arguments' conversions): at least as good for every argument, better for one.
    pub fn best_of(viable: &[(FnDeclId, Vec<IcsRank>)]) -> Option<FnDeclId> {
        viable
            .iter()
            .find(|(f, r)| viable.iter().all(|(g, s)| g == f || IcsRank::better_sequence(r, s)))
            .map(|(f, _)| *f)
    }

    /// The rank of each argument's conversion to the parameters of `f`, or `None` when
    /// `f` is not viable for `args`.
    pub fn candidate_ranks(&mut self, f: FnDeclId, args: &[&'a Expr<'a>]) -> Option<Vec<IcsRank>> {
        let (_, params, variadic) = self.types.fn_sig(self.func(f).ty).map(|(r, p, v)| (r, p.to_vec(), v))?;
        self.require_complete_classes(&params, self.func(f).span);
        let arg_types: Vec<TypeId> = args.iter().map(|a| a.ty).collect();
        self.require_complete_classes(&arg_types, self.func(f).span);
        let required = self.required_args(f, params.len());
        if args.len() < required || (args.len() > params.len() && !variadic) {
            return None;
        }
        let mut ranks = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let mode = self.facts(f).param_modes.get(k).copied();
            if let Some(crate::sema::conversions::references::RefMode::ByPointer(referee)) = mode {
                let declared = self.declared_param(f, k);
                if declared.is_some_and(|d| self.types.is_rvalue_ref(d)) {
                    ranks.push(self.rvalue_binding_rank(a, referee)?);
                    continue;
                }
                if self.is_xvalue(a) && !self.types.is_const_object(referee) {
                    return None;
                }
                let rank = match self.reference_binding_rank(a, referee) {
                    Some(r) => r,
                    // `const T&` from another class's object: a temporary `T` made by a
                    // converting constructor (a user-defined conversion).
                    None if self.binds_converted_temporary(a, referee) => IcsRank::UserDefined,
                    None => self.scalar_temporary_rank(a, referee)?,
                };
                ranks.push(rank);
                continue;
            }
            if let (Some(crate::sema::conversions::references::RefMode::ByValue), Some(declared)) =
                (mode, self.declared_param(f, k))
            {
                // `const T&` held by value: binding an argument of type `T` is an
                // identity conversion that adds `const`, so a `T&` overload is better
                // for a non-const lvalue ([over.ics.rank] 3.2.6).
                let referee = self.types.referee(declared).unwrap_or(declared);
                let arg_quals = Quals(a.ty.quals().0 & 3);
                if a.ty.unqualified() == referee.unqualified() {
                    ranks.push(if Quals(referee.quals().0 & 3) == arg_quals {
                        IcsRank::ReferenceBinding
                    } else {
                        IcsRank::QualifiedReferenceBinding
                    });
                    continue;
                }
            }
            match params.get(k) {
                Some(&p) => ranks.push(self.value_param_rank(a, p)?),
                None => ranks.push(IcsRank::Ellipsis),
            }
        }
        Some(ranks)
    }

    /// The rank of binding a `const T&` (`T` = `referee`, not a class) to argument `a`
    /// through a temporary holding `a` converted to `T` ([dcl.init.ref]/5.4): a prvalue
    /// (`g(5)`) or a value of another type. `None` when it cannot bind.
    fn scalar_temporary_rank(&mut self, a: &Expr<'a>, referee: TypeId) -> Option<IcsRank> {
        if !referee.is_const() || referee.is_volatile() || self.types.is_record(referee) {
            return None;
        }
        self.ics_rank(a, referee.unqualified())
    }

    /// Whether a `const T&` (`T` = `referee`, a class) binds `a`, of another type,
    /// through the `T` a conversion function of `a`'s class gives (Thrust's
    /// `device_reference<T>` to `const T&`) or a temporary made by one of `T`'s
    /// non-`explicit` constructors (libcu++'s `time_point(const duration&)` given
    /// `seconds`, CUTLASS's `const Layout&` given a stride). Only one user-defined conversion: none is looked for while checking
    /// it.
    fn binds_converted_temporary(&mut self, a: &'a Expr<'a>, referee: crate::types::TypeId) -> bool {
        let by_function = self.user_conversion_depth == 0 && self.converts_to_class_by_function(a, referee);
        referee.is_const() && !referee.is_volatile() && (by_function || self.constructs_from_other_type(a, referee))
    }

    /// Whether class `to` is made from `a`, a value of another type (a scalar, a pointer
    /// or another class's object: `const Layout&` given an `int`), by one of `to`'s
    /// non-`explicit` constructors. Only one user-defined conversion: none is looked for
    /// while checking it.
    fn constructs_from_other_type(&mut self, a: &'a Expr<'a>, to: crate::types::TypeId) -> bool {
        let t = &self.types;
        if !t.is_record(to) || a.ty.unqualified() == to.unqualified() || t.is_void(a.ty) {
            return false;
        }
        if self.user_conversion_depth > 0 {
            return false;
        }
        self.user_conversion_depth += 1;
        let viable = self.converts_by_constructor(a, to);
        self.user_conversion_depth -= 1;
        viable
    }

    /// The rank of binding a reference to `referee` to argument `a`, if it binds.
    pub fn reference_binding_rank(&self, a: &Expr<'a>, referee: crate::types::TypeId) -> Option<IcsRank> {
        // An array's qualifiers are its elements' ([basic.type.qualifier]/3): `const
        // T (&)[N]` binds an lvalue `T[N]`, adding `const`.
        let (arg_ty, referee) = self.array_elements_alike(a.ty, referee);
        let arg_quals = crate::types::Quals(arg_ty.quals().0 & 3);
        let to_base = self.base_path(arg_ty, referee).is_some();
        let same_class = arg_ty.unqualified() == referee.unqualified() || to_base;
        // A `const T&` binds a temporary of class type too.
        let temporary = !a.lvalue && referee.is_const() && self.types.is_record(referee);
        let binds = same_class && (a.lvalue || temporary) && referee.quals().contains(arg_quals);
        if !binds {
            return None;
        }
        // Binding to a more qualified referee (or to a base) ranks below an exact binding.
        Some(if to_base {
            self.to_base_rank(arg_ty, referee)
        } else if Quals(referee.quals().0 & 3) == arg_quals {
            IcsRank::ReferenceBinding
        } else {
            IcsRank::QualifiedReferenceBinding
        })
    }

    /// The rank of converting class `from` to its base `to` (the number of inheritance
    /// steps between them, see [`IcsRank::ConversionToBase`]).
    pub(crate) fn to_base_rank(&self, from: TypeId, to: TypeId) -> IcsRank {
        let steps = self.base_path(from, to).map_or(1, |p| p.len());
        IcsRank::ConversionToBase(steps.min(u8::MAX as usize) as u8, added_quals(from, to))
    }
}
