//! Member function declarations in a class body ([class.mfct]): what the specifiers
//! around a member function's declarator (`explicit`, `noexcept`, `virtual`, `= 0`, a
//! storage class) make of it.

use crate::il::{ExecSpace, FnDeclId, InlineHint};
use crate::sema::decl::FnDeclInfo;
use crate::sema::Sema;
use crate::source::Span;
use crate::types::TypeId;

use super::members::MethodQuals;

/// What was written around a member function's declarator besides its signature.
#[derive(Clone, Copy, Debug, Default)]
pub struct MemberFnSpecifiers {
    /// `explicit` (meaningful on a constructor).
    pub explicit: bool,
    /// `noexcept` after the parameter list.
    pub noexcept: bool,
    /// `virtual` before it.
    pub is_virtual: bool,
    /// `= 0` after it.
    pub pure: bool,
    /// A storage class other than `static` (an error), where it is written.
    pub bad_storage: Option<Span>,
    /// A body follows in the class.
    pub has_body: bool,
}

/// A member function [`Sema::act_on_member_function_declaration`] declared.
#[derive(Clone, Copy, Debug)]
pub struct DeclaredMemberFunction {
    /// The function.
    pub func: FnDeclId,
    /// With a body a use before the class is complete may need (a deduced result, a
    /// `constexpr` member of a class template instance): the scope it is defined in then
    /// (see [`Sema::early_definition`]).
    pub early_scope: Option<crate::sema::lookup::NsId>,
}

/// A destructor declared in its class (`~Name() ...`), as written.
#[derive(Clone, Copy, Debug)]
pub struct DestructorDecl {
    /// The class's name after `~`, and where.
    pub name: crate::symbol::Sym,
    /// Where the name is written.
    pub span: Span,
    /// `__device__`/`__host__` (host without either).
    pub exec: ExecSpace,
    /// `inline`, `__forceinline__`, `__noinline__`.
    pub inline: InlineHint,
    /// `virtual`, `override` or `final`.
    pub is_virtual: bool,
    /// `= 0`.
    pub pure: bool,
    /// Declared here and defined outside the class (`S::~S() { ... }`).
    pub defined_later: bool,
}

impl<'a> Sema<'a> {
    /// Destructor `d` of `class` as a function (`~Name`): virtual, pure, or defined
    /// outside the class as declared; `None` after an error.
    pub fn act_on_destructor_declaration(&mut self, class: TypeId, d: DestructorDecl) -> Option<FnDeclId> {
        let display = format!("~{}", self.interner.get(d.name));
        let info = FnDeclInfo {
            name: self.interner.intern(&display),
            span: d.span,
            ret: TypeId::VOID,
            params: Vec::new(),
            variadic: false,
            exec: d.exec,
            extern_c: false,
            is_static: false,
            inline: d.inline,
            odr_inline: matches!(d.inline, InlineHint::Inline | InlineHint::Force) || !d.defined_later,
            is_definition: !d.defined_later,
            is_constexpr: false,
            is_consteval: false,
            deprecated: None,
            noreturn: false,
            attrs: Default::default(),
        };
        let quals = MethodQuals {
            is_const: false,
            is_volatile: false,
            is_static: false,
            is_ctor: false,
            ..Default::default()
        };
        let f = self.declare_method(class, info, quals)?;
        self.set_dtor(class, f);
        if d.defined_later {
            self.set_dtor_defined_outside(class);
        }
        if d.is_virtual || d.pure {
            self.mark_virtual(f, d.pure);
        }
        Some(f)
    }

    /// Member function `info` of `class` declared in the class body, with `quals` and
    /// `specs`: the declared function (and where it is defined early), or `None` after
    /// an error.
    pub fn act_on_member_function_declaration(
        &mut self,
        class: TypeId,
        mut info: FnDeclInfo,
        quals: MethodQuals,
        specs: MemberFnSpecifiers,
    ) -> Option<DeclaredMemberFunction> {
        // `static` on a member function means "no object", not internal linkage.
        info.is_static = false;
        if let Some(at) = specs.bad_storage {
            self.diags
                .error(at, "a storage class is not allowed on a member function");
        }
        let f = self.declare_method(class, info, quals)?;
        if quals.is_ctor && specs.explicit {
            self.mark_explicit(f);
        }
        if specs.noexcept {
            self.mark_noexcept(f);
        }
        if specs.is_virtual || specs.pure {
            self.mark_virtual(f, specs.pure);
        }
        Some(DeclaredMemberFunction {
            func: f,
            early_scope: specs.has_body.then(|| self.early_definition_scope(f, class)).flatten(),
        })
    }

    /// Whether function `f`'s result type is still to be deduced from its body.
    pub fn has_deduced_result(&self, f: FnDeclId) -> bool {
        self.contains_auto(self.func(f).ret)
    }
}
