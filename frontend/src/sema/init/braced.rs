//! Brace-enclosed initializers where a value of class (or array) type is expected
//! outside a declaration: `return {a, b};`, `f({1, 2})`, member initializers `m{1, 2}`
//! of aggregate members, and brace-enclosed default member initializers
//! (`Pair p = {1, 2};` in a class).
//!
//! A brace list becomes an object: for a class with constructors, a temporary built by
//! the constructor the list's values select (as `T{a, b}`); otherwise the list is checked
//! as an aggregate initializer ([`Sema::initializer`], so nesting, brace elision,
//! designators and default member initializers work as for declarations) and stored
//! into the object one scalar or whole member at a time, the rest zero-filled.

use crate::il::{Expr, ExprKind, Init};
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::decl::InitSyn;
use crate::sema::expr::AssignOp;
use crate::sema::Sema;

/// Scalars zero-filled one by one at most; a larger zero-filled remainder is cleared by
/// `memset` rather than unrolled into thousands of stores.
const MAX_ZERO_FILL: u64 = 256;

impl<'a> Sema<'a> {
    /// `return {a, b};`: the brace list `syn` initializes an object of the return type.
    pub fn braced_return_value(&mut self, syn: &InitSyn<'a>, span: Span) -> &'a Expr<'a> {
        match self.fn_ctx.map(|c| (c.ret, c.ret_ref)) {
            Some((ret, None)) if !self.types.is_void(ret) => self.braced_value(ret, syn, span),
            Some((_, None)) => {
                // nvcc's text for `return {...};` in a `void` function.
                let msg =
                    "list-initialization of an object type \"void\" is not allowed because the type is incomplete";
                self.diags.error(span, msg);
                self.error_expr(span)
            }
            _ => {
                self.diags
                    .error(span, "return value type does not match the function type");
                self.error_expr(span)
            }
        }
    }

    /// The value of type `ty` a brace list `syn` denotes (`return {a, b};`, `f({1, 2})`).
    pub fn braced_value(&mut self, ty: TypeId, syn: &InitSyn<'a>, span: Span) -> &'a Expr<'a> {
        let ty = ty.unqualified();
        if !self.types.is_record(ty) && !self.types.is_array(ty) {
            return match self.initializer(ty, syn) {
                Some(Init::Expr(e)) => e,
                _ => self.error_expr(span),
            };
        }
        // A class named only as a template argument so far is instantiated here: its
        // constructors, members and `operator()` are needed ([expr.type.conv]/2).
        if self.types.is_record(ty) && !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        if let InitSyn::List(items, _) = syn {
            if let [InitSyn::Expr(e)] = items.as_slice() {
                if self.is_same_or_derived_class(e.ty, ty) {
                    // `T{t}` of a `T` (or of a class derived from it): a copy.
                    return self.construct_temporary(ty, vec![*e], true, span, span);
                }
            }
        }
        if self.has_ctors(ty) {
            let Some(args) = self.constructor_arguments(ty, syn) else {
                return self.error_expr(span);
            };
            let args = match syn {
                InitSyn::List(..) => self.list_constructor_args(ty, args, span),
                InitSyn::Expr(_) | InitSyn::Designated(..) => args,
            };
            return self.construct_temporary(ty, args, true, span, span);
        }
        let Some(obj) = self.hidden_local(ty, span) else {
            return self.error_expr(span);
        };
        let Some(init) = self.initializer(ty, syn) else {
            return self.error_expr(span);
        };
        // An object in the IL, an rvalue in C++ (as `T{...}` temporaries).
        match self.store_init(obj, &init, span) {
            Some(e) if self.is_err(e) => e,
            Some(e) => {
                let tmp = self.mk(ExprKind::Comma { lhs: e, rhs: obj }, ty, span, true);
                self.mark_temporary(tmp)
            }
            None => self.mark_temporary(obj),
        }
    }

    /// GNU's compound literal `(T){a, b}`: a temporary of type `T` initialized from the
    /// list, as `T{a, b}`; an array of unknown bound (`(int[]){1, 2}`) takes its length
    /// from the list.
    pub fn compound_literal(&mut self, ty: TypeId, syn: &InitSyn<'a>, span: Span) -> &'a Expr<'a> {
        let unbounded = self.types.array_elem(ty).is_some_and(|(_, len)| len == 0);
        let ty = match unbounded {
            true => match self.array_type_from_init(ty, Some(syn)) {
                Some(sized) => sized,
                None => {
                    self.diags.error(span, "incomplete type is not allowed");
                    return self.error_expr(span);
                }
            },
            false => ty,
        };
        self.braced_value(ty, syn, span)
    }

    /// The arguments a brace list (or one value) gives a constructor of `class` (`{a, b}`).
    /// A nested list initializes an object of the type of the parameter at its position
    /// (`Args{{m, n, k}, {ptr, ld}, 5}`), chosen among the constructors' as for a call's
    /// brace-list arguments.
    pub fn constructor_arguments(&mut self, class: TypeId, syn: &InitSyn<'a>) -> Option<Vec<&'a Expr<'a>>> {
        match syn {
            InitSyn::Expr(e) => Some(vec![*e]),
            InitSyn::List(items, _) => {
                let class = class.unqualified();
                let mut ctors = None;
                let mut args = Vec::new();
                for (k, item) in items.iter().enumerate() {
                    match item {
                        InitSyn::Expr(e) => args.push(*e),
                        InitSyn::List(_, span) => {
                            let ctors = ctors.get_or_insert_with(|| self.ctors_of(class)).clone();
                            args.push(self.braced_argument(&ctors, Some(class), k, item, *span));
                        }
                        InitSyn::Designated(_, _, d) => {
                            self.diags.error(*d, "expected an expression");
                            return None;
                        }
                    }
                }
                Some(args)
            }
            InitSyn::Designated(_, _, d) => {
                self.diags.error(*d, "expected an expression");
                None
            }
        }
    }

    /// Stores the checked initializer `init` into the object `obj`: assignments of each
    /// value, zero for what a list leaves out. `None` when nothing is stored. This is
    /// the object's initialization, so `const` members (and a `const` object) take
    /// their values.
    pub fn store_init(&mut self, obj: &'a Expr<'a>, init: &Init<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let outer = std::mem::replace(&mut self.initializing_member, true);
        let e = self.store_init_parts(obj, init, span);
        self.initializing_member = outer;
        e
    }

    fn store_init_parts(&mut self, obj: &'a Expr<'a>, init: &Init<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let items: &[Init<'a>] = match init {
            Init::Expr(e) => return Some(self.assign(AssignOp::Plain, obj, e, span)),
            Init::List(items) => items,
            Init::Str(_) => &[],
        };
        let parts = self.parts_of(obj, span)?;
        let mut out = None;
        for (i, part) in parts.into_iter().enumerate() {
            let step = match (init, items.get(i)) {
                // Each character of a string initializer is stored as a constant.
                (Init::Str(units), _) => match Init::string_unit(units, self.types.size_of(part.ty) as usize, i) {
                    Some(u) => {
                        let ty = part.ty.unqualified();
                        let value = self.int_const(self.wrap_to(i128::from(u), ty), ty, span);
                        Some(self.assign(AssignOp::Plain, part, value, span))
                    }
                    None => self.zero_fill(part, span),
                },
                (_, Some(item)) => self.store_init_parts(part, item, span),
                (_, None) => self.zero_fill(part, span),
            };
            out = self.then(out, step, span);
            if out.is_some_and(|e| self.is_err(e)) {
                return out;
            }
        }
        out
    }

    /// Stores zero into every scalar of `obj` (a union's first member).
    pub(in crate::sema) fn zero_fill(&mut self, obj: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        if self.types.is_scalar(obj.ty) {
            let zero = self.zero_value(obj.ty.unqualified(), span);
            return Some(self.assign(AssignOp::Plain, obj, zero, span));
        }
        if self.types.size_of(obj.ty) > MAX_ZERO_FILL * 8 {
            // A large object (a block algorithm's `TempStorage{}`) is cleared by one
            // `memset` rather than a store per scalar.
            return Some(self.memset_zero(obj, span));
        }
        let parts = self.parts_of(obj, span)?;
        let mut out = None;
        for part in parts {
            let step = self.zero_fill(part, span);
            out = self.then(out, step, span);
        }
        out
    }

    /// `memset(&obj, 0, sizeof obj)`.
    fn memset_zero(&mut self, obj: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let Some(memset) = self.runtime_function("memset") else {
            self.diags
                .error(span, "\"memset\" is not declared: a large object cannot be cleared");
            return self.error_expr(span);
        };
        let dst = self.object_address(obj);
        // The object is being initialized: a `const` one is written too.
        let void_ptr = self.types.pointer_to(TypeId::VOID);
        let dst = self.explicit_cast(dst, void_ptr, span);
        let zero = self.int_const(0, TypeId::INT, span);
        let size = self.sizeof_type(obj.ty.unqualified(), span);
        self.runtime_call(memset, vec![dst, zero, size], span)
    }

    /// The fields (for a union, the first) or elements of aggregate `obj`, as lvalues.
    fn parts_of(&mut self, obj: &'a Expr<'a>, span: Span) -> Option<Vec<&'a Expr<'a>>> {
        if let Some((_, len)) = self.types.array_elem(obj.ty) {
            return Some(
                (0..len)
                    .map(|i| {
                        let idx = self.int_const(i as i128, TypeId::LONG, span);
                        self.index(obj, idx, span)
                    })
                    .collect(),
            );
        }
        let rec = self.types.record_of(obj.ty)?.clone();
        let count = if rec.is_union {
            rec.fields.len().min(1)
        } else {
            rec.fields.len()
        };
        Some(
            rec.fields
                .iter()
                .take(count)
                .enumerate()
                .map(|(i, f)| {
                    self.mk(
                        ExprKind::Member {
                            base: obj,
                            field: i as u32,
                        },
                        f.ty,
                        span,
                        true,
                    )
                })
                .collect(),
        )
    }

    /// `prev, step` (either may be absent).
    fn then(&mut self, prev: Option<&'a Expr<'a>>, step: Option<&'a Expr<'a>>, span: Span) -> Option<&'a Expr<'a>> {
        match (prev, step) {
            (Some(p), Some(s)) => Some(self.mk(ExprKind::Comma { lhs: p, rhs: s }, s.ty, span, s.lvalue)),
            (p, s) => p.or(s),
        }
    }
}

impl<'a> Sema<'a> {
    /// Constructs the elements of `obj`, an array of a class type with constructors (or
    /// default member initializers), from the brace list `syn` (`{S(1), S(2)}`, `{{1, 2},
    /// {3, 4}}`, `{1, 2}` through a converting constructor): element `i` from item `i`,
    /// the elements past the list value-initialized; without a list every element is
    /// default-initialized. Pushes one expression per element that runs code.
    pub fn construct_elements(
        &mut self,
        obj: &'a Expr<'a>,
        syn: Option<&InitSyn<'a>>,
        span: Span,
        out: &mut Vec<&'a Expr<'a>>,
    ) {
        self.construct_elements_within(obj, syn, syn.is_some(), span, out)
    }

    /// `construct_elements`; `in_list`: `obj` is part of an object initialized from a
    /// brace list, so without an item of its own it is value-initialized.
    fn construct_elements_within(
        &mut self,
        obj: &'a Expr<'a>,
        syn: Option<&InitSyn<'a>>,
        in_list: bool,
        span: Span,
        out: &mut Vec<&'a Expr<'a>>,
    ) {
        if let Some((_, len)) = self.types.array_elem(obj.ty) {
            let items: &[InitSyn<'a>] = match syn {
                None => &[],
                Some(InitSyn::List(items, _)) => items,
                Some(other) => {
                    self.diags.error(
                        other.span(),
                        "initialization with \"{...}\" expected for aggregate object",
                    );
                    out.push(self.error_expr(span));
                    return;
                }
            };
            if items.len() as u64 > len {
                self.diags
                    .error(items[len as usize].span(), "too many initializer values");
                out.push(self.error_expr(span));
                return;
            }
            for i in 0..len {
                let idx = self.int_const(i as i128, TypeId::LONG, span);
                let elem = self.index(obj, idx, span);
                self.construct_elements_within(elem, items.get(i as usize), in_list, span, out);
            }
            return;
        }
        let step = match syn {
            None if in_list => self.value_construct(obj, span),
            None => self.default_construct(obj, span),
            Some(item) => match self.constructor_arguments(obj.ty, item) {
                Some(args) => {
                    let at = item.span();
                    self.construct(obj, args, at, at)
                }
                None => Some(self.error_expr(span)),
            },
        };
        out.extend(step);
    }
}

impl<'a> Sema<'a> {
    /// The right operand of `l = {...}` or `l op= {...}` ([expr.ass]/9): for a scalar
    /// `l`, `x = {v}` means `x = T{v}` and `x = {}` means `x = T{}` (a compound assignment
    /// takes no list); for a class, the list initializes the parameter of the
    /// `operator=` (or `operator op=`) it is passed to: the class itself for the
    /// implicit copy assignment.
    pub fn braced_assigned_value(
        &mut self,
        op: AssignOp,
        l: &'a Expr<'a>,
        syn: &InitSyn<'a>,
        span: Span,
    ) -> &'a Expr<'a> {
        if self.is_err(l) {
            return self.error_expr(span);
        }
        let lt = l.ty.unqualified();
        let spelled = match op {
            AssignOp::Plain => "=".to_string(),
            AssignOp::Compound(bop) => format!("{}=", bop.spelling()),
        };
        if !self.types.is_record(lt) {
            if matches!(op, AssignOp::Compound(_)) {
                self.diags.error(span, "a brace-enclosed list is not allowed here");
                return self.error_expr(span);
            }
            return self.braced_value(lt, syn, span);
        }
        let sym = self.interner.intern(&format!("operator{spelled}"));
        let mut cands = match self.class_member(lt, sym) {
            Some(crate::sema::lookup::Entity::Funcs(set)) => set.to_vec(),
            _ => Vec::new(),
        };
        if cands.is_empty() && matches!(op, AssignOp::Compound(_)) {
            // A non-member `operator op=(C&, P)`: the list initializes its second parameter.
            let free = self.operator_candidates(&spelled, &[l]);
            if free.is_empty() {
                self.diags.error(
                    l.span.to(span),
                    format!(
                        "no operator \"{spelled}\" matches these operands (operand types are: {} {spelled} {{...}})",
                        self.ty_str(l.ty)
                    ),
                );
                return self.error_expr(span);
            }
            cands = free;
            return self.braced_argument(&cands, None, 1, syn, span);
        }
        if cands.is_empty() {
            // Only the implicit copy (and move) assignment: a `T` from the list.
            return self.braced_value(lt, syn, span);
        }
        self.braced_argument(&cands, None, 0, syn, span)
    }
}
