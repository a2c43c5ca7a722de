//! Static data members: their declarations in the class (constants of the class scope
//! or variables with static storage declared there) and their definitions outside it
//! (`int S::count = 0;`). Variables are named as nvcc names them (`_ZN1S5countE`).

use crate::sema::classes::member_constants::{StaticMemberDeclarator, StaticMemberDefinition};
use crate::sema::lookup::NsId;
use crate::token::TokenKind as K;
use crate::types::TypeId;

use crate::parser::declarations::{DeclSpec, Declarator, Storage};
use crate::parser::{PResult, Parser, Recover};

impl<'a> Parser<'_, 'a> {
    /// A static data member. `static const int N = 4;` (or `constexpr`, integral) is a
    /// constant of the class scope; any other (`static constexpr float s = 2.5f;`,
    /// `static int count;`) is a variable with static storage declared in the class scope,
    /// named `_ZN1S5countE` as nvcc names it. Without an initializer it is a declaration,
    /// defined by `int S::count = 0;` outside the class.
    /// In a class template instance (`class`), an integral constant whose initializer
    /// has errors for the instance's arguments is declared with its errors kept for a
    /// use (`sema::templates::deferred_members`).
    pub(in crate::parser) fn static_data_member(
        &mut self,
        class: TypeId,
        spec: &DeclSpec,
        d: &Declarator,
    ) -> PResult<()> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let bad_storage = (spec.storage != Storage::Static).then_some(spec.span);
        let written = self.static_member_declarator(spec, d, bad_storage);
        let assigned = self.peek() == K::Assign;
        let (ty, constant) = self.sema.act_on_static_data_member(written, assigned).ok_or(Recover)?;
        if spec.is_auto && assigned {
            return self.auto_static_data_member(class, spec, d, (name, span));
        }
        if !constant {
            if matches!(self.peek(), K::Assign | K::LBrace)
                && !ty.is_const()
                && spec.inline != crate::il::InlineHint::Inline
            {
                self.error_here("a member with an in-class initializer must be const");
                return Err(Recover);
            }
            return self.static_variable(spec, name, span, ty, &d.ops, true).map(|_| ());
        }
        self.bump();
        let trial = self.sema.start_member_constant(class);
        let e = self.nested(|p| p.conditional_expr());
        self.sema
            .finish_member_constant(trial, name, span, ty, e.as_ref().ok().copied());
        e.map(|_| ())
    }

    /// `static constexpr auto name = e;` in `class` (`name` at `span`): a constant of the
    /// class scope when the type deduced from `e` is integral, else a variable of that
    /// type (`auto size = ptrdiff_t{N};` is a `long`, `auto scale = 2.0;` a `double`).
    fn auto_static_data_member(
        &mut self,
        class: TypeId,
        spec: &DeclSpec,
        d: &Declarator,
        (name, span): (crate::symbol::Sym, crate::source::Span),
    ) -> PResult<()> {
        let trial = self.sema.start_member_constant(class);
        let init = self.auto_initializer()?.ok_or(Recover)?;
        let ty = self.deduce_auto(spec, &d.ops, init)?;
        if self.sema.is_member_constant_type(ty) {
            self.sema.finish_member_constant(trial, name, span, ty, Some(init));
            return Ok(());
        }
        // A variable: what its initializer reported stands.
        let decl = crate::parser::declarations::variables::static_decl(spec, &d.ops, true);
        let init = crate::sema::decl::InitSyn::Expr(init);
        self.sema.finish_static_variable(name, span, ty, decl, Some(init));
        Ok(())
    }

    /// The definition of a static data member outside its class (`int S::count = 7;`,
    /// `const double S::d = 3.0;`), or a redeclaration of one already defined in the class
    /// (`constexpr float S::scale;`, `const int S::N;`, redundant since C++17).
    pub(in crate::parser) fn static_member_definition(
        &mut self,
        spec: &DeclSpec,
        d: &Declarator,
        class: TypeId,
        ns: NsId,
    ) -> PResult<()> {
        let Some((name, span)) = d.name else {
            self.error_here("expected an identifier");
            return Err(Recover);
        };
        let written = self.static_member_declarator(spec, d, None);
        let semicolon_follows = self.peek() == K::Semi;
        let ty = match self
            .sema
            .act_on_static_member_definition(class, (name, span), written, semicolon_follows)
        {
            Some(StaticMemberDefinition::Constant) => {
                self.expect(K::Semi, ";")?;
                return Ok(());
            }
            Some(StaticMemberDefinition::Redeclared) => {
                self.bump();
                return Ok(());
            }
            Some(StaticMemberDefinition::Define(ty)) => ty,
            None => return Err(Recover),
        };
        let r = self.in_namespace_context(ns, |p| p.static_variable(spec, name, span, ty, &d.ops, true));
        r?;
        self.expect(K::Semi, ";")?;
        Ok(())
    }
}

impl Parser<'_, '_> {
    /// The static data member declaration `spec d` as Sema takes it; `bad_storage`: where
    /// a storage class other than `static` was written.
    fn static_member_declarator<'o>(
        &self,
        spec: &DeclSpec,
        d: &'o Declarator,
        bad_storage: Option<crate::source::Span>,
    ) -> StaticMemberDeclarator<'o> {
        StaticMemberDeclarator {
            base: spec.ty,
            ops: &d.ops,
            end: self.prev_span(),
            is_constexpr: spec.is_constexpr,
            memory_space: member_memory_qualifier(spec),
            bad_storage,
        }
    }
}

/// Where a CUDA memory space was written on a data member (nvcc rejects them).
fn member_memory_qualifier(spec: &DeclSpec) -> Option<crate::source::Span> {
    match spec.mem_space {
        Some((_, at)) => Some(at),
        None if spec.device => Some(spec.span),
        None => None,
    }
}
