//! Declaring a conversion function (`operator int() const`, `explicit operator
//! bool()`): its name spells the target type, and once declared it is registered with
//! its class for user-defined conversions (`sema::conversions::user_defined`).

use crate::sema::lookup::Entity;
use crate::sema::Sema;
use crate::symbol::Sym;
use crate::types::TypeId;

impl Sema<'_> {
    /// The name of the conversion function to `target` (`operator unsigned int`).
    pub fn conversion_function_name(&mut self, target: TypeId) -> Sym {
        let name = format!("operator {}", self.ty_str(target).trim_matches('"'));
        self.interner.intern(&name)
    }

    /// The conversion function `name` of `class` was declared (`explicit` or not): the
    /// last function of that name is registered as one of the class's conversions.
    pub fn act_on_conversion_function(&mut self, class: TypeId, name: Option<Sym>, explicit: bool) {
        if let Some(Entity::Funcs(set)) = name.and_then(|n| self.class_member(class, n)) {
            if let Some(&f) = set.last() {
                self.add_conversion(class, f, explicit);
            }
        }
    }
}
