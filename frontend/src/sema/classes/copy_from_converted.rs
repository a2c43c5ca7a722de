//! `T x{y}` / `T x(y)` with `y` of another class that converts to `T` by a conversion
//! function (`operator T()`), when none of `T`'s declared constructors takes `y`: the
//! implicit copy (or move) constructor binds its `const T&` to the `T` the conversion
//! gives ([over.match.ctor], [over.ics.ref]); direct-initialization considers
//! `explicit` conversion functions too ([over.match.ref]/1.1), copy-initialization does
//! not. libcu++'s `sys_days{year / month / day}` and `local_days{...}` (an `explicit
//! operator local_days`) make a `time_point` from a `year_month_day` this way.

use crate::il::{Expr, FnDeclId};
use crate::sema::Sema;

impl<'a> Sema<'a> {
    /// The `T` (a prvalue) that `arg`'s conversion function gives, for the implicit
    /// copy constructor of `object`'s class `T` to copy, when no constructor among
    /// `ctors` is viable for `arg`; `None` otherwise.
    pub(crate) fn copy_source_by_conversion(
        &mut self,
        object: &'a Expr<'a>,
        ctors: &[FnDeclId],
        arg: &'a Expr<'a>,
    ) -> Option<&'a Expr<'a>> {
        let class = object.ty.unqualified();
        let direct = !self.explicit_final.copy_initializing;
        let from = arg.ty.unqualified();
        if !self.types.is_record(from) || from == class || self.base_path(from, class).is_some() {
            return None;
        }
        self.conversion_to(from, class, direct, arg.span)?;
        let this_arg = self.object_address(object);
        if !ctors.is_empty() && self.best_viable(ctors, &[this_arg, arg]).is_ok() {
            return None;
        }
        self.user_conversion(arg, class, direct)
    }
}
