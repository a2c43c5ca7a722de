//! Declaring a variable (or a typedef) from what the parser read of it: its
//! specifiers and declarator, and the token that starts its initializer.
//! [`Sema::act_on_variable_declarator`] builds the declared type, declares a typedef,
//! checks the CUDA specifiers of a block-scope variable and says how the initializer
//! is read (declaring the local first where its initializer refers to it);
//! [`Sema::act_on_variable_initializer`] takes the initializer as read, declares or
//! finishes the variable with it and applies what the specifiers ask of the variable
//! (`constexpr`, `alignas`), the last also after a syntax error. (clang's
//! `ActOnDeclarator` and `AddInitializerToDecl`.)

use crate::il::{Expr, Stmt, VarId};
use crate::sema::auto_deduction::auto_declarators::AutoSpecifiers;
use crate::sema::decl::InitSyn;
use crate::sema::declarators::DeclOp;
use crate::sema::init::locals::{ConstructorInit, LocalForm, LocalInit};
use crate::sema::variable_specifiers::LocalCudaSpecifiers;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// A variable's (or typedef's) declaration specifiers as written.
#[derive(Clone, Copy, Debug)]
pub struct VariableSpecifiers {
    /// The type the specifiers name (a placeholder for `auto`).
    pub ty: TypeId,
    /// Where the specifiers were written.
    pub span: Span,
    /// `typedef` written.
    pub typedef: bool,
    /// The type is an enumeration (or a typedef of one).
    pub is_enum: bool,
    /// `constexpr` written.
    pub is_constexpr: bool,
    /// `auto`: the type is deduced from the initializer.
    pub is_auto: bool,
    /// `decltype(auto)` (with `is_auto`).
    pub decltype_auto: bool,
    /// `static` or `extern` written, or a CUDA memory space.
    pub static_storage: bool,
    /// `__device__` with no memory space and no storage class.
    pub automatic_device: bool,
    /// `__global__` written.
    pub global: bool,
    /// `__host__` written.
    pub host: bool,
    /// The alignment `alignas`/`__align__`/`aligned` asks for.
    pub align: Option<u64>,
}

/// A variable's declarator as written, and what follows it.
#[derive(Clone, Copy, Debug)]
pub struct VariableDeclarator<'o> {
    /// The declared name and where it was written.
    pub name: (Sym, Span),
    /// The declarator's type operations in application order.
    pub ops: &'o [DeclOp],
    /// The end of the declarator (where a type error is reported).
    pub end: Span,
    /// Declared at file (or namespace) scope.
    pub file_scope: bool,
    /// `=`, `{` or `(` follows the declarator.
    pub initialized: bool,
    /// `(` follows the declarator.
    pub parenthesized: bool,
}

/// How a declared variable's initializer is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariableForm {
    /// A typedef, declared already; no initializer.
    Typedef,
    /// Static storage (file scope, `static`, `extern`, a CUDA memory space).
    Static,
    /// A block-scope `auto` variable: its type comes from the initializer.
    Auto,
    /// A block-scope reference, bound to its initializer.
    Reference,
    /// A block-scope class object built by a constructor, declared already.
    Constructed,
    /// A block-scope array of such objects, constructed element by element.
    ConstructedArray,
    /// A block-scope value, declared already.
    Value {
        /// `T v(args)` calls a constructor ptxc builds in (`dim3`).
        builtin_constructor: bool,
    },
}

/// A variable's initializer as the parser read it, in the form
/// [`DeclaredVariable::form`] asked for.
pub enum VariableInit<'a> {
    /// It did not parse.
    Failed,
    /// A static-storage variable, finished with its initializer: its statement.
    Static(&'a Stmt<'a>),
    /// An `auto` local's initializer, if one was written.
    Auto(Option<&'a Expr<'a>>),
    /// A reference's initializer, if one was written.
    Reference(Option<&'a Expr<'a>>),
    /// A constructed local's arguments.
    Constructed(ConstructorInit<'a>),
    /// A constructed array's brace list, if one was written.
    ConstructedArray(Option<InitSyn<'a>>),
    /// A local value's initializer.
    Value(LocalInit<'a>),
}

/// A declaration [`Sema::act_on_variable_declarator`] accepted.
#[derive(Clone, Copy, Debug)]
pub struct DeclaredVariable {
    /// The declared type (`const` for `constexpr`).
    pub ty: TypeId,
    /// How its initializer is read.
    pub form: VariableForm,
    /// The declared name.
    name: Sym,
    /// Where the name is written.
    span: Span,
    /// The local declared before its initializer is read (`None` if that failed).
    var: Option<VarId>,
    /// `T a[] = ...`: the length comes from the initializer.
    unknown_bound: bool,
    /// What the specifiers of an `auto` variable say.
    auto: AutoSpecifiers,
    /// How many variables existed before it (its initializer's temporaries come later).
    first_var: usize,
    /// The alignment its specifiers ask for.
    align: Option<u64>,
    /// A `constexpr` block-scope variable: its initializer must be constant.
    constexpr_local: bool,
}

impl<'a> Sema<'a> {
    /// The declaration of `d` with specifiers `spec` up to its initializer; `None` when
    /// its type is in error.
    pub fn act_on_variable_declarator(
        &mut self,
        spec: VariableSpecifiers,
        d: VariableDeclarator<'_>,
    ) -> Option<DeclaredVariable> {
        let (name, span) = d.name;
        let ty = self.declared_object_type(spec.ty, d.ops, d.end, spec.is_constexpr)?;
        let mut declared = DeclaredVariable {
            ty,
            form: VariableForm::Typedef,
            name,
            span,
            var: None,
            unknown_bound: matches!(d.ops.last(), Some(DeclOp::Array(None, _))),
            auto: AutoSpecifiers {
                ty: spec.ty,
                decltype_auto: spec.decltype_auto,
                is_constexpr: spec.is_constexpr,
                span: spec.span,
            },
            first_var: 0,
            align: spec.align,
            constexpr_local: false,
        };
        if spec.typedef {
            self.declare_typedef(name, span, ty, d.ops.is_empty(), spec.is_enum);
            return Some(declared);
        }
        if !d.file_scope {
            let written = LocalCudaSpecifiers {
                automatic_device: spec.automatic_device,
                global: spec.global,
                host: spec.host,
            };
            self.check_local_cuda_specifiers(written, span, spec.span);
        }
        declared.first_var = self.var_count();
        declared.form = if d.file_scope || spec.static_storage {
            VariableForm::Static
        } else if spec.is_auto {
            VariableForm::Auto
        } else {
            match self.local_form(ty, d.initialized, d.parenthesized) {
                LocalForm::Reference => VariableForm::Reference,
                LocalForm::Constructed => {
                    declared.var = self.declare_local(name, ty, span);
                    VariableForm::Constructed
                }
                LocalForm::ConstructedArray => VariableForm::ConstructedArray,
                LocalForm::Value { builtin_constructor } => {
                    declared.var = self.declare_local(name, ty, span);
                    VariableForm::Value { builtin_constructor }
                }
            }
        };
        declared.constexpr_local = spec.is_constexpr && declared.form != VariableForm::Static;
        Some(declared)
    }

    /// The initializer `init` of `declared` (declarator `ops`), read through `end`: the
    /// variable's declaration statement, `None` after an error. A `constexpr` local's
    /// initializer is checked, and the alignment asked for is given to the variable
    /// (also when the initializer did not parse).
    pub fn act_on_variable_initializer(
        &mut self,
        declared: &DeclaredVariable,
        ops: &[DeclOp],
        init: VariableInit<'a>,
        end: Span,
    ) -> Option<&'a Stmt<'a>> {
        let (name, span, ty) = (declared.name, declared.span, declared.ty);
        let (var, unknown_bound) = (declared.var, declared.unknown_bound);
        let stmt = match init {
            VariableInit::Failed => None,
            VariableInit::Static(stmt) => Some(stmt),
            VariableInit::Auto(None) => {
                self.auto_without_initializer(name, span);
                None
            }
            VariableInit::Auto(Some(e)) => self.act_on_auto_local(declared.auto, name, span, ops, e, end),
            VariableInit::Reference(None) => {
                self.reference_without_initializer(name, span);
                None
            }
            VariableInit::Reference(Some(e)) => Some(self.bound_reference_variable(name, span, ty, e, end)),
            VariableInit::Constructed(args) => Some(self.finish_constructed_local(var, span, ty, args, end)),
            VariableInit::ConstructedArray(list) => self.constructed_array(name, span, ty, unknown_bound, list),
            VariableInit::Value(value) => self.finish_local_variable(var, name, span, ty, unknown_bound, value, end),
        };
        if let (true, Some(stmt)) = (declared.constexpr_local, stmt) {
            self.check_constexpr_local(stmt);
        }
        if let Some(align) = declared.align {
            self.request_align_since(declared.first_var, declared.name, align);
        }
        stmt
    }
}
