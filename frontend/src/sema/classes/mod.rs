//! C++ classes: member functions, `this`, constructors, static members and member
//! operators ([`members`]), and non-virtual base classes ([`bases`]).

pub mod anonymous_members;
pub mod bases;
pub mod conversion_functions;
pub mod copy_from_converted;
pub mod data_members;
pub mod definition;
pub mod destructors;
pub mod explicit_final;
pub mod friends;
pub mod implicit_assignment;
pub mod implicit_copy_from_derived;
pub mod inheriting_constructors;
pub mod member_bodies;
pub mod member_constants;
pub mod member_functions;
pub mod member_names;
pub mod members;
pub mod noexcept_specifiers;
pub mod record_names;
pub mod ref_qualifiers;
pub mod reference_members;
pub mod user_copies;
pub mod virtuals;
pub mod written_special_members;
