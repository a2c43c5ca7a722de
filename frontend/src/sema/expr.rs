//! Semantic actions for expressions: literals, names, operators, calls, `sizeof`.
//!
//! Each action checks its operands with C++'s rules and returns IL whose operands are
//! already converted as `il::ExprKind` documents. Messages follow nvcc's (EDG) wording.

use crate::il::{BinOp, CastKind, ExecSpace, Expr, ExprKind, FnDeclId, KernelLaunch, SpecialReg, UnaryOp};
use crate::literal::{self, NumLit};
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

use super::conversions::standard::ConvCtx;
use super::lookup::{Entity, NsId};
use super::Sema;

/// Assignment operators: `=` or a compound `op=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssignOp {
    /// `=`.
    Plain,
    /// `op=`, e.g. `+=`.
    Compound(BinOp),
}

/// Prefix unary operators as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrefixOp {
    /// `+x`.
    Plus,
    /// `-x`.
    Minus,
    /// `!x`.
    Not,
    /// `~x`.
    BitNot,
    /// `*p`.
    Deref,
    /// `&x`.
    AddrOf,
}

impl PrefixOp {
    /// The operator's spelling as an overloadable operator (`operator-`); `None` for
    /// `&`, whose overloads are looked for apart ([`Sema::overloaded_address_of`]):
    /// without one the built-in operator applies.
    pub fn overloadable_spelling(self) -> Option<&'static str> {
        Some(match self {
            PrefixOp::Plus => "+",
            PrefixOp::Minus => "-",
            PrefixOp::Not => "!",
            PrefixOp::BitNot => "~",
            PrefixOp::Deref => "*",
            PrefixOp::AddrOf => return None,
        })
    }
}

impl<'a> Sema<'a> {
    // ----- literals and names -----

    /// An integer or floating literal from its spelling.
    pub fn number_literal(&mut self, text: Sym, span: Span) -> &'a Expr<'a> {
        let spelling = self.interner.get(text).to_string();
        if let Some((number, suffix)) = literal::split_user_suffix(&spelling) {
            return self.user_defined_literal(number, suffix, span);
        }
        match literal::parse_number(&spelling) {
            Ok(NumLit::Int {
                value,
                decimal,
                unsigned,
                longs,
            }) => {
                let ty = match literal::int_literal_type(value, decimal, unsigned, longs) {
                    Some(t) => t,
                    None => {
                        self.diags.warning(
                            span,
                            "integer literal is too large to be represented in a signed integer type, interpreting as unsigned",
                        );
                        TypeId::ULONG
                    }
                };
                self.mk(ExprKind::int_const(u128::from(value)), ty, span, false)
            }
            Ok(NumLit::Float { value, suffix }) => {
                let ty = match suffix {
                    literal::FloatSuffix::F => TypeId::FLOAT,
                    literal::FloatSuffix::L => TypeId::LONGDOUBLE,
                    literal::FloatSuffix::None => TypeId::DOUBLE,
                };
                self.mk(ExprKind::FloatConst(value), ty, span, false)
            }
            // Already reported by the lexer.
            Err(_) => self.error_expr(span),
        }
    }

    /// An integer constant of type `ty` holding `v` (wrapped to the type).
    pub fn int_const(&self, v: i128, ty: TypeId, span: Span) -> &'a Expr<'a> {
        let w = self.wrap_to(v, ty);
        let bits = self.types.bit_width(ty);
        let stored = if bits >= 128 {
            w as u128
        } else {
            (w as u128) & ((1u128 << bits) - 1)
        };
        self.mk(ExprKind::int_const(stored), ty, span, false)
    }

    /// A character literal.
    pub fn char_literal(&mut self, text: Sym, span: Span) -> &'a Expr<'a> {
        let spelling = self.interner.get(text).to_string();
        match literal::parse_char(&spelling) {
            Ok(c) => self.int_const(c.value as i128, c.ty, span),
            Err(_) => self.error_expr(span),
        }
    }

    /// Adjacent string literals, concatenated.
    /// Adjacent literals may mix one prefix with unprefixed ones (C++ [lex.string]); the
    /// value holds the code units little-endian, each as wide as the element type.
    pub fn string_literal(&mut self, parts: &[Sym], span: Span) -> &'a Expr<'a> {
        use literal::StringKind;
        let mut kind = StringKind::Narrow;
        let mut units = Vec::new();
        for p in parts {
            let spelling = self.interner.get(*p).to_string();
            match literal::parse_string_units(&spelling) {
                Ok((k, u)) => {
                    if k != StringKind::Narrow && kind != StringKind::Narrow && k != kind {
                        self.diags
                            .error(span, "concatenation of string literals with different prefixes");
                        return self.error_expr(span);
                    }
                    if k != StringKind::Narrow {
                        kind = k;
                    }
                    units.extend(u);
                }
                Err(_) => return self.error_expr(span),
            }
        }
        units.push(0);
        let width = self.types.size_of(kind.elem()) as usize;
        let bytes: Vec<u8> = units
            .iter()
            .flat_map(|u| u.to_le_bytes().into_iter().take(width))
            .collect();
        let data = self.arena.alloc_slice_copy(&bytes);
        let elem = kind.elem().with_quals(crate::types::Quals::CONST);
        let ty = self.types.array_of(elem, units.len() as u64);
        self.mk(ExprKind::StringLit(data), ty, span, true)
    }

    /// `true` / `false`.
    pub fn bool_literal(&self, v: bool, span: Span) -> &'a Expr<'a> {
        self.mk(ExprKind::int_const(u128::from(v)), TypeId::BOOL, span, false)
    }

    /// `nullptr`: the null pointer constant of type `std::nullptr_t`.
    pub fn nullptr_literal(&mut self, span: Span) -> &'a Expr<'a> {
        let zero = self.mk(ExprKind::int_const(0), TypeId::INT, span, false);
        self.cast(CastKind::NullToPointer, zero, TypeId::NULLPTR)
    }

    /// A use of an identifier as an expression.
    pub fn name_expr(&mut self, name: Sym, span: Span) -> &'a Expr<'a> {
        let entity = self.scopes.lookup(name).cloned();
        self.entity_expr(entity, name, span)
    }

    /// An expression naming `entity` (found for `name` by ordinary or qualified lookup).
    pub fn entity_expr(&mut self, entity: Option<Entity>, name: Sym, span: Span) -> &'a Expr<'a> {
        match entity {
            Some(Entity::FuncTemplate(t)) if !self.templates[t].funcs.is_empty() => {
                // An overload set of templates and ordinary functions used as a value
                // (`res<cudaMalloc>`, `fn p = f;`): the target type picks among the
                // ordinary functions, which [over.over]/4 prefers to template
                // specializations. Deducing a template from the target is not done yet.
                let funcs = self.templates[t].funcs.iter().copied().collect();
                self.entity_expr(Some(Entity::Funcs(funcs)), name, span)
            }
            Some(Entity::FuncTemplate(t)) => {
                let n = self.interner.get(name).to_string();
                self.diags.error(
                    span,
                    format!("function template \"{n}\" must be called or given template arguments"),
                );
                // A target type may deduce its arguments (`templates::target_typed_ids`).
                let e = self.error_expr(span);
                self.remember_template_id(e, t, &[]);
                e
            }
            Some(Entity::Namespace(_)) => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("namespace \"{n}\" may not be used as an expression"));
                self.error_expr(span)
            }
            Some(Entity::Var(v)) => {
                if let Some(e) = self.failed_static_member_use(v, span) {
                    return e;
                }
                if let Some(e) = self.captured_use(v, span) {
                    return e;
                }
                if let Some(e) = self.reference_use(v, span) {
                    return e;
                }
                self.check_host_variable_use(v, span);
                let ty = self.var(v).ty;
                self.mk(ExprKind::Var(v), ty, span, true)
            }
            Some(Entity::Binding { holder, element }) => self.binding_expr(holder, &element, name, span),
            Some(Entity::Funcs(fs)) => {
                for &g in fs.iter() {
                    self.note_function_reference(g);
                }
                let f = fs[0];
                let ty = self.func(f).ty;
                let e = self.mk(ExprKind::Func(f), ty, span, true);
                if fs.len() > 1 {
                    self.remember_overload_set(e, &fs);
                }
                e
            }
            Some(Entity::Field(_)) => self.implicit_member(name, span),
            Some(Entity::Pack(_) | Entity::PatternPack(_)) => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("parameter pack \"{n}\" was referenced but not expanded"));
                self.error_expr(span)
            }
            Some(Entity::ClassTemplate(_) | Entity::AliasTemplate(_)) => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("class template \"{n}\" is not allowed as an expression"));
                self.error_expr(span)
            }
            Some(Entity::VarTemplate(_)) => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("argument list for variable template \"{n}\" is missing"));
                self.error_expr(span)
            }
            Some(Entity::WarpSize) => self.mk(ExprKind::WarpSize, TypeId::INT, span, false),
            Some(Entity::EnumConst(v, ty)) => self.int_const(v, ty, span),
            Some(Entity::Typedef(_) | Entity::Enum(_)) => {
                let n = self.interner.get(name).to_string();
                self.diags
                    .error(span, format!("type name \"{n}\" is not allowed as an expression"));
                self.error_expr(span)
            }
            Some(Entity::Special(reg)) => {
                // The whole variable reads as CUDA's declared type; without the vector
                // types (frontend tests that skip the prelude) only components work.
                let record = self.interner.intern(reg.record_name());
                match self.scopes.lookup_in(NsId::GLOBAL, record) {
                    Some(&Entity::Typedef(ty)) => self.mk(ExprKind::SpecialRegWhole { reg }, ty, span, false),
                    _ => {
                        self.diags.error(
                            span,
                            format!(
                                "built-in variable '{}' can only be used through its .x, .y or .z component",
                                reg.name()
                            ),
                        );
                        self.error_expr(span)
                    }
                }
            }
            None => {
                let n = self.interner.get(name).to_string();
                self.diags.undefined(span, "identifier", &n);
                self.error_expr(span)
            }
        }
    }

    /// `threadIdx.x` and friends (`component` the member written after the `.`, at
    /// `at`; `span` the whole expression).
    pub fn special_component(&mut self, reg: SpecialReg, component: Sym, at: Span, span: Span) -> &'a Expr<'a> {
        let component = match self.interner.get(component) {
            "x" => 0,
            "y" => 1,
            "z" => 2,
            other => {
                let msg = format!("class \"uint3\" has no member \"{other}\"");
                self.diags.error(at, msg);
                return self.error_expr(at);
            }
        };
        self.mk(ExprKind::SpecialReg { reg, component }, TypeId::UINT, span, false)
    }

    /// The error for an assignment to a CUDA built-in variable.
    pub fn assign_to_builtin_error(&mut self, name: &str, span: Span) -> &'a Expr<'a> {
        self.diags.error(
            span,
            format!("cannot assign to variable '{name}' with predefined meaning in CUDA"),
        );
        self.error_expr(span)
    }

    /// The error for `&` applied to a CUDA built-in variable.
    pub fn address_of_builtin_error(&mut self, name: &str, span: Span) -> &'a Expr<'a> {
        self.diags
            .error(span, format!("cannot take address of builtin variable \"{name}\""));
        self.error_expr(span)
    }

    fn builtin_name(e: &Expr) -> Option<&'static str> {
        match e.kind {
            ExprKind::SpecialReg { reg, .. } | ExprKind::SpecialRegWhole { reg } => Some(reg.name()),
            ExprKind::WarpSize => Some("warpSize"),
            _ => None,
        }
    }

    /// Checks that `e` is a modifiable lvalue; reports and returns false otherwise.
    fn check_modifiable(&mut self, e: &'a Expr<'a>) -> bool {
        if let Some(name) = Self::builtin_name(e) {
            self.assign_to_builtin_error(name, e.span);
            return false;
        }
        let t = &self.types;
        let read_only = e.ty.is_const() && !self.initializing_member;
        if !e.lvalue || read_only || t.is_array(e.ty) || t.is_function(e.ty) {
            self.diags.error(e.span, "expression must be a modifiable lvalue");
            return false;
        }
        true
    }

    // ----- unary -----

    /// Prefix `+ - ! ~ * &`.
    pub fn prefix(&mut self, op: PrefixOp, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) {
            // `&f<4>` of a template name that a target type may still resolve
            // (`templates::target_typed_ids`) stays that name.
            if op == PrefixOp::AddrOf && self.template_id_of(e).is_some() {
                return e;
            }
            return self.error_expr(span);
        }
        if self.types.is_record(e.ty) {
            if let Some(spelled) = op.overloadable_spelling() {
                if let Some(x) = self.overloaded_operator(spelled, vec![e], span) {
                    return x;
                }
                // A built-in operator on the result of a conversion function.
                let converted = match op {
                    PrefixOp::Not => self.user_conversion(e, TypeId::BOOL, true),
                    _ => self.operand_conversion(e),
                };
                return match converted {
                    Some(c) => self.prefix(op, c, span),
                    None => self.no_operator_error(spelled, e, None, span),
                };
            }
        }
        let arith_spelling = match op {
            PrefixOp::Plus => Some("+"),
            PrefixOp::Minus => Some("-"),
            PrefixOp::BitNot => Some("~"),
            _ => None,
        };
        if let Some(spelled) = arith_spelling.or((op == PrefixOp::Not).then_some("!")) {
            if let Some(x) = self.enum_user_operator(spelled, &[e], span) {
                return x;
            }
        }
        if let Some(spelled) = arith_spelling {
            if let Some(err) = self.scoped_enum_operator(spelled, e, None, span) {
                return err;
            }
        }
        match op {
            PrefixOp::Plus | PrefixOp::Minus => {
                if op == PrefixOp::Plus {
                    let v = self.rvalue(e);
                    if self.types.is_pointer(v.ty) {
                        return v;
                    }
                }
                if !self.types.is_arithmetic(e.ty) {
                    return self.operand_error(e, "expression must have arithmetic or unscoped enum type");
                }
                let v = self.promote(e);
                if op == PrefixOp::Plus {
                    return v;
                }
                self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::Neg,
                        operand: v,
                    },
                    v.ty,
                    span,
                    false,
                )
            }
            PrefixOp::BitNot => {
                if !self.types.is_integer(e.ty) {
                    return self.operand_error(e, "expression must have integral or unscoped enum type");
                }
                let v = self.promote(e);
                self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::BitNot,
                        operand: v,
                    },
                    v.ty,
                    span,
                    false,
                )
            }
            PrefixOp::Not => {
                let b = self.to_bool(e);
                if self.is_err(b) {
                    return b;
                }
                self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::LogNot,
                        operand: b,
                    },
                    TypeId::BOOL,
                    span,
                    false,
                )
            }
            PrefixOp::Deref => {
                let p = self.rvalue(e);
                let Some(pointee) = self.types.pointee(p.ty) else {
                    let msg = format!("operand of \"*\" must be a pointer but has type {}", self.ty_str(p.ty));
                    self.diags.error(e.span, msg);
                    return self.error_expr(span);
                };
                if self.types.is_void(pointee) {
                    self.diags.error(span, "a pointer to void cannot be dereferenced");
                    return self.error_expr(span);
                }
                self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::Deref,
                        operand: p,
                    },
                    pointee,
                    span,
                    true,
                )
            }
            PrefixOp::AddrOf => {
                if let Some(name) = Self::builtin_name(e) {
                    return self.address_of_builtin_error(name, span);
                }
                if self.bit_field_of(e).is_some() {
                    self.diags
                        .error(span, "taking the address of a bit field is not allowed");
                    return self.error_expr(span);
                }
                if !e.lvalue {
                    self.diags
                        .error(e.span, "expression must be an lvalue or a function designator");
                    return self.error_expr(span);
                }
                let p = match self.types.kind(e.ty) {
                    crate::types::TypeKind::Function { .. } => self.function_pointer_type(e),
                    _ => self.types.pointer_to(e.ty),
                };
                self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::AddrOf,
                        operand: e,
                    },
                    p,
                    span,
                    false,
                )
            }
        }
    }

    fn operand_error(&mut self, e: &'a Expr<'a>, msg: &str) -> &'a Expr<'a> {
        self.diags.error(e.span, msg.to_string());
        self.error_expr(e.span)
    }

    /// `++x`, `--x`, `x++`, `x--`.
    pub fn inc_dec(&mut self, pre: bool, inc: bool, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if let Some(x) = self.user_inc_dec(pre, inc, e, span) {
            return x;
        }
        if self.is_err(e) || !self.check_modifiable(e) {
            return self.error_expr(span);
        }
        if let Some(err) = self.enum_update_error(e, span) {
            return err;
        }
        let t = &self.types;
        if t.is_bool(e.ty) {
            let msg = if inc {
                "ISO C++17 does not allow incrementing a bool value"
            } else {
                "ISO C++17 does not allow decrementing a bool value"
            };
            self.diags.error(e.span, msg);
            return self.error_expr(span);
        }
        if let Some(p) = t.pointee(e.ty) {
            if t.is_void(p) || t.is_function(p) {
                self.diags
                    .error(e.span, format!("arithmetic on a pointer to {}", self.ty_str(p)));
                return self.error_expr(span);
            }
        } else if !t.is_arithmetic(e.ty) {
            return self.operand_error(e, "expression must have arithmetic or pointer type");
        }
        let ty = if pre { e.ty } else { e.ty.unqualified() };
        self.mk(ExprKind::IncDec { pre, inc, operand: e }, ty, span, pre)
    }

    /// `sizeof(type)`: a constant of type `size_t`.
    pub fn sizeof_type(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        self.note_record_used(self.types.innermost_element(ty));
        // `sizeof(T&)` is `sizeof(T)`.
        let ty = self.types.referee(ty).unwrap_or(ty);
        if self.types.is_error(ty) {
            return self.error_expr(span);
        }
        if !self.require_complete_type(ty, span) {
            let msg = format!("incomplete type {} is not allowed", self.ty_str(ty));
            self.diags.error(span, msg);
            return self.error_expr(span);
        }
        let size = self.types.size_of(ty);
        self.int_const(size as i128, TypeId::SIZE_T, span)
    }

    /// `alignof(type)`: a constant of type `size_t` (`alignof(T&)` is `alignof(T)`).
    pub fn alignof_type(&mut self, ty: TypeId, span: Span) -> &'a Expr<'a> {
        let a = self.alignment_of_type(ty);
        self.int_const(a as i128, TypeId::SIZE_T, span)
    }

    /// The alignment of type `ty` (of the referred-to type for a reference), as
    /// `alignof(T)` and `alignas(T)` ask.
    pub fn alignment_of_type(&self, ty: TypeId) -> u64 {
        let ty = self.types.referee(ty).unwrap_or(ty);
        self.types.align_of(ty)
    }

    /// GNU `__alignof__(expr)`: the alignment of the expression's type.
    pub fn alignof_expr(&mut self, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let a = self.types.align_of(e.ty);
        self.int_const(a as i128, TypeId::SIZE_T, span)
    }

    // ----- binary -----

    /// A call of the overloaded `operator<op>` for operands of record type; `None` when
    /// no such operator function is declared.
    pub fn overloaded_operator(&mut self, op: &str, args: Vec<&'a Expr<'a>>, span: Span) -> Option<&'a Expr<'a>> {
        self.require_complete_operands(&args);
        if let Some(e) = self.member_operator(op, &args, span) {
            return Some(e);
        }
        let set = self.operator_candidates(op, &args);
        if set.is_empty() {
            return None;
        }
        let callee = self.overload_set_callee(&set, span);
        Some(self.call(callee, Some(set), args, span, span))
    }

    /// Whether an operator function `operator<op>` (a member of the first operand's class
    /// or a non-member) is viable for `args`.
    fn any_viable_operator(&mut self, op: &str, args: &[&'a Expr<'a>]) -> bool {
        self.require_complete_operands(args);
        let sym = self.interner.intern(&format!("operator{op}"));
        match self.class_member(args[0].ty.unqualified(), sym) {
            Some(Entity::Funcs(members)) => {
                // A member is viable when it accepts the object and the other operands.
                let mut all = args.to_vec();
                all[0] = self.object_address(args[0]);
                if !matches!(self.best_viable(&members, &all), Err(false)) {
                    return true;
                }
            }
            // Member operator templates: overloaded_operator's own choice decides.
            Some(Entity::FuncTemplate(_)) => return true,
            _ => {}
        }
        let set = self.operator_candidates(op, args);
        !set.is_empty() && !matches!(self.best_viable(&set, args), Err(false))
    }

    /// `&e` as written in the source: a call of an `operator&` declared for `e`'s class
    /// (a member taking no argument or a non-member taking one: Thrust's proxy
    /// `reference` gives its `pointer`) if one takes `e`, otherwise the built-in
    /// operator. (The addresses ptxc takes itself, for reference casts and
    /// `__builtin_addressof`, are always the built-in operator's: [`Sema::prefix`].)
    pub fn written_address_of(&mut self, e: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(e) {
            return self.prefix(PrefixOp::AddrOf, e, span);
        }
        match self.overloaded_address_of(e, span) {
            Some(x) => x,
            None => self.prefix(PrefixOp::AddrOf, e, span),
        }
    }

    fn overloaded_address_of(&mut self, e: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        if !self.types.is_record(e.ty) {
            return None;
        }
        let sym = self.interner.intern("operator&");
        let unary = |s: &Self, f: FnDeclId, params: usize| {
            s.types.fn_sig(s.func(f).ty).is_some_and(|(_, p, _)| p.len() == params)
        };
        if let Some(crate::sema::lookup::Entity::Funcs(set)) = self.class_member(e.ty.unqualified(), sym) {
            let members: Vec<FnDeclId> = set.iter().copied().filter(|&f| unary(self, f, 1)).collect();
            if !members.is_empty() {
                return Some(self.method_call(e, &members, Vec::new(), span, span));
            }
        }
        let free: Vec<FnDeclId> = self
            .operator_candidates("&", &[e])
            .into_iter()
            .filter(|&f| unary(self, f, 1) && self.candidate_ranks(f, &[e]).is_some())
            .collect();
        if free.is_empty() {
            return None;
        }
        let callee = self.mk(ExprKind::Func(free[0]), self.func(free[0]).ty, span, true);
        Some(self.call(callee, Some(free), vec![e], span, span))
    }

    /// nvcc's error for operator `op` with no candidate for operands `l` (and `r`).
    pub fn no_operator_error(
        &mut self,
        op: &str,
        l: &'a Expr<'a>,
        r: Option<&'a Expr<'a>>,
        span: Span,
    ) -> &'a Expr<'a> {
        let operands = match r {
            Some(r) => format!("{} {op} {}", self.ty_str(l.ty), self.ty_str(r.ty)),
            None => format!("{op} {}", self.ty_str(l.ty)),
        };
        self.diags.error(
            span,
            format!("no operator \"{op}\" matches these operands (operand types are: {operands})"),
        );
        self.error_expr(span)
    }

    /// Binary arithmetic, bitwise and comparison operators.
    pub fn binary(&mut self, op: BinOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(l) || self.is_err(r) {
            return self.error_expr(span);
        }
        if let Some(e) = self.member_pointer_equality(op, l, r, span) {
            return e;
        }
        if self.types.is_record(l.ty) || self.types.is_record(r.ty) {
            // Built-in operators on the results of conversion functions compete with
            // the operator functions ([over.match.oper]/3): they are used when no
            // operator function is viable.
            let converts = |s: &Self, e: &'a Expr<'a>| !s.types.is_record(e.ty) || s.has_operand_conversion(e);
            let builtin = converts(self, l) && converts(self, r);
            if !builtin || self.any_viable_operator(op.spelling(), &[l, r]) {
                if let Some(e) = self.overloaded_operator(op.spelling(), vec![l, r], span) {
                    return e;
                }
            }
            if builtin {
                let lc = self.operand_conversion(l).unwrap_or(l);
                let rc = self.operand_conversion(r).unwrap_or(r);
                return self.binary(op, lc, rc, span);
            }
            return self.no_operator_error(op.spelling(), l, Some(r), span);
        }
        if let Some(e) = self.enum_user_operator(op.spelling(), &[l, r], span) {
            return e;
        }
        if let Some(err) = self.scoped_enum_operator(op.spelling(), l, Some(r), span) {
            return err;
        }
        let l = self.rvalue(l);
        let r = self.rvalue(r);
        if self.is_err(l) || self.is_err(r) {
            return self.error_expr(span);
        }
        let t = &self.types;
        let (lt, rt) = (l.ty, r.ty);
        let arith = t.is_arithmetic(lt) && t.is_arithmetic(rt);
        let integral = t.is_integer(lt) && t.is_integer(rt);
        match op {
            BinOp::Mul | BinOp::Div if arith => self.arith_binary(op, l, r, span),
            BinOp::Rem | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor if integral => self.arith_binary(op, l, r, span),
            BinOp::Shl | BinOp::Shr if integral => {
                let l = self.promote(l);
                let r = self.promote(r);
                self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, l.ty, span, false)
            }
            BinOp::Add | BinOp::Sub if arith => self.arith_binary(op, l, r, span),
            BinOp::Add | BinOp::Sub => self.pointer_arith(op, l, r, span),
            _ if op.is_comparison() => self.comparison(op, l, r, span),
            BinOp::Mul | BinOp::Div => {
                let bad = if t.is_arithmetic(lt) { r } else { l };
                self.operand_error(bad, "expression must have arithmetic or unscoped enum type")
            }
            _ => {
                let bad = if t.is_integer(lt) { r } else { l };
                self.operand_error(bad, "expression must have integral or unscoped enum type")
            }
        }
    }

    fn arith_binary(&mut self, op: BinOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.half_mix_error(op.spelling(), l, r, span) {
            return self.error_expr(span);
        }
        let (l, r, ty) = self.usual_arith(l, r);
        // Not in an unevaluated operand (`decltype(T{} / U{})`), where nothing divides.
        if matches!(op, BinOp::Div | BinOp::Rem)
            && self.unevaluated == 0
            && self.types.is_integer(ty)
            && self.const_int(r) == Some(0)
        {
            self.diags.warning(r.span, "division by zero");
        }
        self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, ty, span, false)
    }

    fn pointer_arith(&mut self, op: BinOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let t = &self.types;
        let (lp, rp) = (t.pointee(l.ty), t.pointee(r.ty));
        let complete = |s: &Self, p: TypeId| !(s.types.is_void(p) || s.types.is_function(p));
        match (lp, rp) {
            (Some(p), None) if t.is_integer(r.ty) => {
                if !complete(self, p) {
                    return self.operand_error(l, "expression must be a pointer to a complete object type");
                }
                self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, l.ty, span, false)
            }
            (None, Some(p)) if op == BinOp::Add && t.is_integer(l.ty) => {
                if !complete(self, p) {
                    return self.operand_error(r, "expression must be a pointer to a complete object type");
                }
                // Normalised to pointer + integer.
                self.mk(ExprKind::Binary { op, lhs: r, rhs: l }, r.ty, span, false)
            }
            (Some(a), Some(b)) if op == BinOp::Sub => {
                if a.unqualified() != b.unqualified() {
                    let msg = format!(
                        "operand types are incompatible ({} and {})",
                        self.ty_str(l.ty),
                        self.ty_str(r.ty)
                    );
                    self.diags.error(span, msg);
                    return self.error_expr(span);
                }
                if !complete(self, a) {
                    return self.operand_error(l, "expression must be a pointer to a complete object type");
                }
                let r = if l.ty != r.ty {
                    self.cast(CastKind::BitCast, r, l.ty)
                } else {
                    r
                };
                self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, TypeId::PTRDIFF_T, span, false)
            }
            _ => {
                let bad = if t.is_pointer(l.ty) || t.is_arithmetic(l.ty) {
                    r
                } else {
                    l
                };
                self.operand_error(bad, "expression must have arithmetic or unscoped enum type")
            }
        }
    }

    fn comparison(&mut self, op: BinOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let t = &self.types;
        let (lt, rt) = (l.ty, r.ty);
        if t.is_arithmetic(lt) && t.is_arithmetic(rt) {
            if self.half_mix_error(op.spelling(), l, r, span) {
                return self.error_expr(span);
            }
            let (l, r, _) = self.usual_arith(l, r);
            return self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, TypeId::BOOL, span, false);
        }
        // Relational operators with a null pointer constant too: C++17 has no composite
        // pointer type for them, but nvcc (and C) accept `p < 0` and `p < nullptr`.
        let Some(common) = self.composite_pointer_type(l, r) else {
            let msg = format!(
                "operand types are incompatible ({} and {})",
                self.ty_str(lt),
                self.ty_str(rt)
            );
            self.diags.error(span, msg);
            return self.error_expr(span);
        };
        let l = self.convert(l, common, ConvCtx::Init);
        let r = self.convert(r, common, ConvCtx::Init);
        self.mk(ExprKind::Binary { op, lhs: l, rhs: r }, TypeId::BOOL, span, false)
    }

    /// `&&` (`and = true`) or `||`: a call of a viable overloaded `operator&&` /
    /// `operator||` when an operand is a class or enumeration (both operands are then
    /// evaluated, as for any call), else the built-in operator.
    pub fn logical(&mut self, and: bool, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if let Some(e) = self.overloaded_logical(and, l, r, span) {
            return e;
        }
        let l = self.to_bool(l);
        let r = self.to_bool(r);
        if self.is_err(l) || self.is_err(r) {
            return self.error_expr(span);
        }
        let kind = if and {
            ExprKind::LogAnd { lhs: l, rhs: r }
        } else {
            ExprKind::LogOr { lhs: l, rhs: r }
        };
        self.mk(kind, TypeId::BOOL, span, false)
    }

    /// The call of an overloaded `operator&&`/`operator||` for operands `l` and `r` (one
    /// of a class or enumeration type) when a member or non-member one is viable.
    fn overloaded_logical(&mut self, and: bool, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> Option<&'a Expr<'a>> {
        let user_type = |s: &Self, e: &Expr| {
            let t = s.types.referee(e.ty).unwrap_or(e.ty);
            s.types.is_record(t) || matches!(s.types.raw_kind(t.unqualified()), crate::types::TypeKind::Enum(_))
        };
        if self.is_err(l) || self.is_err(r) || !(user_type(self, l) || user_type(self, r)) {
            return None;
        }
        let op = if and { "&&" } else { "||" };
        if let Some(e) = self.member_operator(op, &[l, r], span) {
            return Some(e);
        }
        let set = self.operator_candidates(op, &[l, r]);
        if set.is_empty() || self.best_viable(&set, &[l, r]) == Err(false) {
            return None;
        }
        let callee = self.overload_set_callee(&set, span);
        Some(self.call(callee, Some(set), vec![l, r], span, span))
    }

    /// [expr.cond]/4 for operands of different types, one of class type: the type of
    /// the operand the other converts to implicitly, when exactly one converts
    /// (`cond ? device_reference<int>{} : int_lvalue` is an `int`, as CCCL's
    /// `common_reference` asks).
    fn conditional_class_conversion(&mut self, at: TypeId, bt: TypeId) -> Option<TypeId> {
        let (au, bu) = (at.unqualified(), bt.unqualified());
        if au == bu || !(self.types.is_record(au) || self.types.is_record(bu)) {
            return None;
        }
        match (self.converts(at, bu), self.converts(bt, au)) {
            (true, false) => Some(bu),
            (false, true) => Some(au),
            _ => None,
        }
    }

    /// `c ? a : b`.
    pub fn conditional(&mut self, c: &'a Expr<'a>, a: &'a Expr<'a>, b: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        let c = self.to_bool(c);
        if self.is_err(c) || self.is_err(a) || self.is_err(b) {
            return self.error_expr(span);
        }
        // Both lvalues of the same type: an lvalue; both xvalues: an xvalue
        // ([expr.cond]/4; `decltype(false ? declval<T>() : declval<T>())` is `T&&`, as
        // `common_type` asks); one of each: a prvalue.
        let (a_x, b_x) = (self.is_xvalue(a), self.is_xvalue(b));
        if a.lvalue
            && b.lvalue
            && a.ty == b.ty
            && !self.types.is_array(a.ty)
            && !self.types.is_function(a.ty)
            && a_x == b_x
        {
            let e = self.mk(
                ExprKind::Conditional {
                    cond: c,
                    then: a,
                    els: b,
                },
                a.ty,
                span,
                true,
            );
            return match a_x {
                true => self.mark_xvalue(e),
                false => e,
            };
        }
        let a = self.rvalue(a);
        let b = self.rvalue(b);
        let t = &self.types;
        let (at, bt) = (a.ty, b.ty);
        let ty = if at == bt {
            Some(at)
        } else if t.is_arithmetic(at) && t.is_arithmetic(bt) && !t.is_half(at) && !t.is_half(bt) {
            Some(self.common_arith_type(at, bt))
        } else if t.is_arithmetic(at) && t.is_arithmetic(bt) {
            None
        } else {
            // Pointers, `std::nullptr_t` and null pointer constants ([expr.cond]/7).
            self.composite_pointer_type(a, b)
        };
        let ty = ty.or_else(|| self.conditional_class_conversion(at, bt));
        let Some(ty) = ty else {
            let msg = format!(
                "operand types are incompatible ({} and {})",
                self.ty_str(at),
                self.ty_str(bt)
            );
            self.diags.error(span, msg);
            return self.error_expr(span);
        };
        let (a, b) = if self.types.is_void(ty) {
            (a, b)
        } else {
            (self.convert(a, ty, ConvCtx::Init), self.convert(b, ty, ConvCtx::Init))
        };
        self.mk(
            ExprKind::Conditional {
                cond: c,
                then: a,
                els: b,
            },
            ty,
            span,
            false,
        )
    }

    /// `l = r` and `l op= r`.
    pub fn assign(&mut self, op: AssignOp, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if op == AssignOp::Plain
            && !self.is_err(l)
            && !self.is_err(r)
            && self.types.is_record(l.ty)
            && !self.uses_implicit_assignment(l.ty, r.ty)
        {
            // A user-declared `operator=` of the class.
            if let Some(e) = self.member_operator("=", &[l, r], span) {
                return e;
            }
        }
        if let AssignOp::Compound(bop) = op {
            let spelled = format!("{}=", bop.spelling());
            if !self.is_err(l) && !self.is_err(r) {
                if let Some(e) = self.enum_user_operator(&spelled, &[l, r], span) {
                    return e;
                }
            }
            if !self.is_err(l) && !self.is_err(r) && (self.types.is_record(l.ty) || self.types.is_record(r.ty)) {
                // The built-in `L& operator op=(L&, R)` competes when only the right
                // operand is a class that converts to a scalar (`x /= fastdiv`).
                let builtin = !self.types.is_record(l.ty) && self.has_operand_conversion(r);
                if !builtin || self.any_viable_operator(&spelled, &[l, r]) {
                    if let Some(e) = self.overloaded_operator(&spelled, vec![l, r], span) {
                        return e;
                    }
                }
                if builtin {
                    let rc = self.operand_conversion(r).unwrap_or(r);
                    return self.assign(op, l, rc, span);
                }
                return self.no_operator_error(&spelled, l, Some(r), span);
            }
        }
        if self.is_err(l) || self.is_err(r) || !self.check_modifiable(l) {
            return self.error_expr(span);
        }
        if matches!(op, AssignOp::Compound(_)) {
            if let Some(err) = self.enum_update_error(l, span) {
                return err;
            }
        }
        let lt = l.ty.unqualified();
        let op = match op {
            AssignOp::Plain => {
                let r = self.convert(r, lt, ConvCtx::Assign);
                if self.is_err(r) {
                    return self.error_expr(span);
                }
                return self.mk(ExprKind::Assign { lhs: l, rhs: r }, l.ty, span, true);
            }
            AssignOp::Compound(op) => op,
        };
        let r = self.rvalue(r);
        if self.is_err(r) {
            return self.error_expr(span);
        }
        let t = &self.types;
        let (compute_ty, rhs) = if t.is_pointer(lt) && matches!(op, BinOp::Add | BinOp::Sub) {
            if !t.is_integer(r.ty) {
                return self.operand_error(r, "expression must have integral or unscoped enum type");
            }
            (lt, r)
        } else {
            let ok = match op {
                BinOp::Mul | BinOp::Div | BinOp::Add | BinOp::Sub => t.is_arithmetic(lt) && t.is_arithmetic(r.ty),
                _ => t.is_integer(lt) && t.is_integer(r.ty),
            };
            if !ok {
                let bad = if t.is_arithmetic(lt) { r } else { l };
                let msg = if matches!(op, BinOp::Mul | BinOp::Div | BinOp::Add | BinOp::Sub) {
                    "expression must have arithmetic or unscoped enum type"
                } else {
                    "expression must have integral or unscoped enum type"
                };
                return self.operand_error(bad, msg);
            }
            if matches!(op, BinOp::Shl | BinOp::Shr) {
                (self.promoted_type(lt), self.promote(r))
            } else if t.is_half(lt) || t.is_half(r.ty) {
                // CUDA's `operator+=(__half&, const __half&)`: the right operand converts
                // to the left's type (and `float += __half` converts the `__half`).
                if t.is_half(lt) && t.is_half(r.ty) && lt != r.ty.unqualified() {
                    return self.operand_error(r, "no suitable conversion between __half and __nv_bfloat16");
                }
                (lt, self.arith_convert(r, lt))
            } else {
                let ct = self.common_arith_type(lt, r.ty);
                (ct, self.arith_convert(r, ct))
            }
        };
        let to_compute = self.scalar_cast_kind(lt, compute_ty).unwrap_or(CastKind::NoOp);
        let from_compute = self.scalar_cast_kind(compute_ty, lt).unwrap_or(CastKind::NoOp);
        self.mk(
            ExprKind::CompoundAssign {
                op,
                lhs: l,
                rhs,
                compute_ty,
                to_compute,
                from_compute,
            },
            l.ty,
            span,
            true,
        )
    }

    /// `l, r`.
    pub fn comma(&mut self, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(l) || self.is_err(r) {
            return self.error_expr(span);
        }
        // An overloaded `operator,` is used only when one is viable; otherwise the
        // built-in comma applies to any operands.
        let class_operand = self.types.is_record(l.ty) || self.types.is_record(r.ty);
        if class_operand && self.any_viable_operator(",", &[l, r]) {
            if let Some(e) = self.overloaded_operator(",", vec![l, r], span) {
                return e;
            }
        }
        // The result has the right operand's value category ([expr.comma]).
        let e = self.mk(ExprKind::Comma { lhs: l, rhs: r }, r.ty, span, r.lvalue);
        if self.is_temporary(r) {
            return self.mark_temporary(e);
        }
        if self.is_xvalue(r) {
            return self.mark_xvalue(e);
        }
        e
    }

    /// `l ->* r` without an operator function template taking the operands: an
    /// `operator->*` function when one is viable for a class operand, else the built-in
    /// access through a pointer to member.
    pub fn arrow_star(&mut self, l: &'a Expr<'a>, r: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(l) || self.is_err(r) {
            return self.error_expr(span);
        }
        let class_operand = self.types.is_record(l.ty) || self.types.is_record(r.ty);
        if class_operand && self.any_viable_operator("->*", &[l, r]) {
            if let Some(e) = self.overloaded_operator("->*", vec![l, r], span) {
                return e;
            }
        }
        self.member_pointer_access(l, true, r, span)
    }

    // ----- postfix -----

    /// `base[index]` (either operand may be the pointer, as in C).
    pub fn index(&mut self, base: &'a Expr<'a>, index: &'a Expr<'a>, span: Span) -> &'a Expr<'a> {
        if self.is_err(base) || self.is_err(index) {
            return self.error_expr(span);
        }
        if self.types.is_record(base.ty) || self.types.is_record(index.ty) {
            // As for the binary operators: the built-in `[]` on the results of
            // conversion functions (`keys[integral_constant<int, 2>{}]`) when no
            // operator function is viable ([over.match.oper]/3).
            let converts = |s: &Self, e: &'a Expr<'a>| !s.types.is_record(e.ty) || s.has_operand_conversion(e);
            let builtin = converts(self, base) && converts(self, index);
            if !builtin || self.any_viable_operator("[]", &[base, index]) {
                if let Some(e) = self.overloaded_operator("[]", vec![base, index], span) {
                    return e;
                }
            }
            if builtin {
                let b = self.operand_conversion(base).unwrap_or(base);
                let i = self.operand_conversion(index).unwrap_or(index);
                if !self.types.is_record(b.ty) && !self.types.is_record(i.ty) {
                    return self.index(b, i, span);
                }
            }
            return self.no_operator_error("[]", base, Some(index), span);
        }
        // A class index converts by its conversion function (`keys[integral_constant<int,
        // 2>{}]`, as CCCL's `static_for` bodies index).
        let index = self.operand_conversion(index).unwrap_or(index);
        let b = self.rvalue(base);
        let i = self.rvalue(index);
        let (p, i) = if self.types.is_pointer(b.ty) {
            (b, i)
        } else if self.types.is_pointer(i.ty) {
            (i, b)
        } else {
            return self.operand_error(base, "expression must have pointer-to-object type");
        };
        if !self.types.is_integer(i.ty) {
            return self.operand_error(i, "expression must have integral or unscoped enum type");
        }
        let elem = self.types.pointee(p.ty).unwrap_or(TypeId::ERROR);
        if self.types.is_void(elem) || self.types.is_function(elem) {
            return self.operand_error(base, "expression must be a pointer to a complete object type");
        }
        self.mk(ExprKind::Index { base: p, index: i }, elem, span, true)
    }

    /// `base.name` or `base->name` (`arrow`).
    pub fn member(&mut self, base: &'a Expr<'a>, arrow: bool, name: Sym, name_span: Span, span: Span) -> &'a Expr<'a> {
        if self.is_err(base) {
            return self.error_expr(span);
        }
        let object = if arrow {
            let p = self.rvalue(base);
            match self.types.pointee(p.ty) {
                Some(rec) if self.types.is_record(rec) => self.mk(
                    ExprKind::Unary {
                        op: UnaryOp::Deref,
                        operand: p,
                    },
                    rec,
                    base.span,
                    true,
                ),
                _ => return self.member_error(base, arrow, span),
            }
        } else if self.types.is_record(base.ty) {
            base
        } else {
            return self.member_error(base, arrow, span);
        };
        let Some(rec) = self.types.record_of(object.ty) else {
            return self.error_expr(span);
        };
        if !rec.complete {
            let msg = format!(
                "incomplete type {} is not allowed",
                self.ty_str(object.ty.unqualified())
            );
            self.diags.error(base.span, msg);
            return self.error_expr(span);
        }
        let wanted = self.interner.get(name);
        let Some(index) = rec.fields.iter().position(|f| f.name == wanted) else {
            let through_anonymous = self.anonymous_member_path(object.ty, wanted);
            if let Some(path) = through_anonymous.or_else(|| self.inherited_field(object.ty, wanted)) {
                // A member of an anonymous member or of a base class: through that subobject.
                let e = self.field_path(object, &path);
                let e = self.mk(e.kind, e.ty, span, e.lvalue);
                let e = self.member_of_xvalue(object, e, name);
                return self.member_or_referee(e, name, span);
            }
            if let Some(entity) = self.static_member_through_bases(object.ty.unqualified(), name) {
                // `obj.n` of an enumerator or static data member: the object is
                // evaluated only for its side effects.
                let value = self.entity_expr(Some(entity), name, span);
                return if Self::designates_without_effects(object) {
                    value
                } else {
                    self.comma(object, value, span)
                };
            }
            let msg = format!(
                "class {} has no member \"{wanted}\"",
                self.ty_str(object.ty.unqualified())
            );
            self.diags.error(name_span, msg);
            return self.error_expr(span);
        };
        let field_ty = rec.fields[index].ty;
        let mut cv = crate::types::Quals(object.ty.quals().0 & 3);
        if self.is_mutable_member(object.ty, name) {
            cv = crate::types::Quals(cv.0 & !crate::types::Quals::CONST.0);
        }
        // A reference member's stored address is not made const by a const object.
        let ty = match self.reference_member(object.ty, name) {
            Some(_) => field_ty,
            None => field_ty.with_quals(cv),
        };
        let field = self.mk(
            ExprKind::Member {
                base: object,
                field: index as u32,
            },
            ty,
            span,
            object.lvalue,
        );
        let field = self.member_of_xvalue(object, field, name);
        self.member_or_referee(field, name, span)
    }

    /// `field`, a data member `name` of `object`: an xvalue when `object` is one
    /// ([expr.ref]: `static_cast<S&&>(s).first_` binds a `T&&`), unless the member is a
    /// reference.
    fn member_of_xvalue(&mut self, object: &'a Expr<'a>, field: &'a Expr<'a>, name: Sym) -> &'a Expr<'a> {
        if self.is_xvalue(object) && self.reference_member(object.ty, name).is_none() {
            return self.mark_xvalue(field);
        }
        field
    }

    /// Member access with `.`/`->` on something that is not a record.
    pub fn member_error(&mut self, base: &'a Expr<'a>, arrow: bool, span: Span) -> &'a Expr<'a> {
        // A pointer to the error type (`Foo* f` with `Foo` undeclared) was reported already.
        let to_error = arrow && self.types.pointee(base.ty).is_some_and(|p| self.types.is_error(p));
        if !self.is_err(base) && !to_error {
            let msg = if arrow {
                format!(
                    "expression must have pointer-to-class type but it has type {}",
                    self.ty_str(base.ty)
                )
            } else {
                format!(
                    "expression must have class type but it has type {}",
                    self.ty_str(base.ty)
                )
            };
            self.diags.error(base.span, msg);
        }
        self.error_expr(span)
    }

    /// The overload set a call of `callee` resolves among: all functions named like a
    /// direct callee in the namespace where it was declared (`None` for a callee Sema
    /// resolves itself); and the functions whose parameters guide the parsing of the
    /// arguments.
    pub fn callee_candidates(&mut self, callee: &Expr) -> (Option<Vec<FnDeclId>>, Vec<FnDeclId>) {
        let cands = match callee.kind {
            ExprKind::Func(f) => {
                let sym = self.interner.intern(self.func(f).name);
                match self.lookup_in(self.facts(f).namespace, sym) {
                    Some(Entity::Funcs(set)) => Some(set.to_vec()),
                    _ => None,
                }
            }
            _ => None,
        };
        let set = match (&cands, &callee.kind) {
            (Some(c), _) => c.clone(),
            (None, ExprKind::Func(f)) => vec![*f],
            // An object's call operators guide its brace-list arguments (`layout({r, c})`).
            _ => self.call_operators_of(callee.ty),
        };
        (cands, set)
    }

    /// The `operator()` member functions of class type `ty` (none for other types).
    fn call_operators_of(&mut self, ty: TypeId) -> Vec<FnDeclId> {
        let class = self.types.referee(ty).unwrap_or(ty).unqualified();
        if !self.types.is_record(class) {
            return Vec::new();
        }
        let name = self.interner.intern("operator()");
        match self.class_member(class, name) {
            Some(Entity::Funcs(set)) => set.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The call of function `f` (named at `name_span`), already chosen by overload
    /// resolution.
    pub fn call_chosen(
        &mut self,
        f: FnDeclId,
        name_span: Span,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        let callee = self.mk(ExprKind::Func(f), self.func(f).ty, name_span, true);
        self.call(callee, None, args, span, rparen)
    }

    /// `C::member` naming `entity`, a member of class `class` (or of a base): a data
    /// member without an object is allowed in an unevaluated operand, a member function
    /// so named is called without virtual dispatch.
    pub fn qualified_entity_expr(&mut self, class: TypeId, entity: Entity, member: Sym, span: Span) -> &'a Expr<'a> {
        if matches!(entity, Entity::Field(_)) && self.in_unevaluated() && self.this_var().is_none() {
            return self.unevaluated_member(class, member, span);
        }
        let e = self.entity_expr(Some(entity), member, span);
        self.qualified_member_name(e)
    }

    /// `C::member` naming a member of class `class` that is no template or member type
    /// named on (`member` at `at`, `span` the whole name).
    pub fn class_member_expr(&mut self, class: TypeId, member: Sym, at: Span, span: Span) -> &'a Expr<'a> {
        match self.class_member(class, member) {
            Some(e) => self.qualified_entity_expr(class, e, member, span),
            None => {
                let msg = format!(
                    "class {} has no member \"{}\"",
                    self.ty_str(class),
                    self.interner.get(member)
                );
                self.diags.error(at, msg);
                self.error_expr(span)
            }
        }
    }

    /// A call `callee(args)`.
    pub fn call(
        &mut self,
        callee: &'a Expr<'a>,
        candidates: Option<Vec<FnDeclId>>,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        if self.is_err(callee) || args.iter().any(|a| self.is_err(a)) {
            return self.error_expr(span);
        }
        if let ExprKind::Func(f) = callee.kind {
            let set = candidates.clone().unwrap_or_else(|| vec![f]);
            if set.iter().any(|g| self.is_nonstatic_method(*g)) {
                // `B::f()` in a member function calls exactly `B::f`.
                self.set_qualified_call(self.is_qualified_member_name(callee));
                let e = self.implicit_this_call(&set, args, span, rparen);
                self.set_qualified_call(false);
                return e;
            }
        }
        if self.types.is_record(callee.ty) {
            let mut all = vec![callee];
            all.extend(args);
            return match self.member_operator("()", &all, span) {
                Some(e) => e,
                None => self.no_call_operator_error(callee, span),
            };
        }
        let f = match (&callee.kind, candidates) {
            (ExprKind::Func(_), Some(c)) if c.len() > 1 => match self.resolve_overload(&c, &args, span) {
                Some(f) => f,
                None => return self.error_expr(span),
            },
            (ExprKind::Func(f), _) => *f,
            _ if self.is_function_pointer(callee) => return self.indirect_call(callee, args, span, rparen),
            _ => {
                self.diags.error(
                    callee.span,
                    "expression preceding parentheses of apparent call must have (pointer-to-) function type",
                );
                return self.error_expr(span);
            }
        };
        if self.reject_deleted(f, callee.span) {
            return self.error_expr(span);
        }
        if !self.check_deduced(f, callee.span) {
            return self.error_expr(span);
        }
        self.check_exec_space(f, callee.span);
        if let Some(msg) = self.facts(f).deprecated {
            let name = self.func(f).name;
            let msg = self.interner.get(msg);
            let text = if msg.is_empty() {
                format!("function \"{name}\" was declared deprecated")
            } else {
                format!("function \"{name}\" was declared deprecated (\"{msg}\")")
            };
            self.diags.warning(callee.span, text);
        }
        let ret = self.func(f).ret;
        match self.call_args(f, args, rparen) {
            Some(args) => {
                let call = self.mk(ExprKind::Call { callee: f, args }, ret, span, false);
                if self.facts(f).is_immediate {
                    return self.immediate_invocation(f, call, callee.span);
                }
                self.reference_result(f, call)
            }
            None => self.error_expr(span),
        }
    }

    /// Checks the argument count and converts `args` to the parameter types of `f`.
    pub(super) fn call_args(
        &mut self,
        f: FnDeclId,
        args: Vec<&'a Expr<'a>>,
        rparen: Span,
    ) -> Option<&'a [&'a Expr<'a>]> {
        let fty = self.func(f).ty;
        let (params, variadic) = self.types.fn_sig(fty).map(|(_, p, v)| (p.to_vec(), v))?;
        // The result and the parameters of a call must be complete ([expr.call]).
        let ret = self.func(f).ret;
        self.require_complete_classes(&[ret], rparen);
        self.require_complete_classes(&params, rparen);
        let mut args = args;
        // Default arguments are already converted (and bound) to the parameter types.
        let given = args.len();
        if args.len() < params.len() {
            if args.len() < self.required_args(f, params.len()) {
                self.diags.error(rparen, "too few arguments in function call");
                return None;
            }
            for k in args.len()..params.len() {
                if let Some(error) = self.failed_default(f, k) {
                    let msg = format!("the default argument of this call does not compile: {error}");
                    self.diags.error(rparen, msg);
                    return None;
                }
                match self.default_arg(f, k) {
                    Some(d) => {
                        self.adopt_static_temporary(d);
                        args.push(d)
                    }
                    None => {
                        self.diags.error(rparen, "too few arguments in function call");
                        return None;
                    }
                }
            }
        }
        if args.len() > params.len() && !variadic {
            self.diags
                .error(args[params.len()].span, "too many arguments in function call");
            return None;
        }
        let mut converted = Vec::with_capacity(args.len());
        let mut bad = false;
        for (k, a) in args.iter().enumerate() {
            let mode = self
                .facts(f)
                .param_modes
                .get(k)
                .copied()
                .unwrap_or(super::conversions::references::RefMode::None);
            let c = match (params.get(k), mode) {
                (Some(_), super::conversions::references::RefMode::ByPointer(referee)) if k < given => {
                    match self.declared_param(f, k) {
                        Some(declared) => self.bind_reference_to(a, declared),
                        None => self.bind_reference(a, referee),
                    }
                }
                (Some(&p), _) => self.convert(a, p, ConvCtx::Argument),
                (None, _) => self.default_arg_promotion(a),
            };
            bad |= self.is_err(c);
            converted.push(c);
        }
        if bad {
            return None;
        }
        Some(self.arena.alloc_slice_copy(&converted))
    }

    /// A kernel launch `callee<<<config>>>(args)` (host code only).
    pub fn launch(
        &mut self,
        callee: &'a Expr<'a>,
        config: Vec<&'a Expr<'a>>,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        rparen: Span,
    ) -> &'a Expr<'a> {
        if self.is_err(callee) || config.iter().chain(&args).any(|a| self.is_err(a)) {
            return self.error_expr(span);
        }
        let f = match callee.kind {
            ExprKind::Func(f) => Some(f),
            // `kernel<<<g, b>>>(...)` through a pointer to a kernel, as nvcc allows.
            _ if self.is_function_pointer(callee) => None,
            _ => {
                self.diags.cuda_error(
                    callee.span,
                    "expression preceding a launch configuration must name a __global__ function",
                );
                return self.error_expr(span);
            }
        };
        if let Some(f) = f.filter(|&f| self.func(f).exec != ExecSpace::Global) {
            let name = self.func(f).name;
            self.diags.cuda_error(
                callee.span,
                format!(
                    "a launch configuration can only be applied to a __global__ function, and \"{name}\" is not one"
                ),
            );
            return self.error_expr(span);
        }
        if let Some(ctx) = self.fn_ctx {
            if self.func(ctx.func).exec.is_device() {
                self.diags.cuda_error(
                    span,
                    "kernel launches from device code (dynamic parallelism) are not supported yet",
                );
                return self.error_expr(span);
            }
        }
        if !(2..=4).contains(&config.len()) {
            self.diags.cuda_error(
                span,
                "a launch configuration takes a grid, a block, and optionally a shared memory size and a stream",
            );
            return self.error_expr(span);
        }
        let mut conf = Vec::with_capacity(config.len());
        for (k, c) in config.into_iter().enumerate() {
            let c = self.rvalue(c);
            let dim3 = k < 2 && self.is_launch_dimension(c);
            let ok = if k == 3 {
                self.types.is_pointer(c.ty) || self.is_null_constant(c)
            } else {
                // dim3's constructor and the size_t of the shared memory size take any
                // arithmetic value (`<<<floorf(n / 256.f) + 1, 256>>>`: nvcc converts it).
                (self.types.is_arithmetic(c.ty) && !self.types.is_half(c.ty)) || dim3
            };
            if !ok {
                let what = ["grid size", "block size", "shared memory size", "stream"][k];
                let msg = format!("invalid {what} of type {} in launch configuration", self.ty_str(c.ty));
                self.diags.cuda_error(c.span, msg);
                return self.error_expr(span);
            }
            conf.push(c);
        }
        let Some(f) = f else {
            // Launches are host code, which is never compiled: what the pointer launches
            // is the host compiler's business; the arguments are checked as a call.
            return self.indirect_call(callee, args, span, rparen);
        };
        let call = self.call_args(f, args, rparen);
        let Some(args) = call else {
            return self.error_expr(span);
        };
        let config = self.arena.alloc_slice_copy(&conf);
        let launch = self.arena.alloc(KernelLaunch {
            kernel: f,
            config,
            args,
        });
        self.mk(ExprKind::Launch(launch), TypeId::VOID, span, false)
    }

    /// Float to double and the integral promotions, for variadic arguments.
    pub(super) fn default_arg_promotion(&mut self, a: &'a Expr<'a>) -> &'a Expr<'a> {
        let a = self.promote(a);
        if a.ty == TypeId::FLOAT {
            self.cast(CastKind::FloatCast, a, TypeId::DOUBLE)
        } else if self.types.is_nullptr(a.ty) {
            // A `std::nullptr_t` argument is passed as a `void*` ([expr.call]/12).
            let vp = self.types.pointer_to(TypeId::VOID);
            self.cast(CastKind::NullToPointer, a, vp)
        } else {
            a
        }
    }

    /// CUDA execution-space rules for a call from the current function.
    pub(super) fn check_exec_space(&mut self, callee: FnDeclId, span: Span) {
        self.note_function_reference(callee);
        let Some(ctx) = self.fn_ctx else { return };
        if self.unevaluated > 0 {
            // `decltype(host_fn())` in device code calls nothing.
            return;
        }
        let callee_exec = self.func(callee).exec;
        let caller_exec = self.func(ctx.func).exec;
        let space = |e: ExecSpace| match e {
            ExecSpace::Global => "__global__",
            ExecSpace::Device => "__device__",
            ExecSpace::HostDevice => "__host__ __device__",
            ExecSpace::Host => "__host__",
        };
        let bad = match (caller_exec, callee_exec) {
            (ExecSpace::Global | ExecSpace::Device, ExecSpace::Host) => true,
            (ExecSpace::Host | ExecSpace::HostDevice, ExecSpace::Device) => caller_exec == ExecSpace::Host,
            (_, ExecSpace::Global) => {
                self.diags
                    .cuda_error(span, "a __global__ function call must be configured");
                return;
            }
            _ => false,
        };
        if bad {
            let msg = format!(
                "calling a {} function(\"{}\") from a {} function(\"{}\") is not allowed",
                space(callee_exec),
                self.func_signature_text(callee),
                space(caller_exec),
                self.func(ctx.func).name
            );
            self.exec_space_error(ctx.func, span, msg);
        }
    }
}
