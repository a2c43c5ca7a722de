//! Initialization of variables with static storage once the parser has read the
//! initializer: whether the declaration defines the variable (a static data member
//! declared in its class without one does not), default member initializers that
//! initialize an object with no initializer written, and an array's unknown bound.

use crate::il::{MemSpace, Stmt, StmtKind};
use crate::sema::decl::InitSyn;
use crate::sema::globals::StaticVarSpec;
use crate::sema::Sema;
use crate::source::Span;
use crate::symbol::Sym;
use crate::types::TypeId;

/// What a static-storage variable's declaration says, besides its name and type.
pub struct StaticDecl {
    /// The memory space its specifiers name.
    pub space: MemSpace,
    /// Declared `static`.
    pub is_static: bool,
    /// Declared `extern`.
    pub is_extern: bool,
    /// Declared at namespace scope or in a class (else inside a function).
    pub file_scope: bool,
    /// `T a[]`: the bound comes from the initializer (or, for `extern`, launch).
    pub unknown_bound: bool,
}

impl<'a> Sema<'a> {
    /// The type of a static variable declared of type `declared` (for `auto`, `auto`
    /// holds the placeholder written and whether the declarator has no operators;
    /// `is_constexpr`: `constexpr` written) whose initializer is `= C{...}` or `= C(...)` with `C` of type
    /// `class`: when the prvalue initializes the variable itself (C++17
    /// [dcl.init]/17.6.1: `C` is the variable's class, or any class for a plain
    /// `auto`), the variable's type; `None` when the initializer is an ordinary one.
    pub fn same_class_prvalue_type(
        &self,
        class: TypeId,
        declared: TypeId,
        auto: Option<(TypeId, bool)>,
        is_constexpr: bool,
    ) -> Option<TypeId> {
        if !self.types.is_record(class) {
            return None;
        }
        match auto {
            Some((placeholder, ops_empty)) => {
                let written = crate::types::Quals(placeholder.quals().0 & 3);
                let ty = class.unqualified().with_quals(written);
                ops_empty.then(|| match is_constexpr {
                    true => self.constexpr_object_type(ty),
                    false => ty,
                })
            }
            None => (class.unqualified() == declared.unqualified()).then_some(declared),
        }
    }

    /// Declares the static-storage variable `name` of type `ty` at `span` with the
    /// initializer `init` as written. The statement is empty: IR generation emits the
    /// variable as a global.
    pub fn finish_static_variable(
        &mut self,
        name: Sym,
        span: Span,
        ty: TypeId,
        decl: StaticDecl,
        init: Option<InitSyn<'a>>,
    ) -> &'a Stmt<'a> {
        // A static data member declared in its class is defined by an initializer there
        // or by a definition outside the class; it never has internal linkage.
        let in_class =
            decl.file_scope && decl.is_static && self.scopes.class_of(self.scopes.current_namespace()).is_some();
        let is_extern = decl.is_extern || (in_class && init.is_none());
        // `constexpr seq_t seq;`: a const object of class type is default-initialized,
        // as `seq_t seq{}` initializes it (its defaulted constructor and default member
        // initializers; whether the class is const-default-constructible is not
        // checked); so is any object of a class whose implicit constructor only runs
        // default member initializers (`__device__ G g;` with `short s = 5;`),
        // statically. Arrays of such classes too, element by element.
        let implicit_init = |s: &Self| {
            let record = s.types.is_record(ty) && ty.is_const();
            record || s.has_implicit_member_defaults(s.types.innermost_element(ty))
        };
        let init = match init {
            None if !is_extern && decl.space != MemSpace::Shared && implicit_init(self) => {
                Some(InitSyn::List(Vec::new(), span))
            }
            other => other,
        };
        let mut ty = ty;
        if decl.unknown_bound {
            match self.array_type_from_init(ty, init.as_ref()) {
                Some(sized) => ty = sized,
                // `extern __shared__ T s[];`: dynamic shared memory, sized at launch.
                None if is_extern => {
                    let elem = self.types.array_elem(ty).map(|(e, _)| e).unwrap_or(ty);
                    ty = self.types.array_of(elem, 0);
                }
                None => {
                    self.diags.error(span, "incomplete type is not allowed");
                    return self.stmt(StmtKind::Empty, span);
                }
            }
        }
        let spec = StaticVarSpec {
            space: decl.space,
            is_static: decl.is_static && !in_class,
            is_extern,
            file_scope: decl.file_scope,
        };
        if self.types.referee(ty).is_some() {
            self.declare_static_reference(name, ty, span, spec, init.as_ref());
        } else {
            self.declare_static_var(name, ty, span, spec, init.as_ref());
        }
        self.stmt(StmtKind::Empty, span)
    }
}
