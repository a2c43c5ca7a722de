//! Variable declarations: at file scope (static storage) and in blocks (locals, references,
//! objects built by constructors, arrays of them), after their specifiers and declarator.

use crate::il::{Stmt, StmtKind};
use crate::sema::decl::InitSyn;
use crate::sema::lookup::Entity;
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::{DeclOp, DeclSpec, Declarator, Storage, MAX_CONSTRUCTED_ELEMENTS};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// A declarator that is not a function: a typedef or a variable. At file scope
    /// variables are not supported yet.
    pub(in crate::parser) fn non_function_declaration(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        file_scope: bool,
    ) -> PResult<Option<&'a Stmt<'a>>> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let ty = self.build_type(spec.ty, &d.ops)?;
        let ty = self.constexpr_object_type(spec, ty);
        if spec.storage == Storage::Typedef {
            if !self.sema.check_member_not_named_as_class(name, span) {
                return Ok(None);
            }
            if let Some(Entity::Typedef(old) | Entity::Enum(old)) = self.sema.scopes.lookup_current(name) {
                if *old != ty {
                    let n = self.sema.interner.get(name).to_string();
                    self.sema
                        .diags
                        .error(span, format!("typedef \"{n}\" redefined with a different type"));
                }
            } else if self.sema.scopes.lookup_current(name).is_some() {
                let n = self.sema.interner.get(name).to_string();
                self.sema
                    .diags
                    .error(span, format!("\"{n}\" has already been declared in the current scope"));
            }
            let entity = if spec.is_enum && d.ops.is_empty() {
                // `typedef enum { ... } Name;`: the typedef names the enumeration for
                // linkage, so it is mangled as `Name` (as nvcc does).
                let n = self.sema.interner.get(name).to_string();
                self.sema.types.name_anonymous_enum(ty, &n);
                Entity::Enum(ty)
            } else {
                if d.ops.is_empty() {
                    // `typedef struct { ... } Name;` likewise names the class.
                    let n = self.sema.interner.get(name).to_string();
                    self.sema.types.name_anonymous_record(ty, &n);
                }
                Entity::Typedef(ty)
            };
            self.sema.scopes.declare(name, entity);
            return Ok(None);
        }
        if !file_scope {
            if spec.device && spec.mem_space.is_none() && spec.storage == Storage::None {
                self.sema.diags.error(
                    span,
                    "an automatic \"__device__\" variable declaration is not allowed inside a device function body",
                );
            }
            for (on, attr) in [(spec.global, "__global__"), (spec.host, "__host__")] {
                if on {
                    self.sema
                        .diags
                        .warning(spec.span, format!("attribute \"{attr}\" does not apply here"));
                }
            }
        }
        let first_var = self.sema.var_count();
        let r = self.variable_definition(spec, d, name, span, ty, file_scope);
        if let Some((a, _)) = spec.align {
            self.sema.request_align_since(first_var, name, a);
        }
        r
    }

    /// The variable of [`Parser::non_function_declaration`] after its checks.
    pub(super) fn variable_definition(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        name: Sym,
        span: Span,
        ty: TypeId,
        file_scope: bool,
    ) -> PResult<Option<&'a Stmt<'a>>> {
        let static_storage =
            file_scope || spec.mem_space.is_some() || matches!(spec.storage, Storage::Static | Storage::Extern);
        if static_storage {
            return self.static_variable(spec, name, span, ty, &d.ops, file_scope).map(Some);
        }
        let stmt = if spec.is_auto {
            self.auto_variable(name, span, spec, &d.ops)?
        } else if self.sema.types.referee(ty).is_some() {
            self.reference_variable(name, span, ty)?
        } else {
            self.local_variable(name, span, ty, &d.ops)?
        };
        if spec.is_constexpr {
            self.sema.check_constexpr_local(stmt);
        }
        Ok(Some(stmt))
    }

    /// A variable with static storage: file scope, `static`, `extern`, or in a CUDA
    /// memory space. It produces no statement: IR generation emits it as a global.
    pub(in crate::parser) fn static_variable(
        &mut self,
        spec: &DeclSpec,
        name: Sym,
        span: Span,
        ty: TypeId,
        ops: &[DeclOp],
        file_scope: bool,
    ) -> PResult<&'a Stmt<'a>> {
        use crate::il::MemSpace;
        use crate::sema::globals::StaticVarSpec;
        let space = match spec.mem_space.map(|(s, _)| s) {
            Some("__shared__") => MemSpace::Shared,
            Some("__constant__") => MemSpace::Constant,
            Some(_) => MemSpace::Managed,
            None if spec.device => MemSpace::Device,
            None => MemSpace::Host,
        };
        let (ty, init_syn) = if let Some(class) = self.same_class_prvalue_initializer(spec, ty, ops)? {
            // `T x = T{...};` / `auto x = T(...);`: the prvalue initializes the variable
            // itself (C++17 [dcl.init]/17.6.1), as the direct initialization `T x{...}`,
            // so a static variable needs no temporary.
            let init = if self.peek() == K::LBrace {
                self.direct_list_initializer(class)?
            } else if self.peek_at(1) == K::RParen {
                // `T()`: value-initialization, as `T x{}`.
                let open = self.bump().span;
                let close = self.bump().span;
                self.sema
                    .direct_list_init(InitSyn::List(Vec::new(), open.to(close)), class)
            } else {
                self.direct_initializer(class)?
            };
            (class, Some(init))
        } else if spec.is_auto {
            // `auto`, `constexpr auto`, `static const auto&` ...: the type comes from the
            // initializer, as for a local.
            let Some(init) = self.auto_initializer()? else {
                self.sema
                    .diags
                    .error(span, "cannot deduce \"auto\" type (initializer required)");
                return Err(Recover);
            };
            (self.deduce_auto(spec, ops, init)?, Some(InitSyn::Expr(init)))
        } else {
            let init_syn = match self.peek() {
                K::Assign => {
                    self.bump();
                    Some(self.initializer_syntax()?)
                }
                K::LBrace => Some(self.direct_list_initializer(ty)?),
                K::LParen => Some(self.direct_initializer(ty)?),
                _ => None,
            };
            (ty, init_syn)
        };
        // A static data member declared in its class is defined by an initializer there or
        // by a definition outside the class; it never has internal linkage.
        let in_class = file_scope
            && spec.storage == Storage::Static
            && self
                .sema
                .scopes
                .class_of(self.sema.scopes.current_namespace())
                .is_some();
        let is_extern = spec.storage == Storage::Extern || (in_class && init_syn.is_none());
        // `constexpr seq_t seq;`: a const object of class type is default-initialized,
        // as `seq_t seq{}` initializes it (its defaulted constructor and default member
        // initializers; whether the class is const-default-constructible is not checked);
        // so is any object of a class whose implicit constructor only runs default
        // member initializers (`__device__ G g;` with `short s = 5;`), statically.
        // Arrays of such classes too, element by element (`__device__ G g[4];`).
        let implicit_init = |p: &Self| {
            let record = p.sema.types.is_record(ty) && ty.is_const();
            record || p.sema.has_implicit_member_defaults(p.sema.types.innermost_element(ty))
        };
        let init_syn = match init_syn {
            None if !is_extern && space != MemSpace::Shared && implicit_init(self) => {
                Some(InitSyn::List(Vec::new(), span))
            }
            other => other,
        };
        let mut ty = ty;
        if matches!(ops.last(), Some(DeclOp::Array(None, _))) {
            let elem = self.sema.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
            match init_syn.as_ref().and_then(|i| self.sema.array_len_from_init(elem, i)) {
                Some(n) if n > 0 => ty = self.sema.types.array_of(elem, n),
                // `extern __shared__ T s[];`: dynamic shared memory, sized at launch.
                _ if is_extern => ty = self.sema.types.array_of(elem, 0),
                _ => {
                    self.sema.diags.error(span, "incomplete type is not allowed");
                    return Ok(self.stmt(StmtKind::Empty, span));
                }
            }
        }
        let vspec = StaticVarSpec {
            space,
            is_static: spec.storage == Storage::Static && !in_class,
            is_extern,
            file_scope,
        };
        if self.sema.types.referee(ty).is_some() {
            self.sema
                .declare_static_reference(name, ty, span, vspec, init_syn.as_ref());
            return Ok(self.stmt(StmtKind::Empty, span));
        }
        self.sema.declare_static_var(name, ty, span, vspec, init_syn.as_ref());
        Ok(self.stmt(StmtKind::Empty, span))
    }

    /// After the declarator of a static variable of type `ty`: whether `= C{...}` or
    /// `= C(...)` follows with `C` the variable's class (or, for `auto`, any class;
    /// `C` a type name or a template's instance, `Vec<int>{}`); then `C`, with the
    /// `{` or `(` next. Nothing is consumed otherwise.
    fn same_class_prvalue_initializer(
        &mut self,
        spec: &DeclSpec,
        ty: TypeId,
        ops: &[DeclOp],
    ) -> PResult<Option<TypeId>> {
        if self.peek() != K::Assign {
            return Ok(None);
        }
        let start = self.pos;
        let plain = match (self.tok_at(1).kind, self.sema.scopes.lookup(self.tok_at(1).text)) {
            (K::Ident, Some(&Entity::Typedef(t))) => Some((t, 1)),
            _ => None,
        };
        let class = if let Some((class, len)) = self.qualified_type_at(1).or(plain) {
            if !matches!(self.peek_at(1 + len), K::LBrace | K::LParen) {
                return Ok(None);
            }
            self.pos += 1 + len;
            class
        } else {
            let Some(len) = self.template_type_name_at(1) else {
                return Ok(None);
            };
            let end = self.after_angle_brackets(1 + len);
            if !matches!(self.peek_at(end), K::LBrace | K::LParen) {
                return Ok(None);
            }
            self.bump();
            let named = self.decl_specifiers()?;
            if self.pos != start + end {
                self.pos = start;
                return Ok(None);
            }
            named.ty
        };
        let found = if !self.sema.types.is_record(class) {
            None
        } else if spec.is_auto {
            let written = crate::types::Quals(spec.ty.quals().0 & 3);
            ops.is_empty()
                .then(|| self.constexpr_object_type(spec, class.unqualified().with_quals(written)))
        } else {
            (class.unqualified() == ty.unqualified()).then_some(ty)
        };
        if found.is_none() {
            self.pos = start;
        }
        Ok(found)
    }

    /// `T& r = lvalue;` (a pointer in the IL) or `const T& r = value;` for a scalar `T`
    /// (a `const T` copy), as [`crate::sema::conversions::references`] describes.
    pub(super) fn reference_variable(&mut self, name: Sym, span: Span, declared: TypeId) -> PResult<&'a Stmt<'a>> {
        let init = match self.peek() {
            K::Assign => {
                self.bump();
                self.nested(|p| p.assign_expr())?
            }
            K::LParen => {
                self.bump();
                let e = self.nested(|p| p.expr())?;
                self.expect(K::RParen, ")")?;
                e
            }
            _ => {
                let n = self.sema.interner.get(name).to_string();
                self.sema
                    .diags
                    .error(span, format!("reference variable \"{n}\" requires an initializer"));
                return Err(Recover);
            }
        };
        self.bound_reference_variable(name, span, declared, init)
    }

    /// The reference variable `declared name = init;` once its initializer is parsed.
    pub(in crate::parser) fn bound_reference_variable(
        &mut self,
        name: Sym,
        span: Span,
        declared: TypeId,
        init: &'a crate::il::Expr<'a>,
    ) -> PResult<&'a Stmt<'a>> {
        let end = self.prev_span();
        Ok(self.sema.bound_reference_variable(name, span, declared, init, end))
    }

    /// `T v(args)` for a class whose constructor is built in (`dim3`, see
    /// `sema::init::dim3`): the arguments, which Sema turns into the initializer.
    pub(super) fn builtin_constructor(&mut self) -> PResult<InitSyn<'a>> {
        let open = self.bump().span;
        let mut items = Vec::new();
        if self.peek() != K::RParen {
            loop {
                items.push(InitSyn::Expr(self.nested(|p| p.assign_expr())?));
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(K::RParen, ")")?.span;
        self.sema
            .builtin_constructor_init(items, open.to(close), close)
            .ok_or(Recover)
    }

    /// A local variable with an optional initializer.
    pub(super) fn local_variable(
        &mut self,
        name: Sym,
        span: Span,
        ty: TypeId,
        ops: &[DeclOp],
    ) -> PResult<&'a Stmt<'a>> {
        if self.sema.types.is_record(ty) && !self.sema.has_builtin_constructor(ty) {
            let has_ctors = self.sema.has_ctors(ty);
            let plain = !matches!(self.peek(), K::Assign | K::LBrace | K::LParen);
            if has_ctors || (plain && self.sema.needs_construction(ty)) {
                return self.constructed_local(name, span, ty);
            }
        }
        let mut elem = ty;
        while let Some((e, _)) = self.sema.types.array_elem(elem) {
            elem = e;
        }
        let initialized = matches!(self.peek(), K::Assign | K::LBrace | K::LParen);
        if elem != ty
            && self.sema.types.is_record(elem)
            && self.sema.needs_construction(elem)
            && (!initialized || self.sema.has_ctors(elem))
        {
            let unsized_array = matches!(ops.last(), Some(DeclOp::Array(None, _)));
            return self.constructed_array(name, span, ty, unsized_array);
        }
        let unsized_array = matches!(ops.last(), Some(DeclOp::Array(None, _)));
        let var = self.sema.declare_local(name, ty, span);
        let init_syn = match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.direct_list_initializer(ty)?),
            K::LParen if self.sema.has_builtin_constructor(ty) => Some(self.builtin_constructor()?),
            K::LParen => Some(self.direct_initializer(ty)?),
            _ => None,
        };
        let Some(var) = var else {
            return Ok(self.stmt(StmtKind::Empty, span));
        };
        let mut ty = ty;
        if unsized_array {
            let elem = self.sema.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
            match init_syn.as_ref().and_then(|i| self.sema.array_len_from_init(elem, i)) {
                Some(n) if n > 0 => {
                    ty = self.sema.types.array_of(elem, n);
                    self.sema.set_var_type(var, ty);
                }
                _ => {
                    self.sema.diags.error(span, "incomplete type is not allowed");
                    return Ok(self.stmt(StmtKind::Empty, span));
                }
            }
        }
        let init = match &init_syn {
            Some(syn) => self.sema.initializer(ty, syn),
            None => {
                if ty.is_const() {
                    let n = self.sema.interner.get(name).to_string();
                    self.sema
                        .diags
                        .error(span, format!("const variable \"{n}\" requires an initializer"));
                }
                None
            }
        };
        if let Some(i) = &init {
            self.sema.note_const_value(var, i);
        }
        let end = self.prev_span();
        Ok(self.sema.local_decl_stmt(var, init, span.to(end)))
    }

    /// A local object of a class type with constructors (or default member initializers):
    /// `T x(args)`, `T x{args}`, `T x = {args}`, `T x = value`, `T x;`. The declaration
    /// leaves it uninitialized and a constructor call (or member assignments) follows.
    pub(super) fn constructed_local(&mut self, name: Sym, span: Span, ty: TypeId) -> PResult<&'a Stmt<'a>> {
        let var = self.sema.declare_local(name, ty, span);
        let start = self.span();
        // `T x = e;` is a copy-initialization, `T x = {..}` a copy-list-initialization:
        // neither uses an `explicit` constructor.
        let copy_init = self.peek() == K::Assign && self.peek_at(1) != K::LBrace;
        let args = match self.peek() {
            K::LParen => Some(self.call_arguments()?),
            K::LBrace => {
                let (args, close) = self.braced_arguments()?;
                Some((self.sema.list_constructor_args(ty, args, span.to(close)), close))
            }
            K::Assign if self.peek_at(1) == K::LBrace => {
                self.bump();
                let (args, close) = self.braced_arguments()?;
                let args = self.sema.list_constructor_args(ty, args, span.to(close));
                self.sema.check_copy_list_init(ty, &args, span.to(close));
                Some((args, close))
            }
            K::Assign => {
                self.bump();
                let e = self.nested(|p| p.assign_expr())?;
                Some((vec![e], e.span))
            }
            _ => None,
        };
        let Some(var) = var else {
            return Ok(self.stmt(StmtKind::Empty, span));
        };
        let object = self.sema.var_expr(var, span);
        let init = match args {
            Some((args, close)) if copy_init && args.len() == 1 => {
                self.sema.copy_construct(object, args[0], span.to(close), close)
            }
            Some((args, close)) => self.sema.construct(object, args, span.to(close), close),
            None => self.sema.default_construct(object, span),
        };
        let _ = start;
        let end = self.prev_span();
        let decl = Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        };
        Ok(match init {
            Some(e) if !self.sema.is_err(e) => {
                let call = Stmt {
                    kind: StmtKind::Expr(e),
                    span: e.span,
                };
                let list = self.arena.alloc_slice_copy(&[decl, call]);
                self.stmt(StmtKind::Compound(list), span.to(end))
            }
            _ => self.stmt(decl.kind, span.to(end)),
        })
    }

    /// `T a[N]...;` of a class type with constructors or default member initializers:
    /// every element is default-constructed, in order (unrolled, so at most
    /// [`MAX_CONSTRUCTED_ELEMENTS`] of them). `T a[] = {...}` (`unknown_bound`) takes its
    /// length from the list.
    pub(super) fn constructed_array(
        &mut self,
        name: Sym,
        span: Span,
        ty: TypeId,
        unknown_bound: bool,
    ) -> PResult<&'a Stmt<'a>> {
        if self.peek() == K::LParen {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        let init = match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.initializer_syntax()?),
            _ => None,
        };
        let mut ty = ty;
        if unknown_bound {
            let elem = self.sema.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
            match init.as_ref().and_then(|i| self.sema.array_len_from_init(elem, i)) {
                Some(n) if n > 0 => ty = self.sema.types.array_of(elem, n),
                _ => {
                    self.sema.diags.error(span, "incomplete type is not allowed");
                    return Ok(self.stmt(StmtKind::Empty, span));
                }
            }
        }
        let count = self.sema.types.size_of(ty) / self.sema.types.size_of(self.element_type(ty)).max(1);
        if count > MAX_CONSTRUCTED_ELEMENTS {
            self.sema.diags.error(
                span,
                format!("arrays of more than {MAX_CONSTRUCTED_ELEMENTS} class objects with constructors are not supported yet"),
            );
            return Err(Recover);
        }
        let Some(var) = self.sema.declare_local(name, ty, span) else {
            return Ok(self.stmt(StmtKind::Empty, span));
        };
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl { var, init: None },
            span,
        }];
        let whole = self.sema.var_expr(var, span);
        let mut steps = Vec::new();
        self.sema.construct_elements(whole, init.as_ref(), span, &mut steps);
        for e in steps {
            if self.sema.is_err(e) {
                break;
            }
            stmts.push(Stmt {
                kind: StmtKind::Expr(e),
                span,
            });
        }
        let list = self.arena.alloc_slice_copy(&stmts);
        Ok(self.stmt(StmtKind::Compound(list), span))
    }

    /// The innermost element type of a (multi-dimensional) array type.
    pub(super) fn element_type(&self, ty: TypeId) -> TypeId {
        let mut elem = ty;
        while let Some((e, _)) = self.sema.types.array_elem(elem) {
            elem = e;
        }
        elem
    }

    /// A declaration statement inside a function body.
    pub(in crate::parser) fn local_declaration(&mut self) -> PResult<&'a Stmt<'a>> {
        let start = self.span();
        let spec = self.decl_specifiers()?;
        self.grid_constant_elsewhere(&spec);
        if spec.is_auto && self.at_structured_binding() {
            let stmt = self.structured_binding_declaration(&spec)?;
            self.expect(K::Semi, ";")?;
            return Ok(stmt);
        }
        let mut stmts = Vec::new();
        if self.peek() != K::Semi {
            loop {
                let d = self.nested(|p| p.declarator(false))?;
                if d.is_function() {
                    if self.peek() == K::LBrace {
                        self.error_here("a function definition is not allowed here");
                        return Err(Recover);
                    }
                    self.function_declaration(&spec, &d, false)?;
                } else if let Some(s) = self.non_function_declaration(&spec, &d, false)? {
                    stmts.push(s);
                }
                if !self.eat(K::Comma) {
                    break;
                }
            }
        }
        self.expect(K::Semi, ";")?;
        let span = start.to(self.prev_span());
        Ok(match stmts.len() {
            0 => self.stmt(StmtKind::Empty, span),
            1 => stmts[0],
            _ => {
                let list = self.arena.alloc_slice_fill_iter(stmts.into_iter().copied());
                self.stmt(StmtKind::Compound(list), span)
            }
        })
    }
}
