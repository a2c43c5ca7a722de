//! Initialization beyond a single expression: brace lists where a class or array value
//! is expected ([`braced`]), designated initializers ([`designators`]) and delegating
//! constructors ([`delegating`]), and `dim3`'s built-in constructor ([`dim3`]).
//! Local variables' initialization ([`locals`]) and static-storage variables'
//! ([`statics`]); declarations' own initializers start in `decl`.

pub mod braced;
pub mod delegating;
pub mod designators;
pub mod dim3;
pub mod initializer_lists;
pub mod locals;
pub mod mem_initializers;
pub mod member_construction;
pub mod statics;
