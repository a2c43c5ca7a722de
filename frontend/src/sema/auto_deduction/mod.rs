//! The `auto` placeholder ([dcl.spec.auto]): deduced for variables from their initializer
//! ([`variables`]: `auto x = e;`, `const auto& r = e;`, `auto&& f = e;`) and for functions
//! and lambdas from their `return` statements ([`return_types`]). Both deduce as a
//! template parameter is deduced from a call. A function declarator's declared result, with
//! or without a placeholder, is [`declared_results`].

pub mod auto_declarators;
pub mod declared_results;
pub mod decltype_auto;
pub mod return_types;
pub mod variables;
