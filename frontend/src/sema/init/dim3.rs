//! CUDA's `dim3`: the one class whose constructor is built in rather than declared.
//!
//! `dim3` is declared by the shipped `cuda_runtime` prelude as a plain aggregate
//! (`struct dim3 { unsigned int x, y, z; };`, see `preprocess/std_headers.rs`). CUDA's
//! own header gives it a constructor `dim3(unsigned x = 1, unsigned y = 1, unsigned z =
//! 1)`; declaring that constructor in the prelude would make every `dim3 b(256);` a
//! constructor call in the IR (and change the diagnostics), so the constructor is this
//! one rule instead: `dim3 v(x[, y[, z]])` is the brace list `{x, y, z}` with the
//! missing arguments 1 (so is the expression `dim3(x, y)`), and an integer converts to `dim3` implicitly (`dim3 g = n;`,
//! an argument, a return value). A launch configuration also takes a `dim3` (or a `uint3`, the
//! type of `threadIdx`) where it takes an integer. Everything that knows `dim3` by name
//! is in this file.

use crate::il::Expr;
use crate::source::Span;
use crate::types::TypeId;

use crate::sema::decl::InitSyn;
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// Whether `ty` is a class whose `T v(args)` constructor is built in (`dim3`): the
    /// parser then reads the arguments and asks [`Sema::builtin_constructor_init`].
    pub fn has_builtin_constructor(&self, ty: TypeId) -> bool {
        self.is_global_record_named(ty, &["dim3"])
    }

    /// The initializer `dim3 v(args)` stands for (at `span`): `{x, y, z}` with missing
    /// arguments 1 (given at `close`); `None` after reporting more than three.
    pub fn builtin_constructor_init(
        &mut self,
        mut items: Vec<InitSyn<'a>>,
        span: Span,
        close: Span,
    ) -> Option<InitSyn<'a>> {
        if items.len() > 3 {
            self.diags.error(span, "dim3 takes at most three arguments");
            return None;
        }
        while items.len() < 3 {
            items.push(InitSyn::Expr(self.int_const(1, TypeId::UINT, close)));
        }
        Some(InitSyn::List(items, span))
    }

    /// `dim3(args)` as an expression (a functional cast, `return dim3(x, y, z);`): one
    /// argument of a class type converts as a cast does (a `uint3`, a `dim3`); numbers
    /// make the temporary `{x, y, z}` with the missing arguments 1.
    pub fn builtin_constructor_cast(
        &mut self,
        ty: TypeId,
        args: Vec<&'a Expr<'a>>,
        span: Span,
        close: Span,
    ) -> &'a Expr<'a> {
        if let [e] = args[..] {
            if self.types.is_record(e.ty) {
                return self.explicit_cast(e, ty, span);
            }
        }
        let items = args.into_iter().map(InitSyn::Expr).collect();
        match self.builtin_constructor_init(items, span, close) {
            Some(init) => {
                let value = self.braced_value(ty, &init, span);
                self.rvalue(value)
            }
            None => self.error_expr(span),
        }
    }

    /// `e` (an integer) converted implicitly to `to` when `to` is `dim3`, through its
    /// constructor as CUDA declares it (not `explicit`): `dim3 g = n;` is `{n, 1, 1}`.
    pub fn integer_to_dim3(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        if !self.has_builtin_constructor(to) || !self.types.is_integer(e.ty) {
            return None;
        }
        let items = self.builtin_constructor_init(vec![InitSyn::Expr(e)], e.span, e.span)?;
        let value = self.braced_value(to, &items, e.span);
        Some(self.rvalue(value))
    }

    /// Whether a value of type `from` converts to `to` through one of `dim3`'s built-in
    /// constructors ([`Sema::integer_to_dim3`], [`Sema::uint3_to_dim3`]): a user-defined
    /// conversion for overload resolution, as CUDA declares them (a `dim3` parameter of
    /// a call operator given `0`, as CUB's `TripleChevronFactory{}(0, 0, 0, nullptr)`).
    pub fn converts_by_dim3_constructor(&self, from: TypeId, to: TypeId) -> bool {
        self.has_builtin_constructor(to)
            && (self.types.is_integer(from) || self.is_global_record_named(from, &["uint3"]))
    }

    /// `e` (a `uint3`, as `blockIdx`) converted implicitly to `to` when `to` is `dim3`,
    /// through CUDA's `dim3(uint3)` constructor: `{e.x, e.y, e.z}`, `e` evaluated once
    /// into a temporary (CuTe's `dim3 cluster_id_in_grid() { return blockIdx; }`).
    pub fn uint3_to_dim3(&mut self, e: &'a Expr<'a>, to: TypeId) -> Option<&'a Expr<'a>> {
        if !self.has_builtin_constructor(to) || !self.is_global_record_named(e.ty, &["uint3"]) || self.fn_ctx.is_none()
        {
            return None;
        }
        let held = self.temporary(e);
        let var = match held.kind {
            crate::il::ExprKind::Assign { lhs, .. } => lhs,
            _ => return None,
        };
        let items = (0..3)
            .map(|k| {
                let base = if k == 0 { held } else { var };
                let m = self.mk(
                    crate::il::ExprKind::Member { base, field: k },
                    TypeId::UINT,
                    e.span,
                    true,
                );
                InitSyn::Expr(self.rvalue(m))
            })
            .collect();
        let value = self.braced_value(to, &InitSyn::List(items, e.span), e.span);
        Some(self.rvalue(value))
    }

    /// Whether launch-configuration value `c` (the grid or block size) is a `dim3` or
    /// `uint3`, which a launch takes besides an integer.
    pub fn is_launch_dimension(&self, c: &Expr<'a>) -> bool {
        self.is_global_record_named(c.ty, &["dim3", "uint3"])
    }

    /// Whether `ty` is a class of the global namespace named one of `names`.
    fn is_global_record_named(&self, ty: TypeId, names: &[&str]) -> bool {
        self.types
            .record_of(ty)
            .is_some_and(|r| r.scope.is_empty() && names.contains(&r.name.as_str()))
    }
}
