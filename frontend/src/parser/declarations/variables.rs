//! Variable declarations: at file scope (static storage) and in blocks (locals, references,
//! objects built by constructors, arrays of them), after their specifiers and declarator.

use crate::il::{Stmt, StmtKind};
use crate::sema::classify_name::NameKind;
use crate::sema::decl::InitSyn;
use crate::sema::init::locals::{ConstructorInit, LocalInit};
use crate::sema::templates::target_typed_ids::copy_initializer_for;
use crate::sema::variable_declarations::{DeclaredVariable, VariableDeclarator, VariableForm, VariableInit};
use crate::source::Span;
use crate::symbol::Sym;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use super::{DeclOp, DeclSpec, Declarator, Storage};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// A declarator that is not a function: a typedef or a variable, declared by Sema
    /// ([`crate::sema::variable_declarations`]) before its initializer is read.
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
        // GNU attributes after the declarator (`int a[4] __attribute__((aligned(16)));`)
        // belong to this variable; an alignment there joins the specifiers' one.
        let mut specifiers = spec.variable_specifiers();
        if let Some((align, _)) = self.layout_attributes().align {
            specifiers.align = Some(specifiers.align.map_or(align, |a| a.max(align)));
        }
        let written = VariableDeclarator {
            name: (name, span),
            ops: &d.ops,
            end: self.prev_span(),
            file_scope,
            initialized: matches!(self.peek(), K::Assign | K::LBrace | K::LParen),
            parenthesized: self.peek() == K::LParen,
        };
        let declared = self
            .sema
            .act_on_variable_declarator(specifiers, written)
            .ok_or(Recover)?;
        if declared.form == VariableForm::Typedef {
            return Ok(None);
        }
        let init = self.variable_initializer(spec, d, name, span, &declared, file_scope);
        let parsed = init.is_ok();
        let init = init.unwrap_or(VariableInit::Failed);
        let end = self.prev_span();
        let stmt = self.sema.act_on_variable_initializer(&declared, &d.ops, init, end);
        match parsed {
            true => stmt.map(Some).ok_or(Recover),
            false => Err(Recover),
        }
    }

    /// The initializer of the variable of [`Parser::non_function_declaration`], read as
    /// Sema's `declared.form` says (a static variable is finished with it).
    fn variable_initializer(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        name: Sym,
        span: Span,
        declared: &DeclaredVariable,
        file_scope: bool,
    ) -> PResult<VariableInit<'a>> {
        let ty = declared.ty;
        Ok(match declared.form {
            VariableForm::Static => {
                VariableInit::Static(self.static_variable(spec, name, span, ty, &d.ops, file_scope)?)
            }
            VariableForm::Typedef => VariableInit::Failed,
            VariableForm::Auto => VariableInit::Auto(self.auto_local_initializer(spec, &d.ops)?),
            VariableForm::Reference => VariableInit::Reference(self.reference_initializer()?),
            VariableForm::Constructed => VariableInit::Constructed(self.constructor_initializer(ty)?),
            VariableForm::ConstructedArray => VariableInit::ConstructedArray(self.array_initializer()?),
            VariableForm::Value { builtin_constructor } => {
                VariableInit::Value(self.value_initializer(ty, builtin_constructor)?)
            }
        })
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
                self.error_at(span, "cannot deduce \"auto\" type (initializer required)");
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
        let decl = static_decl(spec, ops, file_scope);
        Ok(self.sema.finish_static_variable(name, span, ty, decl, init_syn))
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
        let plain = match (self.tok_at(1).kind, self.classify(self.tok_at(1).text)) {
            (K::Ident, NameKind::Class(t) | NameKind::Type(t)) => Some((t, 1)),
            _ => None,
        };
        let class = if let Some((class, len)) = self.qualified_type_at(1).or(plain) {
            if !self.prvalue_is_whole_initializer(1 + len) {
                return Ok(None);
            }
            self.pos += 1 + len;
            class
        } else {
            let Some(len) = self.template_type_name_at(1) else {
                return Ok(None);
            };
            let end = self.after_angle_brackets(1 + len);
            if !self.prvalue_is_whole_initializer(end) {
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
        let auto = spec.is_auto.then_some((spec.ty, ops.is_empty()));
        let found = self.sema.same_class_prvalue_type(class, ty, auto, spec.is_constexpr);
        if found.is_none() {
            self.pos = start;
        }
        Ok(found)
    }

    /// Whether `T(...)`/`T{...}` whose `(` or `{` is at offset `open` is the whole
    /// initializer, not the start of a longer expression such as `sel{}(3)`.
    fn prvalue_is_whole_initializer(&self, open: usize) -> bool {
        if !matches!(self.peek_at(open), K::LBrace | K::LParen) {
            return false;
        }
        let close = self.matching_closer(self.pos + open + 1);
        matches!(self.toks.get(close + 1).map(|t| t.kind), Some(K::Semi | K::Comma))
    }

    /// The initializer of `T& r = lvalue;` (a pointer in the IL) or `const T& r = value;`
    /// for a scalar `T` (a `const T` copy), as [`crate::sema::conversions::references`]
    /// describes; `None` when none is written.
    fn reference_initializer(&mut self) -> PResult<Option<&'a crate::il::Expr<'a>>> {
        Ok(Some(match self.peek() {
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
            _ => return Ok(None),
        }))
    }

    /// `(a, b, ...)` after the declarator of a class whose constructor is built in
    /// (`dim3`, see `sema::init::dim3`): the arguments, the parentheses' span and the `)`.
    fn builtin_constructor_arguments(&mut self) -> PResult<LocalInit<'a>> {
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
        Ok(LocalInit::BuiltinArguments(items, open.to(close), close))
    }

    /// The optional initializer of a local value of type `ty`; `builtin_constructor`:
    /// `(a, b)` lists a built-in constructor's arguments.
    fn value_initializer(&mut self, ty: TypeId, builtin_constructor: bool) -> PResult<LocalInit<'a>> {
        Ok(match self.peek() {
            K::Assign => {
                self.bump();
                let syn = self.initializer_syntax()?;
                LocalInit::Copy(copy_initializer_for(self, syn, ty))
            }
            K::LBrace => LocalInit::DirectList(self.initializer_syntax()?),
            K::LParen if builtin_constructor => self.builtin_constructor_arguments()?,
            K::LParen => LocalInit::Direct(self.parenthesized_initializer()?),
            _ => LocalInit::None,
        })
    }

    /// A local object of a class type with constructors (or default member initializers):
    /// `T x(args)`, `T x{args}`, `T x = {args}`, `T x = value`, `T x;`: its arguments.
    /// The declaration leaves it uninitialized and a constructor call (or member
    /// assignments) follows.
    fn constructor_initializer(&mut self, ty: TypeId) -> PResult<ConstructorInit<'a>> {
        Ok(match self.peek() {
            K::LParen => {
                let (args, close) = self.constructor_arguments_for(ty)?;
                ConstructorInit::Parens(args, close)
            }
            K::LBrace => {
                let (args, close) = self.braced_constructor_arguments(ty)?;
                ConstructorInit::Braces(args, close)
            }
            K::Assign if self.peek_at(1) == K::LBrace => {
                self.bump();
                let (args, close) = self.braced_constructor_arguments(ty)?;
                ConstructorInit::CopyList(args, close)
            }
            K::Assign => {
                self.bump();
                ConstructorInit::Copy(self.nested(|p| p.assign_expr())?)
            }
            _ => ConstructorInit::None,
        })
    }

    /// The initializer of `T a[N]...;` of a class type with constructors or default
    /// member initializers (see [`Sema::constructed_array`]): a brace list, if any.
    ///
    /// [`Sema::constructed_array`]: crate::sema::Sema::constructed_array
    fn array_initializer(&mut self) -> PResult<Option<InitSyn<'a>>> {
        if self.peek() == K::LParen {
            self.error_here("expected a \"{\"");
            return Err(Recover);
        }
        Ok(match self.peek() {
            K::Assign => {
                self.bump();
                Some(self.initializer_syntax()?)
            }
            K::LBrace => Some(self.initializer_syntax()?),
            _ => None,
        })
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

/// What the specifiers `spec` and declarator operations `ops` of a static-storage
/// variable say of its storage (`file_scope`: at namespace scope or in a class).
pub(in crate::parser) fn static_decl(
    spec: &DeclSpec,
    ops: &[DeclOp],
    file_scope: bool,
) -> crate::sema::init::statics::StaticDecl {
    use crate::il::MemSpace;
    let space = match spec.mem_space.map(|(s, _)| s) {
        Some("__shared__") => MemSpace::Shared,
        Some("__constant__") => MemSpace::Constant,
        Some(_) => MemSpace::Managed,
        None if spec.device => MemSpace::Device,
        None => MemSpace::Host,
    };
    crate::sema::init::statics::StaticDecl {
        space,
        is_static: spec.storage == Storage::Static,
        is_extern: spec.storage == Storage::Extern,
        file_scope,
        unknown_bound: matches!(ops.last(), Some(DeclOp::Array(None, _))),
    }
}
