//! Local variables and their initializers ([dcl.init] for block-scope objects): which
//! kind of initialization a declaration gets (a constructor call, element-wise
//! construction of an array of class objects, or a value), and the checks and IL that
//! follow once the parser has read the initializer as written.

use crate::il::{Expr, ExprKind, Stmt, StmtKind, VarId};
use crate::sema::decl::InitSyn;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// Most elements of a local array of class objects that are constructed one by one
/// (each construction is unrolled).
pub const MAX_CONSTRUCTED_ELEMENTS: u64 = 256;

/// How a local variable of a given type is initialized, which decides how its
/// initializer is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalForm {
    /// A reference, bound to its initializer.
    Reference,
    /// A class object built by a constructor (or by its default member initializers).
    Constructed,
    /// An array of such objects, constructed element by element.
    ConstructedArray,
    /// A value: a scalar, an aggregate or an array of them.
    Value {
        /// `T v(args)` calls a constructor ptxc builds in (`dim3`), so the
        /// parenthesized initializer is an argument list rather than one expression.
        builtin_constructor: bool,
    },
}

/// A value initializer as written after a local's declarator.
pub enum LocalInit<'a> {
    /// No initializer.
    None,
    /// `= e` or `= { ... }`.
    Copy(InitSyn<'a>),
    /// `{ ... }`.
    DirectList(InitSyn<'a>),
    /// `( e )`.
    Direct(&'a Expr<'a>),
    /// `( a, b, ... )` for a built-in constructor: the arguments, the span of the
    /// parentheses and of the `)`.
    BuiltinArguments(Vec<InitSyn<'a>>, Span, Span),
}

/// The arguments of a local's constructor as written.
pub enum ConstructorInit<'a> {
    /// `T x;`
    None,
    /// `T x(args)`, through the `)`.
    Parens(Vec<&'a Expr<'a>>, Span),
    /// `T x{args}`, through the `}`.
    Braces(Vec<&'a Expr<'a>>, Span),
    /// `T x = {args}`, through the `}` (no `explicit` constructor).
    CopyList(Vec<&'a Expr<'a>>, Span),
    /// `T x = e` (no `explicit` constructor).
    Copy(&'a Expr<'a>),
}

impl<'a> Sema<'a> {
    /// Whether `(a, b)` after a declarator of type `ty` lists constructor arguments (a
    /// class with constructors) rather than holding one expression.
    pub fn takes_constructor_arguments(&self, ty: TypeId) -> bool {
        self.types.is_record(ty) && !self.has_builtin_constructor(ty) && self.has_ctors(ty)
    }

    /// How a local of type `ty` is initialized; `initialized`: an initializer follows
    /// the declarator, `parenthesized`: it starts with `(`.
    pub fn local_form(&self, ty: TypeId, initialized: bool, parenthesized: bool) -> LocalForm {
        if self.types.referee(ty).is_some() {
            return LocalForm::Reference;
        }
        if self.types.is_record(ty) && !self.has_builtin_constructor(ty) {
            let has_ctors = self.has_ctors(ty);
            if has_ctors || (!initialized && self.needs_construction(ty)) {
                return LocalForm::Constructed;
            }
        }
        let elem = self.types.innermost_element(ty);
        if elem != ty
            && self.types.is_record(elem)
            && self.needs_construction(elem)
            && (!initialized || self.has_ctors(elem))
        {
            return LocalForm::ConstructedArray;
        }
        LocalForm::Value {
            builtin_constructor: parenthesized && self.has_builtin_constructor(ty),
        }
    }

    /// The declaration statement of local `var` (declared as `name` of type `ty` at
    /// `span`; `None` if that failed) with the value initializer `init`, ending at `end`.
    /// `unknown_bound`: `T a[] = ...` takes its length from the initializer. `None`
    /// after an error that ends the declaration.
    #[allow(clippy::too_many_arguments)]
    pub fn finish_local_variable(
        &mut self,
        var: Option<VarId>,
        name: Sym,
        span: Span,
        ty: TypeId,
        unknown_bound: bool,
        init: LocalInit<'a>,
        end: Span,
    ) -> Option<&'a Stmt<'a>> {
        let init_syn = match init {
            LocalInit::None => None,
            LocalInit::Copy(syn) => Some(syn),
            LocalInit::DirectList(syn) => Some(self.direct_list_init(syn, ty)),
            LocalInit::Direct(e) => Some(InitSyn::Expr(self.direct_init_value(e, ty))),
            LocalInit::BuiltinArguments(items, parens, close) => {
                Some(self.builtin_constructor_init(items, parens, close)?)
            }
        };
        let Some(var) = var else {
            return Some(self.stmt(StmtKind::Empty, span));
        };
        let mut ty = ty;
        if unknown_bound {
            ty = match self.local_array_type(ty, init_syn.as_ref(), span) {
                Ok(sized) => sized,
                Err(empty) => return Some(empty),
            };
            self.set_var_type(var, ty);
        }
        let init = match &init_syn {
            Some(syn) => self.initializer(ty, syn),
            None => {
                if ty.is_const() {
                    let n = self.interner.get(name).to_string();
                    self.diags
                        .error(span, format!("const variable \"{n}\" requires an initializer"));
                }
                None
            }
        };
        if let Some(i) = &init {
            self.note_const_value(var, i);
        }
        Some(self.local_decl_stmt(var, init, span.to(end)))
    }

    /// Local `T a[] = init` declared at `span`: the array type with the length the
    /// initializer gives, or, after nvcc's error when it gives none, the empty statement
    /// that stands for the declaration.
    fn local_array_type(&mut self, ty: TypeId, init: Option<&InitSyn<'a>>, span: Span) -> Result<TypeId, &'a Stmt<'a>> {
        match self.array_type_from_init(ty, init) {
            Some(sized) => Ok(sized),
            None => {
                self.diags.error(span, "incomplete type is not allowed");
                Err(self.stmt(StmtKind::Empty, span))
            }
        }
    }

    /// `T a[] = init`: the array type with the length the initializer gives, if it
    /// gives one.
    pub fn array_type_from_init(&mut self, ty: TypeId, init: Option<&InitSyn<'a>>) -> Option<TypeId> {
        let elem = self.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
        match init.and_then(|i| self.array_len_from_init(elem, i)) {
            Some(n) if n > 0 => Some(self.types.array_of(elem, n)),
            _ => None,
        }
    }

    /// The declaration of local class object `var` (declared at `span` with type
    /// `ty`; `None` if that failed) and the constructor call `init` asks for, ending at
    /// `end`: the declaration leaves the object uninitialized and the call follows.
    pub fn finish_constructed_local(
        &mut self,
        var: Option<VarId>,
        span: Span,
        ty: TypeId,
        init: ConstructorInit<'a>,
        end: Span,
    ) -> &'a Stmt<'a> {
        let args = match init {
            ConstructorInit::None => None,
            ConstructorInit::Parens(args, close) => Some((args, close, false)),
            ConstructorInit::Braces(args, close) => {
                Some((self.list_constructor_args(ty, args, span.to(close)), close, false))
            }
            ConstructorInit::CopyList(args, close) => {
                let args = self.list_constructor_args(ty, args, span.to(close));
                self.check_copy_list_init(ty, &args, span.to(close));
                Some((args, close, false))
            }
            ConstructorInit::Copy(e) => Some((vec![e], e.span, true)),
        };
        let Some(var) = var else {
            return self.stmt(StmtKind::Empty, span);
        };
        let object = self.var_expr(var, span);
        let init = match args {
            Some((args, close, true)) => self.copy_construct(object, args[0], span.to(close), close),
            Some((args, close, false)) => self.construct(object, args, span.to(close), close),
            None => self.default_construct(object, span),
        };
        let decl = Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        };
        if let Some(e) = init {
            self.note_constant_construction(var, ty, e);
        }
        match init {
            Some(e) if !self.is_err(e) => {
                let call = Stmt {
                    kind: StmtKind::Expr(e),
                    span: e.span,
                };
                let list = self.arena.alloc_slice_copy(&[decl, call]);
                self.stmt(StmtKind::Compound(list), span.to(end))
            }
            _ => self.stmt(decl.kind, span.to(end)),
        }
    }

    /// A `const` (or `constexpr`) local of class type `ty` built by `construction`, a
    /// constexpr constructor's call with constant arguments: its value is remembered,
    /// so constant expressions may read its fields (`constexpr P p; static_assert(p.a
    /// == 3);`), as they read a brace-initialized one's.
    fn note_constant_construction(&mut self, var: VarId, ty: TypeId, construction: &'a Expr<'a>) {
        if !ty.is_const() || ty.is_volatile() || !self.is_const_aggregate(ty) {
            return;
        }
        let ExprKind::Call { callee, args } = construction.kind else {
            return;
        };
        let Some(args) = args.get(1..) else {
            return;
        };
        if let Some(value) = self.constexpr_construction(ty.unqualified(), callee, args, construction.span) {
            self.var_facts[var].const_aggregate = Some(value);
        }
    }

    /// `T a[N]...;` of a class type with constructors or default member initializers,
    /// declared as `name` at `span` with the initializer `init`: every element is
    /// constructed, in order (unrolled, so at most [`MAX_CONSTRUCTED_ELEMENTS`] of them).
    /// `unknown_bound`: `T a[] = {...}` takes its length from the list. `None` after an
    /// error that ends the declaration.
    pub fn constructed_array(
        &mut self,
        name: Sym,
        span: Span,
        ty: TypeId,
        unknown_bound: bool,
        init: Option<InitSyn<'a>>,
    ) -> Option<&'a Stmt<'a>> {
        let mut ty = ty;
        if unknown_bound {
            ty = match self.local_array_type(ty, init.as_ref(), span) {
                Ok(sized) => sized,
                Err(empty) => return Some(empty),
            };
        }
        let elem = self.types.innermost_element(ty);
        let count = self.types.size_of(ty) / self.types.size_of(elem).max(1);
        if count > MAX_CONSTRUCTED_ELEMENTS {
            self.diags.error(
                span,
                format!("arrays of more than {MAX_CONSTRUCTED_ELEMENTS} class objects with constructors are not supported yet"),
            );
            return None;
        }
        let Some(var) = self.declare_local(name, ty, span) else {
            return Some(self.stmt(StmtKind::Empty, span));
        };
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        }];
        let whole = self.var_expr(var, span);
        let mut steps = Vec::new();
        self.construct_elements(whole, init.as_ref(), span, &mut steps);
        for e in steps {
            if self.is_err(e) {
                break;
            }
            stmts.push(Stmt {
                kind: StmtKind::Expr(e),
                span,
            });
        }
        let list = self.arena.alloc_slice_copy(&stmts);
        Some(self.stmt(StmtKind::Compound(list), span))
    }

    /// nvcc's error for variable `name` (at `span`) declared `auto` without an
    /// initializer to deduce its type from.
    pub fn auto_without_initializer(&mut self, name: crate::symbol::Sym, span: Span) {
        let n = self.interner.get(name).to_string();
        self.diags.error(
            span,
            format!("declaration of variable \"{n}\" with deduced type \"auto\" requires an initializer"),
        );
    }

    /// Before `auto` local `name` (at `span`) is deduced from `init`: the statement
    /// standing for the declaration when `init` cannot initialize it (an error
    /// expression, or `void` for a plain `auto`), else `None`.
    pub fn reject_auto_initializer(
        &mut self,
        name: Sym,
        span: Span,
        init: &'a Expr<'a>,
        plain: bool,
    ) -> Option<&'a Stmt<'a>> {
        if self.is_err(init) {
            // Reported; the name is declared (of the error type) so that it hides what
            // it would hide and its uses report nothing more.
            let _ = self.declare_local(name, TypeId::ERROR, span);
            return Some(self.stmt(StmtKind::Empty, span));
        }
        if plain && self.types.is_void(init.ty) {
            self.diags.error(init.span, "variable cannot have type \"void\"");
            return Some(self.stmt(StmtKind::Empty, span));
        }
        None
    }

    /// The declaration of `auto` local `name` (at `span`, ending at `end`) of deduced
    /// type `ty`, initialized by `init`.
    pub fn finish_auto_local(
        &mut self,
        name: Sym,
        span: Span,
        ty: TypeId,
        init: &'a Expr<'a>,
        end: Span,
    ) -> &'a Stmt<'a> {
        if self.types.referee(ty).is_some() {
            return self.bound_reference_variable(name, span, ty, init, end);
        }
        let value = self.rvalue(init);
        let Some(var) = self.declare_local(name, ty, span) else {
            return self.stmt(StmtKind::Empty, span);
        };
        let init = self.initializer(ty, &InitSyn::Expr(value));
        if let Some(i) = &init {
            self.note_const_value(var, i);
        }
        self.local_decl_stmt(var, init, span.to(end))
    }
}
