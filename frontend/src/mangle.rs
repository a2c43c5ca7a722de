//! Itanium C++ ABI name mangling, matching nvcc's symbol names.
//!
//! A function `f(params)` with C++ linkage becomes `_Z` + `<len><name>` + the mangled
//! parameter types (`v` for none, `z` for `...`). Parameter types are those of the
//! function type, so top-level qualifiers are already gone; qualifiers below a pointer are
//! spelled `r` (restrict), `V` (volatile), `K` (const) in that order. Every non-builtin type
//! (pointers, qualified types, arrays, function types) becomes a substitution candidate
//! after it is first written, and later occurrences are written `S_`, `S0_`, `S1_`, ...
//! (base 36).

use std::fmt::Write;

use crate::sema::classes::members::RefQual;
use crate::types::{Quals, TypeId, TypeKind, TypeTable};

/// The mangled symbol of a function named `name`, declared in the namespaces `scope`
/// (outermost first), with function type `fty`.
pub fn mangle_function(name: &str, scope: &[String], fty: TypeId, types: &TypeTable) -> String {
    mangle_encoding(
        &Encoding::Function {
            name: name.to_string(),
            scope: scope.to_vec(),
            fty,
        },
        types,
    )
}

/// `mangled`, the symbol of a function `name` in namespaces `scope`, with GNU ABI
/// `tags` after the function's name (`_Z1gB5cxx11i`, sorted, as nvcc writes them); as
/// it was for an operator or without tags.
pub fn with_abi_tags(mangled: String, name: &str, scope: &[String], tags: &[String]) -> String {
    if tags.is_empty() {
        return mangled;
    }
    let mut prefix = String::from(if scope.is_empty() { "_Z" } else { "_ZN" });
    for s in scope {
        prefix.push_str(&format!("{}{s}", s.len()));
    }
    prefix.push_str(&format!("{}{name}", name.len()));
    let Some(rest) = mangled.strip_prefix(&prefix) else {
        return mangled;
    };
    let mut sorted = tags.to_vec();
    sorted.sort();
    sorted.dedup();
    let tags: String = sorted.iter().map(|t| format!("B{}{t}", t.len())).collect();
    format!("{prefix}{tags}{rest}")
}

/// What names a function: enough to mangle it again as the context of a local entity
/// (a closure type is `Z <encoding of the enclosing function> E Ul<params>E<n>_`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// A function whose symbol is its plain name (`extern "C"` functions and `main`).
    Unmangled(String),
    /// An ordinary function in namespaces `scope`, with (declared) type `fty`.
    Function {
        /// The unqualified name.
        name: String,
        /// The enclosing namespaces, outermost first.
        scope: Vec<String>,
        /// The declared function type.
        fty: TypeId,
    },
    /// A member function; `fty` is its declared type without `this`.
    Method {
        /// The class.
        class: TypeId,
        /// The member's name.
        name: String,
        /// A `const` member function (`K` in the name).
        is_const: bool,
        /// A `volatile` member function (`V` in the name, before `K`).
        is_volatile: bool,
        /// A constructor (`C1`).
        is_ctor: bool,
        /// A static member function.
        is_static: bool,
        /// A ref-qualified member function (`R` for `&`, `O` for `&&`, after `K`).
        ref_qual: RefQual,
        /// The declared function type.
        fty: TypeId,
    },
    /// An instance of a function template: arguments and the signature pattern.
    Template {
        /// The template's name.
        name: String,
        /// The enclosing namespaces, outermost first.
        scope: Vec<String>,
        /// The template arguments of the instance.
        args: Vec<TemplateArg>,
        /// The return type of the signature pattern.
        ret: TypeId,
        /// The parameter types of the signature pattern.
        params: Vec<TypeId>,
        /// Whether the signature ends in `...`.
        variadic: bool,
    },
}

/// The name of a closure type: the function whose body holds the lambda, the lambda's
/// declared parameter types, and its number among the lambdas of that function with the
/// same parameter types (0 for the first, written `UliE_`; then `UliE0_`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClosureName {
    /// The function whose body holds the lambda.
    pub context: Encoding,
    /// The lambda's declared parameter types.
    pub params: Vec<TypeId>,
    /// Its number among that function's lambdas with the same parameter types.
    pub number: u32,
}

/// The mangled symbol of the function `enc` names.
pub fn mangle_encoding(enc: &Encoding, types: &TypeTable) -> String {
    let mut m = Mangler {
        out: String::from("_Z"),
        subs: Vec::new(),
        types,
    };
    m.encoding(enc);
    m.out
}

/// The unqualified name of a function: its operator code, `li <suffix>` for a literal
/// operator `operator""_kb`, or its source name.
fn unqualified_function_name(name: &str, arity: usize) -> String {
    if let Some(suffix) = name.strip_prefix("operator\"\"") {
        return format!("li{}{}", suffix.len(), suffix);
    }
    match operator_code(name, arity) {
        Some(code) => code.to_string(),
        None => format!("{}{}", name.len(), name),
    }
}

/// The Itanium operator code of `operator<op>` with `arity` parameters (`pl`, `ng`, ...).
fn operator_code(name: &str, arity: usize) -> Option<&'static str> {
    let op = name.strip_prefix("operator")?;
    Some(match (op, arity) {
        ("+", 1) => "ps",
        ("-", 1) => "ng",
        ("*", 1) => "de",
        ("&", 1) => "ad",
        ("+", _) => "pl",
        ("-", _) => "mi",
        ("*", _) => "ml",
        ("/", _) => "dv",
        ("%", _) => "rm",
        ("&", _) => "an",
        ("|", _) => "or",
        ("^", _) => "eo",
        ("<<", _) => "ls",
        (">>", _) => "rs",
        ("+=", _) => "pL",
        ("-=", _) => "mI",
        ("*=", _) => "mL",
        ("/=", _) => "dV",
        ("%=", _) => "rM",
        ("&=", _) => "aN",
        ("|=", _) => "oR",
        ("^=", _) => "eO",
        ("==", _) => "eq",
        ("!=", _) => "ne",
        ("<", _) => "lt",
        (">", _) => "gt",
        ("<=", _) => "le",
        (">=", _) => "ge",
        ("!", _) => "nt",
        ("&&", _) => "aa",
        ("||", _) => "oo",
        ("~", _) => "co",
        ("[]", _) => "ix",
        ("()", _) => "cl",
        ("=", _) => "aS",
        ("++", _) => "pp",
        ("--", _) => "mm",
        ("->", _) => "pt",
        (",", _) => "cm",
        (" new", _) => "nw",
        (" new[]", _) => "na",
        (" delete", _) => "dl",
        (" delete[]", _) => "da",
        _ => return None,
    })
}

/// A member function as its mangled name needs it.
#[derive(Clone, Copy, Debug)]
pub struct MethodName<'n> {
    /// The class (a record type) the function is a member of.
    pub class: TypeId,
    /// Source name (`f`, `operator+`); ignored for constructors.
    pub name: &'n str,
    /// A `const` member function (`_ZNK...`).
    pub is_const: bool,
    /// A `volatile` member function (`_ZNV...`, `_ZNVK...` with `const`).
    pub is_volatile: bool,
    /// A constructor: named `C1` (the complete-object constructor nvcc emits).
    pub is_ctor: bool,
    /// A static member function (no implicit object parameter).
    pub is_static: bool,
    /// A ref-qualified member function (`_ZNR...`, `_ZNKO...`).
    pub ref_qual: RefQual,
}

/// The mangled symbol of a member function whose declared type (parameters as written,
/// without the implicit object parameter) is `fty`: `_ZN[K]<class><name>E<params>`, as
/// `_ZNK1S1fEv` for `int S::f() const`.
pub fn mangle_method(method: &MethodName, fty: TypeId, types: &TypeTable) -> String {
    mangle_encoding(
        &Encoding::Method {
            class: method.class,
            name: method.name.to_string(),
            is_const: method.is_const,
            is_volatile: method.is_volatile,
            is_ctor: method.is_ctor,
            is_static: method.is_static,
            ref_qual: method.ref_qual,
            fty,
        },
        types,
    )
}

/// The mangled symbol of a variable `name` declared in the namespaces `scope` (outermost
/// first): `_ZN2ns1xE` for `ns::x`; a variable of the global namespace keeps its name.
pub fn mangle_variable(name: &str, scope: &[String], types: &TypeTable) -> String {
    if scope.is_empty() {
        return name.to_string();
    }
    let mut m = Mangler {
        out: String::from("_ZN"),
        subs: Vec::new(),
        types,
    };
    m.prefix(scope);
    m.out.push_str(&format!("{}{}E", name.len(), name));
    m.out
}

/// The mangled symbol of static data member `name` of `class`: `_ZN1S5countE` for
/// `S::count`, `_ZN2ns3BoxIfE1nE` for `ns::Box<float>::n`.
pub fn mangle_static_member(class: TypeId, name: &str, types: &TypeTable) -> String {
    let mut m = Mangler {
        out: String::from("_ZN"),
        subs: Vec::new(),
        types,
    };
    m.record_name(class);
    m.out.push_str(&format!("{}{}E", name.len(), name));
    m.out
}

/// The mangled symbol of the instance of variable template `name` with arguments
/// `args`, declared in namespaces `scope` or, with `class`, as a static member of it:
/// `_Z10is_small_vIiE`, `_ZN2ns1vIfEE`, `_ZN1S1wIxEE`, as nvcc names them.
pub fn mangle_variable_template(
    name: &str,
    scope: &[String],
    class: Option<TypeId>,
    args: &[TemplateArg],
    types: &TypeTable,
) -> String {
    let mut m = Mangler {
        out: String::from("_Z"),
        subs: Vec::new(),
        types,
    };
    let nested = class.is_some() || !scope.is_empty();
    if nested {
        m.out.push('N');
    }
    match class {
        Some(c) => {
            m.record_name(c);
            m.subs.push(Candidate::Type(c));
        }
        None => m.prefix(scope),
    }
    m.out.push_str(&format!("{}{}", name.len(), name));
    m.template_args(args);
    if nested {
        m.out.push('E');
    }
    m.out
}

/// The symbol of the virtual table of `class`: `_ZTV` and the class's type
/// (`_ZTV5Shape`, `_ZTVN2ns5ShapeE`).
pub fn mangle_vtable(class: TypeId, types: &TypeTable) -> String {
    let mut m = Mangler {
        out: String::from("_ZTV"),
        subs: Vec::new(),
        types,
    };
    m.ty(class);
    m.out
}

/// The symbol of a thunk that adds `adjust` to `this` and calls the function whose
/// symbol is `target` (`_ZThn16_NK3Tri3tagEv` for -16).
pub fn mangle_thunk(target: &str, adjust: i64) -> String {
    let rest = target.strip_prefix("_Z").unwrap_or(target);
    if adjust < 0 {
        format!("_ZThn{}_{rest}", adjust.unsigned_abs())
    } else {
        format!("_ZTh{adjust}_{rest}")
    }
}

/// A substitutable component: a type or a namespace prefix.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Candidate {
    Type(TypeId),
    Prefix(Vec<String>),
    /// A member template's name in its class (`W::tw`).
    Member(TypeId, String),
}

pub use crate::types::TemplateArg;

/// The mangled symbol of an instance of a function template named `name` (in namespaces
/// `scope`) with arguments `args`, whose declared return and parameter types, written in
/// terms of `TypeKind::TemplateParam`, are `ret` and `params`: `_Z` name `I` args `E` ret
/// params, as nvcc names template instances.
pub fn mangle_template_function(
    name: &str,
    scope: &[String],
    args: &[TemplateArg],
    ret: TypeId,
    params: &[TypeId],
    variadic: bool,
    types: &TypeTable,
) -> String {
    mangle_encoding(
        &Encoding::Template {
            name: name.to_string(),
            scope: scope.to_vec(),
            args: args.to_vec(),
            ret,
            params: params.to_vec(),
            variadic,
        },
        types,
    )
}

/// The mangled symbol of an instance of member function template `name` of `class` with
/// arguments `args` (pattern result `ret` and parameters `params` in terms of
/// `TypeKind::TemplateParam`): `_ZN[K] class name I args E E ret params`, as nvcc names
/// `_ZNK1W2twIfEET_S1_`.
#[allow(clippy::too_many_arguments)]
pub fn mangle_member_template(
    class: TypeId,
    name: &str,
    (is_const, ref_qual): (bool, RefQual),
    args: &[TemplateArg],
    ret: TypeId,
    params: &[TypeId],
    variadic: bool,
    types: &TypeTable,
) -> String {
    let mut m = Mangler::member_of(class, (is_const, ref_qual), types);
    // An operator's code (`aS` for `operator=`); the object counts as an operand.
    m.out.push_str(&unqualified_function_name(name, params.len() + 1));
    m.subs.push(Candidate::Member(class, name.to_string()));
    m.template_args(args);
    m.out.push('E');
    m.ty(ret);
    m.parameter_list(params, variadic);
    m.out
}

/// The symbol of an instance of a conversion function template of `class` with
/// arguments `args` and result pattern `ret`: `_ZN[K] class cv ret I args E E v`
/// (`template <class T> operator T() const` for `int` is `_ZNK3AnycvT_IiEEv`, as nvcc
/// names it; a conversion function's result is its name, not repeated after it).
pub fn mangle_conversion_template(
    class: TypeId,
    (is_const, ref_qual): (bool, RefQual),
    args: &[TemplateArg],
    ret: TypeId,
    types: &TypeTable,
) -> String {
    let mut m = Mangler::member_of(class, (is_const, ref_qual), types);
    m.out.push_str("cv");
    m.ty(ret);
    m.template_args(args);
    m.out.push_str("EEv");
    m.out
}

/// The symbol of an instance of a constructor template of `class`
/// (`template <unsigned N> S(const Tile<N>&)` for `N = 4` is
/// `_ZN1SC1ILj4EEERK4TileIXT_EE`, as nvcc names it): the complete-object constructor
/// `C1` with the template arguments, no result type, then the parameter patterns.
pub fn mangle_ctor_template(
    class: TypeId,
    args: &[TemplateArg],
    params: &[TypeId],
    variadic: bool,
    types: &TypeTable,
) -> String {
    let mut m = Mangler {
        out: String::from("_ZN"),
        subs: Vec::new(),
        types,
    };
    m.record_name(class);
    m.subs.push(Candidate::Type(class));
    m.out.push_str("C1");
    // `S::S` as a template prefix is a substitution candidate like any member's.
    m.subs.push(Candidate::Member(class, "C1".to_string()));
    m.template_args(args);
    m.out.push('E');
    m.parameter_list(params, variadic);
    m.out
}

impl<'t> Mangler<'t> {
    /// A mangler that has written the start of a member's nested name: `_ZN`, `K` for a
    /// `const` member, its ref-qualifier, then `class` (a substitution candidate).
    fn member_of(class: TypeId, (is_const, ref_qual): (bool, RefQual), types: &'t TypeTable) -> Self {
        let mut m = Mangler {
            out: String::from("_ZN"),
            subs: Vec::new(),
            types,
        };
        if is_const {
            m.out.push('K');
        }
        m.ref_qualifier(ref_qual);
        m.record_name(class);
        m.subs.push(Candidate::Type(class));
        m
    }
}

impl Mangler<'_> {
    /// A function's parameter types (`v` for none), then `z` for `...`.
    fn parameter_list(&mut self, params: &[TypeId], variadic: bool) {
        if params.is_empty() && !variadic {
            self.out.push('v');
        }
        for &p in params {
            self.ty(p);
        }
        if variadic {
            self.out.push('z');
        }
    }
}

struct Mangler<'t> {
    out: String,
    /// Substitution candidates in order of first appearance.
    subs: Vec<Candidate>,
    types: &'t TypeTable,
}

/// The one-letter code of a builtin type.
fn builtin_code(k: &TypeKind) -> Option<&'static str> {
    Some(match k {
        TypeKind::Void => "v",
        TypeKind::Bool => "b",
        TypeKind::Char => "c",
        TypeKind::SChar => "a",
        TypeKind::UChar => "h",
        TypeKind::Short => "s",
        TypeKind::UShort => "t",
        TypeKind::Int => "i",
        TypeKind::UInt => "j",
        TypeKind::Long => "l",
        TypeKind::ULong => "m",
        TypeKind::LongLong => "x",
        TypeKind::ULongLong => "y",
        TypeKind::Int128 => "n",
        TypeKind::UInt128 => "o",
        TypeKind::Float => "f",
        TypeKind::Double => "d",
        TypeKind::LongDouble => "e",
        TypeKind::WChar => "w",
        TypeKind::Char16 => "Ds",
        TypeKind::Char32 => "Di",
        TypeKind::NullPtr => "Dn",
        // The placeholder of a deduced return type in a template's signature.
        TypeKind::Auto => "Da",
        TypeKind::DecltypeAuto => "Dc",
        _ => return None,
    })
}

/// `S_`, `S0_`, ..., `S9_`, `SA_`, ..., `SZ_`, `S10_`, ...
fn substitution(out: &mut String, index: usize) {
    out.push('S');
    if index > 0 {
        // Base-36 digits, most significant first, of `index - 1`.
        let mut n = index - 1;
        let mut digits = [0u8; 16];
        let mut at = digits.len();
        loop {
            let d = (n % 36) as u8;
            at -= 1;
            digits[at] = if d < 10 { b'0' + d } else { b'A' + d - 10 };
            n /= 36;
            if n == 0 {
                break;
            }
        }
        out.extend(digits[at..].iter().map(|&b| b as char));
    }
    out.push('_');
}

/// The path of the prefix `scope::name`, as a substitution candidate holds it.
fn prefix_path(scope: &[String], name: &str) -> Vec<String> {
    let mut path = Vec::with_capacity(scope.len() + 1);
    path.extend_from_slice(scope);
    path.push(name.to_string());
    path
}

/// `<len><name>`: an Itanium source name.
fn source_name(out: &mut String, name: &str) {
    let _ = write!(out, "{}", name.len());
    out.push_str(name);
}

impl Mangler<'_> {
    /// A member function's ref-qualifier in its nested name: `R` for `&`, `O` for `&&`.
    fn ref_qualifier(&mut self, q: RefQual) {
        match q {
            RefQual::None => {}
            RefQual::LValue => self.out.push('R'),
            RefQual::RValue => self.out.push('O'),
        }
    }

    /// A function's `<encoding>`: its name, then for a template instance the result
    /// type, then the parameter types.
    fn encoding(&mut self, enc: &Encoding) {
        match enc {
            Encoding::Unmangled(name) => source_name(&mut self.out, name),
            Encoding::Function { name, scope, fty } => {
                let arity = self.types.fn_sig(*fty).map_or(0, |(_, p, _)| p.len());
                let unqualified = unqualified_function_name(name, arity);
                if scope.is_empty() {
                    self.out.push_str(&unqualified);
                } else {
                    self.out.push('N');
                    self.prefix(scope);
                    self.out.push_str(&unqualified);
                    self.out.push('E');
                }
                self.params(*fty);
            }
            Encoding::Method {
                class,
                name,
                is_const,
                is_volatile,
                is_ctor,
                is_static,
                ref_qual,
                fty,
            } => {
                // A member of a closure type is named inside the closure's context.
                let closure = self.closure_of(*class);
                if let Some(c) = &closure {
                    self.out.push('Z');
                    self.encoding(&c.context);
                    self.out.push('E');
                }
                self.out.push('N');
                if *is_volatile {
                    self.out.push('V');
                }
                if *is_const {
                    self.out.push('K');
                }
                self.ref_qualifier(*ref_qual);
                match &closure {
                    Some(c) => self.closure_name(c),
                    None => self.record_name(*class),
                }
                self.subs.push(Candidate::Type(*class));
                let arity = self.types.fn_sig(*fty).map_or(0, |(_, p, _)| p.len()) + usize::from(!is_static);
                if *is_ctor {
                    self.out.push_str("C1");
                } else if name.starts_with('~') {
                    // A destructor: the complete-object destructor nvcc emits.
                    self.out.push_str("D1");
                } else if name.starts_with("operator ") {
                    // A conversion function: `cv` and its result type.
                    self.out.push_str("cv");
                    if let Some((ret, _, _)) = self.types.fn_sig(*fty) {
                        self.ty(ret);
                    }
                } else {
                    let unqualified = unqualified_function_name(name, arity);
                    self.out.push_str(&unqualified);
                }
                self.out.push('E');
                self.params(*fty);
            }
            Encoding::Template {
                name,
                scope,
                args,
                ret,
                params,
                variadic,
            } => {
                if !scope.is_empty() {
                    self.out.push('N');
                    self.prefix(scope);
                }
                // `operator==<It>`: the operator's code (`eqI...`), as for other functions.
                self.out
                    .push_str(&unqualified_function_name(name, params.len() + usize::from(*variadic)));
                let mut template_prefix = scope.clone();
                template_prefix.push(name.clone());
                self.subs.push(Candidate::Prefix(template_prefix));
                self.template_args(args);
                if !scope.is_empty() {
                    self.out.push('E');
                }
                self.ty(*ret);
                if params.is_empty() && !variadic {
                    self.out.push('v');
                }
                for &p in params {
                    self.ty(p);
                }
                if *variadic {
                    self.out.push('z');
                }
            }
        }
    }

    /// The closure name of record type `ty`, if it is a closure type.
    fn closure_of(&self, ty: TypeId) -> Option<ClosureName> {
        match *self.types.kind(ty) {
            TypeKind::Record(id) => self.types.closure_name(id).cloned(),
            _ => None,
        }
    }

    /// `Ul <params> E [n] _`: a closure type's unqualified name.
    fn closure_name(&mut self, c: &ClosureName) {
        self.out.push_str("Ul");
        if c.params.is_empty() {
            self.out.push('v');
        }
        for &p in &c.params {
            self.ty(p);
        }
        self.out.push('E');
        if c.number > 0 {
            self.out.push_str(&(c.number - 1).to_string());
        }
        self.out.push('_');
    }

    /// A record's name inside a nested name or on its own, without `N`/`E`: its
    /// namespaces, its name, and for a class template instance the template name (a
    /// candidate of its own) with `I args E`. The record itself is not made a candidate.
    fn record_name(&mut self, ty: TypeId) {
        let TypeKind::Record(id) = *self.types.kind(ty) else {
            self.ty(ty);
            return;
        };
        // Borrowed from the table, not from `self`, while `self.out` grows.
        let types = self.types;
        let rec = types.record(id);
        let (name, scope, args) = (&rec.name, &rec.scope, &rec.template_args);
        if let Some(outer) = rec.enclosing_instance {
            // The enclosing instance, with its arguments, is the prefix (and a
            // substitution candidate of its own).
            match self.subs.iter().position(|s| *s == Candidate::Type(outer)) {
                Some(i) => substitution(&mut self.out, i),
                None => {
                    self.record_name(outer);
                    self.subs.push(Candidate::Type(outer));
                }
            }
            self.tagged_name(name, &rec.abi_tags);
            if !args.is_empty() {
                self.subs.push(Candidate::Member(outer, name.clone()));
                self.template_args(args);
            }
            return;
        }
        if args.is_empty() {
            self.prefix(scope);
            self.tagged_name(name, &rec.abi_tags);
            return;
        }
        match self.prefix_substitution(scope, name) {
            Some(i) => substitution(&mut self.out, i),
            None => {
                self.prefix(scope);
                self.tagged_name(name, &rec.abi_tags);
                self.subs.push(Candidate::Prefix(prefix_path(scope, name)));
            }
        }
        self.template_args(args);
    }

    /// A class's source name with its ABI tags (`6TaggedB2v2`).
    fn tagged_name(&mut self, name: &str, tags: &[String]) {
        source_name(&mut self.out, name);
        for t in tags {
            self.out.push('B');
            source_name(&mut self.out, t);
        }
    }

    /// The index of the candidate for the prefix `scope::name`, if it is one.
    fn prefix_substitution(&self, scope: &[String], name: &str) -> Option<usize> {
        self.subs.iter().position(|s| match s {
            Candidate::Prefix(p) => p
                .split_last()
                .is_some_and(|(last, outer)| last == name && outer == scope),
            _ => false,
        })
    }

    /// The index of the candidate that is type `ty`, if one is.
    fn type_substitution(&self, ty: TypeId) -> Option<usize> {
        self.subs
            .iter()
            .position(|s| matches!(s, Candidate::Type(t) if self.same_type(*t, ty)))
    }

    /// Whether `a` and `b` mangle the same. Each place a dependent member name is written
    /// (`typename V::ScalarType`) gets a record of its own, so two of them are the same
    /// type when they name the same member of the same class, and so are the pointers,
    /// references and arrays built on them: `f(const typename V::S*, typename V::S*)` is
    /// `PKNT_1SEPS3_` as nvcc names it, not `PKNT_1SEPNS2_1SE`.
    fn same_type(&self, a: TypeId, b: TypeId) -> bool {
        if a == b {
            return true;
        }
        if a.quals() != b.quals() {
            return false;
        }
        let types = self.types;
        match (types.raw_kind(a.unqualified()), types.raw_kind(b.unqualified())) {
            (TypeKind::Record(x), TypeKind::Record(y)) => {
                match (types.dependent_member_of(*x), types.dependent_member_of(*y)) {
                    (Some(cx), Some(cy)) => types.record(*x).name == types.record(*y).name && self.same_type(cx, cy),
                    _ => false,
                }
            }
            (TypeKind::Pointer { pointee: x }, TypeKind::Pointer { pointee: y })
            | (TypeKind::LValueRef { referee: x }, TypeKind::LValueRef { referee: y })
            | (TypeKind::RValueRef { referee: x }, TypeKind::RValueRef { referee: y }) => self.same_type(*x, *y),
            (TypeKind::Array { elem: x, len: m }, TypeKind::Array { elem: y, len: n }) => {
                m == n && self.same_type(*x, *y)
            }
            _ => false,
        }
    }

    /// The nested name of `ty` without `N`/`E`: for a dependent member name
    /// (`typename C<T>::type`) its class's nested name, then its own name; each level a
    /// substitution candidate, as Itanium's prefixes are.
    fn dependent_member_prefix(&mut self, ty: TypeId) {
        if let Some(i) = self.type_substitution(ty) {
            substitution(&mut self.out, i);
            return;
        }
        match *self.types.kind(ty) {
            TypeKind::Record(id) if self.types.dependent_member_of(id).is_some() => {
                let class = self.types.dependent_member_of(id).expect("dependent member");
                self.dependent_member_prefix(class);
                source_name(&mut self.out, &self.types.record(id).name);
                self.subs.push(Candidate::Type(ty));
            }
            TypeKind::Record(_) if self.closure_of(ty).is_none() => {
                self.record_name(ty);
                self.subs.push(Candidate::Type(ty));
            }
            _ => self.ty(ty),
        }
    }

    /// `I <args> E`.
    fn template_args(&mut self, args: &[TemplateArg]) {
        self.out.push('I');
        for a in args {
            self.template_arg(a);
        }
        self.out.push('E');
    }

    /// One template argument.
    fn template_arg(&mut self, a: &TemplateArg) {
        match a {
            TemplateArg::Type(t) => self.ty(*t),
            TemplateArg::Int { ty, value } => {
                // An enumeration's value is written with the enumeration's name
                // (`L5Color1E`), which is a substitution candidate like any use of it.
                self.out.push('L');
                // An enumeration's value, and a null pointer of a pointer parameter
                // (`LPv0E`), are written with their type.
                if matches!(self.types.raw_kind(*ty), TypeKind::Enum(_) | TypeKind::Pointer { .. }) {
                    self.ty(ty.unqualified());
                } else {
                    self.out.push_str(builtin_code(self.types.kind(*ty)).unwrap_or("i"));
                }
                if *value < 0 {
                    let _ = write!(self.out, "n{}E", value.unsigned_abs());
                } else {
                    let _ = write!(self.out, "{value}E");
                }
            }
            // The address of a function: the expression `&f` (`XadL_Z3addiiEE`). Its
            // encoding shares the substitutions of the name around it
            // (`_Z1kIXadL_Z1fPKvEEEvS1_`: `S1_` is the `PKv` of `f`'s parameters).
            TemplateArg::Func { encoding, .. } => {
                self.out.push_str("XadL_Z");
                self.encoding(encoding);
                self.out.push_str("EE");
            }
            // A non-type parameter in an argument list is an expression: `XT_E`.
            TemplateArg::Param { index, .. } => {
                self.out.push('X');
                self.template_param(*index);
                self.out.push('E');
            }
            // An argument pack: `J <args> E`.
            TemplateArg::Pack(elems) => {
                self.out.push('J');
                for e in elems {
                    self.template_arg(e);
                }
                self.out.push('E');
            }
            // A template template parameter in a signature: `T_`, as a type parameter.
            TemplateArg::TemplateParam { index } => self.template_param(*index),
            // A template template argument: the template's name.
            TemplateArg::Template { name, scope, .. } => {
                // A template name is a substitution candidate (`_Z2f1I3VeciET0_RKT_IS1_E`:
                // `S0_` is `Vec`), as a class template's name before its arguments is.
                if let Some(i) = self.prefix_substitution(scope, name) {
                    substitution(&mut self.out, i);
                } else if scope.is_empty() {
                    source_name(&mut self.out, name);
                    self.subs.push(Candidate::Prefix(prefix_path(scope, name)));
                } else {
                    self.out.push('N');
                    self.prefix(scope);
                    source_name(&mut self.out, name);
                    self.out.push('E');
                    self.subs.push(Candidate::Prefix(prefix_path(scope, name)));
                }
            }
            // A pack expansion: `Dp <pattern>`.
            TemplateArg::Expansion(pattern) => {
                self.out.push_str("Dp");
                self.template_arg(pattern);
            }
        }
    }

    /// `T_`, `T0_`, `T1_`, ... for template parameter `index`.
    fn template_param(&mut self, index: u32) {
        if index == 0 {
            self.out.push_str("T_");
        } else {
            let _ = write!(self.out, "T{}_", index - 1);
        }
    }

    /// The parameter types of function type `fty` (`v` for none, `z` for `...`).
    fn params(&mut self, fty: TypeId) {
        let types = self.types;
        match types.fn_sig(fty).map(|(_, p, v)| (p, v)) {
            Some((params, variadic)) => {
                if params.is_empty() && !variadic {
                    self.out.push('v');
                }
                for &p in params {
                    self.ty(p);
                }
                if variadic {
                    self.out.push('z');
                }
            }
            None => self.out.push('v'),
        }
    }

    /// A namespace prefix `a::b`: the longest already-seen prefix as a substitution, then
    /// the remaining names, each becoming a candidate.
    fn prefix(&mut self, path: &[String]) {
        if path.is_empty() {
            return;
        }
        if let Some(i) = self
            .subs
            .iter()
            .position(|s| matches!(s, Candidate::Prefix(p) if p == path))
        {
            substitution(&mut self.out, i);
            return;
        }
        self.prefix(&path[..path.len() - 1]);
        source_name(&mut self.out, &path[path.len() - 1]);
        self.subs.push(Candidate::Prefix(path.to_vec()));
    }

    fn ty(&mut self, ty: TypeId) {
        // The raw kind: an enumeration is mangled by its name, not as its underlying type.
        let types = self.types;
        let kind = types.raw_kind(ty);
        if ty.quals() == Quals::NONE {
            if let Some(code) = builtin_code(kind) {
                self.out.push_str(code);
                return;
            }
        }
        if let Some(i) = self.type_substitution(ty) {
            substitution(&mut self.out, i);
            return;
        }
        let q = ty.quals();
        if q != Quals::NONE {
            if q.contains(Quals::RESTRICT) {
                self.out.push('r');
            }
            if q.contains(Quals::VOLATILE) {
                self.out.push('V');
            }
            if q.contains(Quals::CONST) {
                self.out.push('K');
            }
            self.ty(ty.unqualified());
            self.subs.push(Candidate::Type(ty));
            return;
        }
        match *kind {
            TypeKind::MemberPointer {
                class,
                member,
                const_method,
                ..
            } => {
                self.out.push('M');
                self.ty(class);
                if const_method {
                    // The member function's `const` qualifies its function type (`KFivE`).
                    self.out.push('K');
                }
                self.ty(member);
            }
            TypeKind::Pointer { pointee } => {
                self.out.push('P');
                self.ty(pointee);
            }
            TypeKind::LValueRef { referee } => {
                self.out.push('R');
                self.ty(referee);
            }
            TypeKind::RValueRef { referee } => {
                self.out.push('O');
                self.ty(referee);
            }
            TypeKind::Array { elem, len } => {
                match crate::types::param_array_len(len) {
                    Some(index) => {
                        self.out.push('A');
                        self.template_param(index);
                        self.out.push('_');
                    }
                    None => {
                        let _ = write!(self.out, "A{len}_");
                    }
                }
                self.ty(elem);
            }
            TypeKind::TemplateParam { index } => self.template_param(index),
            TypeKind::PackExpansion { pattern } => {
                self.out.push_str("Dp");
                self.ty(pattern);
            }
            TypeKind::Record(_) if self.closure_of(ty).is_some() => {
                let c = self.closure_of(ty).expect("closure");
                self.out.push('Z');
                self.encoding(&c.context);
                self.out.push('E');
                self.closure_name(&c);
            }
            TypeKind::Record(id) if self.types.record(id).template_param.is_some() => {
                // A template template parameter applied to arguments (`T_IT0_E`): the
                // parameter is a substitution candidate as any template parameter,
                // and its arguments are listed one by one.
                let rec = types.record(id);
                let index = rec.template_param.unwrap_or(0);
                let mut args = Vec::new();
                for a in &rec.template_args {
                    match a {
                        TemplateArg::Pack(items) => args.extend(items.iter().cloned()),
                        a => args.push(a.clone()),
                    }
                }
                match self.types.interned(&TypeKind::TemplateParam { index }) {
                    Some(param) => self.ty(param),
                    None => self.template_param(index),
                }
                self.template_args(&args);
            }
            TypeKind::Record(id) if self.types.dependent_member_of(id).is_some() => {
                self.out.push('N');
                self.dependent_member_prefix(ty);
                self.out.push('E');
                return;
            }
            TypeKind::Record(id) => {
                let scoped = !self.types.record(id).scope.is_empty();
                if scoped {
                    self.out.push('N');
                }
                self.record_name(ty);
                if scoped {
                    self.out.push('E');
                }
            }
            TypeKind::Enum(_) => {
                let e = types.enum_of(ty).expect("enumeration");
                if !e.scope.is_empty() {
                    self.out.push('N');
                    self.prefix(&e.scope);
                }
                source_name(&mut self.out, &e.name);
                if !e.scope.is_empty() {
                    self.out.push('E');
                }
            }
            // CUDA's classes `__half` and `__nv_bfloat16` (builtin types in ptxc).
            TypeKind::Half => self.out.push_str("6__half"),
            TypeKind::BFloat16 => self.out.push_str("13__nv_bfloat16"),
            TypeKind::Function {
                ret,
                ref params,
                variadic,
                noexcept,
            } => {
                // `Do`: a non-throwing function type (C++17).
                if noexcept {
                    self.out.push_str("Do");
                }
                self.out.push('F');
                self.ty(ret);
                if params.is_empty() && !variadic {
                    self.out.push('v');
                }
                for &p in params {
                    self.ty(p);
                }
                if variadic {
                    self.out.push('z');
                }
                self.out.push('E');
            }
            _ => self.out.push('v'),
        }
        self.subs.push(Candidate::Type(ty));
    }
}

#[cfg(test)]
#[path = "mangle_lambda_tests.rs"]
mod lambda_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_translation_unit, FrontendOptions, SourceMap};

    /// The mangled name of every function `src` defines, in IL order (parse errors panic
    /// with their messages).
    pub(super) fn mangled_names(src: &str) -> Vec<String> {
        let arena = bumpalo::Bump::new();
        let mut sm = SourceMap::new();
        let main = sm.add_builtin("t.cu", src.to_string());
        let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
            .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
        tu.functions.iter().map(|f| f.mangled.clone()).collect()
    }

    /// Function templates applying a template template parameter in their signature:
    /// the parameter is written `T_` with its arguments (`T_IT0_E`), the template given
    /// for it is a substitution candidate. `f1`'s name is nvcc 13's, all five are g++'s
    /// (the same ABI) for exactly this source.
    #[test]
    fn template_template_parameters_in_signatures_match_nvcc() {
        let src = "template <class T> struct Vec { T v; };\n\
                   template <class A, class B> struct Two { A a; B b; };\n\
                   template <template <class> class C, class T> __device__ T f1(const C<T>& c) { return c.v; }\n\
                   template <template <class> class C> __device__ int f2(C<int>* c) { return 1; }\n\
                   template <template <class> class C, class T> __device__ int f3(C<T> a, C<T> b) { return 1; }\n\
                   template <template <class, class> class C, class T> __device__ int f4(C<T, T>* a) { return 1; }\n\
                   template <class T, template <class> class C> __device__ int f5(C<T> a, T* b) { return 1; }\n\
                   __global__ void k(int* o) { Vec<int> v{1}; Two<int, int> t{1, 2}; o[0] = f1(v) + f2(&v) + f3(v, v) + f4(&t) + f5(v, o); }\n";
        let mut names: Vec<String> = mangled_names(src)
            .into_iter()
            .filter(|n| n.starts_with("_Z2f"))
            .collect();
        names.sort();
        assert_eq!(
            names,
            vec![
                "_Z2f1I3VeciET0_RKT_IS1_E",
                "_Z2f2I3VecEiPT_IiE",
                "_Z2f3I3VeciEiT_IT0_ES3_",
                "_Z2f4I3TwoiEiPT_IT0_S2_E",
                "_Z2f5Ii3VecEiT0_IT_EPS2_"
            ]
        );
    }

    /// GNU ABI tags: a class's after its name (sorted: `B2aaB2tt`), a function's after
    /// its name, a namespace's not at all. Names produced by nvcc 13 for exactly this
    /// source.
    #[test]
    fn abi_tags_match_nvcc() {
        let src = "struct __attribute__((abi_tag(\"v2\"))) Tagged { int x; };\n\
                   template <class T> struct __attribute__((abi_tag(\"tt\", \"aa\"))) Box { T v; };\n\
                   namespace __attribute__((abi_tag(\"ns1\"))) lib { struct In { int y; }; __global__ void h(In i, int* o) { o[0] = i.y; } }\n\
                   __global__ void k(Tagged t, Box<int> b, int* o) { o[0] = t.x + b.v; }\n\
                   __global__ __attribute__((abi_tag(\"cxx11\"))) void kt(int* o) { o[0] = 1; }\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(
            names,
            vec![
                "_Z1k6TaggedB2v23BoxB2aaB2ttIiEPi",
                "_Z2ktB5cxx11Pi",
                "_ZN3lib1hENS_2InEPi"
            ]
        );
    }

    /// Each line declares one function; the expected symbol was produced by nvcc 13
    /// (`nvcc -ptx -arch=sm_80 -o - m.cu | grep .entry`) on exactly these lines. `dev` is not
    /// emitted by nvcc (inlined), so its name follows the same rules: `_Z3devfPi`.
    const NVCC_NAMES: &[(&str, &str)] = &[
        (
            r#"__global__ void vadd(const float* a, const float* b, float* c, int n) {}"#,
            "_Z4vaddPKfS0_Pfi",
        ),
        (r#"__global__ void k1() {}"#, "_Z2k1v"),
        (
            r#"__global__ void k128(__int128* a, __int128* b, unsigned __int128 c, const unsigned __int128* d) {}"#,
            "_Z4k128PnS_oPKo",
        ),
        (
            r#"__global__ void kld(long double* a, long double b, const long double* c) {}"#,
            "_Z3kldPeePKe",
        ),
        (
            r#"__global__ void kw(const wchar_t* p, char16_t* q, char32_t c, int* o) {}"#,
            "_Z2kwPKwPDsDiPi",
        ),
        (
            r#"__global__ void k2(char a, signed char b, unsigned char c, short d, unsigned short e, int f, unsigned g, long h, unsigned long i, long long j, unsigned long long k, float l, double m, bool n) {}"#,
            "_Z2k2cahstijlmxyfdb",
        ),
        (
            r#"__global__ void k3(float* __restrict__ a, const float* __restrict__ b) {}"#,
            "_Z2k3PfPKf",
        ),
        (
            r#"__global__ void k4(int** p, const int* const* q, volatile int* v) {}"#,
            "_Z2k4PPiPKPKiPVi",
        ),
        (
            r#"__global__ void k5(float* a, float* b, double* c, double* d, float* e) {}"#,
            "_Z2k5PfS_PdS0_S_",
        ),
        (r#"__global__ void k6(size_t n, const char* s) {}"#, "_Z2k6mPKc"),
        (r#"__global__ void k7(int (*a)[4]) {}"#, "_Z2k7PA4_i"),
        (r#"__global__ void k8(const volatile float* p) {}"#, "_Z2k8PVKf"),
        (
            r#"__global__ void k9(float** a, float** b, const float** c, const float** d) {}"#,
            "_Z2k9PPfS0_PPKfS3_",
        ),
        (r#"__global__ void k10(int* const p, const int n) {}"#, "_Z3k10Pii"),
        (r#"__global__ void k11(void* a, const void* b) {}"#, "_Z3k11PvPKv"),
        (r#"extern "C" __global__ void kern(int* p) {}"#, "kern"),
        (r#"__global__ void k12(float* __restrict__* p) {}"#, "_Z3k12PrPf"),
        (r#"__device__ float dev(float x, int* p) { return x; }"#, "_Z3devfPi"),
        (
            r#"__global__ void k13(unsigned char* a, unsigned char* b, char* c, char* d) { dev(1.0f, 0); }"#,
            "_Z3k13PhS_PcS0_",
        ),
        (
            r#"__global__ void k14(void (*f)(int), void (*g)(int)) {}"#,
            "_Z3k14PFviES0_",
        ),
        (r#"__global__ void k15(double a[], int b[3][4]) {}"#, "_Z3k15PdPA4_i"),
        (
            r#"__global__ void k16(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c) {}"#,
            "_Z3k16PKfS0_Pf",
        ),
        (
            r#"__global__ void k17(long* a, unsigned long* b, long long* c, unsigned long long* d, long* e) {}"#,
            "_Z3k17PlPmPxPyS_",
        ),
        (
            r#"__global__ void k18(const int* a, int* b, const int* c, int* d) {}"#,
            "_Z3k18PKiPiS0_S1_",
        ),
        (
            r#"__global__ void k19(int*** a, int** b, int* c) {}"#,
            "_Z3k19PPPiS0_S_",
        ),
        (
            r#"__global__ void k20(const char* const* argv, char** out) {}"#,
            "_Z3k20PKPKcPPc",
        ),
    ];

    #[test]
    fn names_match_nvcc() {
        let src: String = NVCC_NAMES.iter().map(|(l, _)| format!("{l}\n")).collect();
        let names = mangled_names(&src);
        assert_eq!(names.len(), NVCC_NAMES.len());
        for (name, (line, expected)) in names.iter().zip(NVCC_NAMES) {
            assert_eq!(name, expected, "for `{line}`");
        }
    }

    /// Rvalue references are `O`, also in function template instances whose forwarding
    /// reference deduced `T = int&` (`fwd(v)`) or `T = int` (`fwd(2)`). Names from nvcc 13
    /// for exactly this source.
    #[test]
    fn rvalue_reference_names_match_nvcc() {
        let src = "struct S { int a; };\n\
                   __device__ __noinline__ int f(int&& x) { return x; }\n\
                   __device__ __noinline__ int g(S&& s, const S&& t, float&& u) { return s.a + t.a + (int)u; }\n\
                   template <class T> __device__ __noinline__ int fwd(T&& x) { return (int)x; }\n\
                   __global__ void k(int* o, int v) { S s{1}; o[0] = f(3) + g(S{1}, static_cast<const S&&>(s), 1.f) + fwd(v) + fwd(2); }\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(
            names,
            vec!["_Z1fOi", "_Z1gO1SOKS_Of", "_Z1kPii", "_Z3fwdIRiEiOT_", "_Z3fwdIiEiOT_"]
        );
    }

    /// Pointers to functions with reference parameters keep the references in their
    /// names, also as deduced template arguments. Names from nvcc 13 for exactly this
    /// source.
    #[test]
    fn function_pointer_reference_names_match_nvcc() {
        let src = "struct V { int x, y; };\n\
                   __device__ __noinline__ int dot(const V& a, V b) { return a.x * b.x + a.y * b.y; }\n\
                   __device__ __noinline__ int twice(const int& x) { return 2 * x; }\n\
                   __device__ __noinline__ int h(int (*f)(const V&, V), V a) { return f(a, a); }\n\
                   template <class F> __device__ __noinline__ int apply(F f, int v) { return f(v); }\n\
                   __global__ void k(int* o) { V a = {o[0], o[1]}; o[2] = h(dot, a) + apply(twice, o[3]); }\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(
            names,
            vec![
                "_Z1hPFiRK1VS_ES_",
                "_Z1kPi",
                "_Z3dotRK1VS_",
                "_Z5applyIPFiRKiEEiT_i",
                "_Z5twiceRKi"
            ]
        );
    }

    /// Functions as template arguments of pointer-to-function parameters with reference
    /// parameters, one of them only launched from host code: the argument's encoding
    /// shares the substitutions of the name around it. Names from nvcc 13 for exactly
    /// this source (`launch`, host code, is g++'s).
    #[test]
    fn function_template_argument_names_match_nvcc() {
        let src = "namespace ops { __device__ __noinline__ void load(const void* p, float& v) { v = *(const float*)p; } }\n\
                   __device__ __noinline__ void twice(const float* p, float& v) { v = 2 * *p; }\n\
                   typedef void (*loader_t)(const void*, float&);\n\
                   template <loader_t L> __global__ void gather(const void* x, float* y) { float v; L(x, v); y[threadIdx.x] = v; }\n\
                   template <void (*L)(const float*, float&), int N> __device__ __noinline__ float apply(const float* p) { float v; L(p, v); return v * N; }\n\
                   __global__ void use(const float* p, float* y) { y[0] = apply<twice, 3>(p); }\n\
                   void launch(const void* x, float* y) { gather<ops::load><<<1, 32>>>(x, y); }\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(
            names,
            vec![
                "_Z3usePKfPf",
                "_Z5applyIXadL_Z5twicePKfRfEELi3EEfS1_",
                "_Z5twicePKfRf",
                "_Z6gatherIXadL_ZN3ops4loadEPKvRfEEEvS2_Pf",
                "_Z6launchPKvPf",
                "_ZN3ops4loadEPKvRf"
            ]
        );
    }

    /// An `extern "C"` function as a template argument is still written `_Z <name>`
    /// inside the name (`XadL_Z2cfEE`), as nvcc and g++ write it. Name from nvcc 13.
    #[test]
    fn extern_c_function_argument_names_match_nvcc() {
        let src = "extern \"C\" __device__ void cf(int* p) { *p = 1; }\n\
                   template <void (*F)(int*)> __global__ void g(int* p) { F(p); }\n\
                   template __global__ void g<cf>(int*);\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(names, vec!["_Z1gIXadL_Z2cfEEEvPi", "cf"]);
    }

    /// Instances of function templates as arguments of a pointer-to-function parameter:
    /// mangled again inside the kernel's name with its substitutions (`S2_` is the
    /// `PKc` of `convert_one`'s parameters), and one declared after the kernel template
    /// (`ns::twice`) is still what the bound parameter `C` calls. Kernel names from
    /// nvcc 13 for exactly this source (`run`, host code, is g++'s).
    #[test]
    fn function_template_instance_argument_names_match_nvcc() {
        let src = "template <typename S, typename D> __device__ void convert_one(const char* x, char* y) { *(D*)y = (D)*(const S*)x; }\n\
                   typedef void (*convert_t)(const char*, char*);\n\
                   template <convert_t C> __global__ void convert_all(const char* x, char* y, int n) { if ((int)threadIdx.x < n) C(x, y); }\n\
                   namespace ns { template <typename T> __device__ void twice(const char* x, char* y) { *(T*)y = 2 * *(const T*)x; } }\n\
                   void run(const char* x, char* y) {\n\
                       convert_all<convert_one<float, float>><<<1, 32>>>(x, y, 32);\n\
                       convert_all<convert_one<int, float>><<<1, 32>>>(x, y, 32);\n\
                       convert_all<ns::twice<int>><<<1, 32>>>(x, y, 32);\n\
                   }\n";
        let mut names = mangled_names(src);
        names.sort();
        assert_eq!(
            names,
            vec![
                "_Z11convert_allIXadL_Z11convert_oneIffEvPKcPcEEEvS2_S3_i",
                "_Z11convert_allIXadL_Z11convert_oneIifEvPKcPcEEEvS2_S3_i",
                "_Z11convert_allIXadL_ZN2ns5twiceIiEEvPKcPcEEEvS3_S4_i",
                "_Z11convert_oneIffEvPKcPc",
                "_Z11convert_oneIifEvPKcPc",
                "_Z3runPKcPc",
                "_ZN2ns5twiceIiEEvPKcPc"
            ]
        );
    }

    /// Operators taking enumerations and functions of an opaquely declared enumeration.
    /// Names from nvcc 13 for exactly this source.
    #[test]
    fn enumeration_operator_names_match_nvcc() {
        let src = "enum class Flags : unsigned { A = 1 };\n\
                   __device__ __noinline__ Flags operator|(Flags a, Flags b) { return Flags(unsigned(a) | unsigned(b)); }\n\
                   enum Color { RED, GREEN };\n\
                   __device__ __noinline__ Color& operator++(Color& c) { c = GREEN; return c; }\n\
                   __device__ __noinline__ Color operator++(Color& c, int) { Color o = c; c = RED; return o; }\n\
                   enum class Level : short;\n\
                   __device__ __noinline__ int weight(Level l) { return (int)l; }\n\
                   __global__ void k(int* o, Flags f, Level l) { o[0] = (int)(f | Flags::A); Color c = (Color)o[1]; ++c; c++; o[1] = c; o[2] = weight(l); }\n";
        let names = mangled_names(src);
        assert_eq!(
            names,
            vec![
                "_Zor5FlagsS_",
                "_ZppR5Color",
                "_ZppR5Colori",
                "_Z6weight5Level",
                "_Z1kPi5Flags5Level"
            ]
        );
    }

    /// Records are mangled by name and are substitution candidates; names from nvcc 13 for
    /// `struct S { int a; }; struct Node { Node* next; float v; }; union U { int i; float f; };`
    /// and the kernels below.
    #[test]
    fn record_names_match_nvcc() {
        let src = "struct S { int a; };\nstruct Node { Node* next; float v; };\nunion U { int i; float f; };\n\
                   __global__ void k(S s, S* p, const S* q) {}\n\
                   __global__ void k2(Node* n, U u, Node** nn, int x) {}\n";
        let names = mangled_names(src);
        assert_eq!(names, vec!["_Z1k1SPS_PKS_", "_Z2k2P4Node1UPS0_i"]);
    }

    /// Enumerations, scoped or not, are mangled by name (with their namespaces) and are
    /// substitution candidates; a typedef names an anonymous one. Names produced by nvcc 13 for exactly
    /// this source (sorted).
    #[test]
    fn enumeration_names_match_nvcc() {
        let src = "enum Color { RED, GREEN = 5, BLUE };\n\
                   namespace ns { enum Mode : unsigned char { A = 250, B }; namespace in { enum Deep { D }; } }\n\
                   typedef enum { SMALL = -1, BIG = 3 } Size;\n\
                   __global__ void k1(Color c, Color d) {}\n\
                   __global__ void k2(ns::Mode m, const Color* p, Size s, ns::in::Deep x) {}\n\
                   namespace ns { __global__ void k3(Mode m, Mode* p) {} }\n\
                   template <typename T> __global__ void kt(T t) {}\n\
                   __device__ __noinline__ int k4(Color& r, int i) { return r + i; }\n\
                   __global__ void k5(int* o) { Color c = BLUE; o[0] = k4(c, 1); }\n\
                   void host() { kt<<<1,1>>>(RED); }\n\
                   enum class Op { Add, Sub };\n\
                   namespace gfx { enum class Mode : long long { Fill, Line }; }\n\
                   __global__ void k6(Op o, gfx::Mode m, gfx::Mode* p, Op q) {}\n";
        let mut names = mangled_names(src);
        names.retain(|n| n.starts_with("_Z") && !n.contains("host"));
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z2k15ColorS_",
                "_Z2k2N2ns4ModeEPK5Color4SizeNS_2in4DeepE",
                "_Z2k4R5Colori",
                "_Z2k5Pi",
                "_Z2k62OpN3gfx4ModeEPS1_S_",
                "_Z2ktI5ColorEvT_",
                "_ZN2ns2k3ENS_4ModeEPS0_",
            ]
        );
    }

    /// Namespaces are prefixes `N...E` whose components are substitution candidates; names
    /// from nvcc 13 for these declarations.
    #[test]
    fn namespace_names_match_nvcc() {
        let src = "namespace a { __global__ void k(float* x, float* y) {}\n\
                   namespace b { __global__ void g(int n) {} }\n\
                   struct S { int v; }; __global__ void h(S* s, S t) {} }\n\
                   __global__ void top(a::S* p) {}\n\
                   namespace a::b { __device__ int twice(int v) { return 2 * v; } }\n";
        let names = mangled_names(src);
        assert_eq!(
            names,
            vec![
                "_ZN1a1kEPfS0_",
                "_ZN1a1b1gEi",
                "_ZN1a1hEPNS_1SES0_",
                "_Z3topPN1a1SE",
                "_ZN1a1b5twiceEi"
            ]
        );
    }

    /// Member functions: `N...E` with `K` for `const` members, operator codes with the
    /// implicit object counted, the class as a substitution candidate. Names produced by
    /// nvcc 13 for exactly this source (every member `__noinline__`).
    #[test]
    fn member_function_names_match_nvcc() {
        let src = "struct S { int a;\n\
                   __device__ __noinline__ int f() const;\n\
                   __device__ __noinline__ int g(int x) { return a + x; }\n\
                   __device__ __noinline__ S operator+(const S& o) const { S r; r.a = a + o.a; return r; }\n\
                   __device__ __noinline__ int& operator[](int i) { return a; }\n\
                   __device__ __noinline__ int operator()(int i, int j) const { return a * i + j; }\n\
                   __device__ __noinline__ S& operator+=(const S& o) { a += o.a; return *this; }\n\
                   __device__ __noinline__ bool operator==(const S& o) const { return a == o.a; }\n\
                   __device__ __noinline__ S operator-() const { S r; r.a = -a; return r; }\n\
                   __device__ __noinline__ void set(S* p, const S* q, S& r) { a = p->a + q->a + r.a; } };\n\
                   __device__ __noinline__ int S::f() const { return a; }\n\
                   namespace ns { struct T { int b; __device__ __noinline__ int h(const T& o, T* p) const { return b + o.b; } }; }\n";
        let names = mangled_names(src);
        assert_eq!(
            names,
            vec![
                "_ZNK1S1fEv",
                "_ZN1S1gEi",
                "_ZNK1SplERKS_",
                "_ZN1SixEi",
                "_ZNK1SclEii",
                "_ZN1SpLERKS_",
                "_ZNK1SeqERKS_",
                "_ZNK1SngEv",
                "_ZN1S3setEPS_PKS_RS_",
                "_ZNK2ns1T1hERKS0_PS0_",
            ]
        );
    }

    /// Variables of namespaces and static data members: `_ZN...E` nested names. The
    /// namespace ones are nvcc 13's names for exactly these `__device__`/`__constant__`
    /// variables; nvcc emits no PTX for static data members (host variables whose values
    /// device code folds), so theirs are the Itanium names g++ 13 gives the same
    /// declarations (`nm`), which nvcc's host object uses too.
    #[test]
    fn variable_names_match_nvcc() {
        let src = "namespace ns { __device__ int x = 1; namespace in { __constant__ float deep = 2; }
                   struct T { int a; static const float f; }; __device__ T t; const float T::f = 1; }
                   struct S { static int count; static const double d; static constexpr int tab[2] = {1, 2}; };
                   int S::count = 1; const double S::d = 2.0;
                   template <typename X> struct Box { static constexpr X v = 3; };
                   __device__ int top = 5;
                   __global__ void k(float* o) { o[0] = ns::x + ns::in::deep + ns::t.a + S::d + Box<float>::v + top; }
";
        let arena = bumpalo::Bump::new();
        let mut sm = SourceMap::new();
        let main = sm.add_builtin("t.cu", src.to_string());
        let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
            .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
        let mut names: Vec<&str> = tu.globals.iter().map(|g| g.symbol.as_str()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_ZN1S1dE",
                "_ZN1S3tabE",
                "_ZN1S5countE",
                "_ZN2ns1T1fE",
                "_ZN2ns1tE",
                "_ZN2ns1xE",
                "_ZN2ns2in4deepE",
                "_ZN3BoxIfE1vE",
                "top"
            ]
        );
    }

    /// Friend functions defined in a class are functions of the enclosing namespace;
    /// names produced by nvcc 13 for exactly this source (`__noinline__`).
    #[test]
    fn friend_function_names_match_nvcc() {
        let src = "struct V2 { float x, y;\n\
                   friend __device__ __noinline__ V2 operator*(float s, V2 v) { V2 r; r.x = s * v.x; r.y = s * v.y; return r; }\n\
                   friend __device__ __noinline__ float dot(const V2& a, const V2& b) { return a.x * b.x + a.y * b.y; }\n\
                   friend struct Other; };\n";
        let names = mangled_names(src);
        assert_eq!(names, vec!["_Zmlf2V2", "_Z3dotRK2V2S1_"]);
    }

    /// Conversion functions are `cv` + the result type; names produced by nvcc 13 for
    /// exactly this source.
    #[test]
    fn conversion_function_names_match_nvcc() {
        let src = "struct S { int a; __device__ __noinline__ operator int() const { return a; } };\n\
                   __global__ void k2(int* o, S s) { o[0] = s; }\n";
        let names = mangled_names(src);
        assert_eq!(names, vec!["_ZNK1ScviEv", "_Z2k2Pi1S"]);
    }

    /// Constructors are the complete-object constructor `C1`; names produced by nvcc 13.
    #[test]
    fn constructor_names_match_nvcc() {
        let src = "struct V { float x, y; __device__ __noinline__ V(float a, float b) : x(a), y(b) {}\n\
                   __device__ __noinline__ V() : x(0), y(0) {} __device__ __noinline__ V(const V* p); };\n\
                   __device__ __noinline__ V::V(const V* p) : x(p->x), y(p->y) {}\n\
                   namespace ns { struct W { int k; __device__ __noinline__ explicit W(int v) : k(v) {} }; }\n";
        let names = mangled_names(src);
        assert_eq!(names, vec!["_ZN1VC1Eff", "_ZN1VC1Ev", "_ZN1VC1EPKS_", "_ZN2ns1WC1Ei"]);
    }

    /// Class template instances (`3VecIfLi4EE`, the template name a candidate of its
    /// own), their member functions, and kernel templates whose signatures mention them
    /// (`P3VecIT_Li4EE`), instantiated by host launches with deduction through `Vec<T, 4>*`
    /// and `ns::Pair<T>`. Names produced by nvcc 13 for exactly this source.
    #[test]
    fn class_template_names_match_nvcc() {
        let src = "template <typename T, int N> struct Vec { T v[N]; __device__ __noinline__ T sum() const { T s = 0; for (int i = 0; i < N; i++) s += v[i]; return s; } __device__ __noinline__ void add(const Vec& o) { for (int i = 0; i < N; i++) v[i] += o.v[i]; } };\n\
                   namespace ns { template <typename T> struct Pair { T a, b; __device__ __noinline__ T max() const { return a > b ? a : b; } }; }\n\
                   template <typename T> __global__ void kt(Vec<T, 4>* p) { p->add(*p); }\n\
                   template <typename T> __global__ void kp(ns::Pair<T> p, T* out) { out[0] = p.max(); }\n\
                   __global__ void k(int* out, Vec<float,4>* v, Vec<int, 2> w, ns::Pair<double> q) { out[0] = v->sum() + w.sum() + q.max(); v->add(*v); }\n\
                   template __global__ void kt<float>(Vec<float,4>*);\n\
                   void host(Vec<int, 4>* d, ns::Pair<float> p, float* o) { kt<<<1, 1>>>(d); kp<<<1, 1>>>(p, o); }\n";
        let names = mangled_names(src);
        for want in [
            "_Z1kPiP3VecIfLi4EES0_IiLi2EEN2ns4PairIdEE",
            "_Z2kpIfEvN2ns4PairIT_EEPS2_",
            "_Z2ktIfEvP3VecIT_Li4EE",
            "_Z2ktIiEvP3VecIT_Li4EE",
            "_ZN3VecIfLi4EE3addERKS0_",
            "_ZN3VecIiLi4EE3addERKS0_",
            "_ZNK2ns4PairIdE3maxEv",
            "_ZNK2ns4PairIfE3maxEv",
            "_ZNK3VecIfLi4EE3sumEv",
            "_ZNK3VecIiLi2EE3sumEv",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Default template arguments of function templates complete the argument list that
    /// is mangled; names produced by nvcc 13 for exactly this source.
    #[test]
    fn default_template_argument_names_match_nvcc() {
        let src = "template <typename T, int N = 4, typename A = T> __device__ __noinline__ A sumn(const T* p) { A s = 0; for (int i = 0; i < N; i++) s += p[i]; return s; }\n\
                   template <typename T = float> __global__ void fill(T* p, T v) { p[threadIdx.x] = v; }\n\
                   __global__ void k(int* o, const char* c, const int* x) { o[0] = sumn(x) + sumn<char, 2, int>(c) + sumn<int, 3>(x); }\n\
                   void host(float* f, double* d) { fill<<<1, 32>>>(f, 1.0f); fill<double><<<1, 32>>>(d, 2.0); }\n";
        let names = mangled_names(src);
        for want in [
            "_Z4sumnIiLi4EiET1_PKT_",
            "_Z4sumnIcLi2EiET1_PKT_",
            "_Z4sumnIiLi3EiET1_PKT_",
            "_Z4fillIfEvPT_S0_",
            "_Z4fillIdEvPT_S0_",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Enumerators as non-type template arguments are written with the enumeration's
    /// (qualified, substitutable) name; names produced by nvcc 13 for exactly this source.
    #[test]
    fn enum_template_argument_names_match_nvcc() {
        let src = "enum Color { R, G, B };\n\
                   template <Color C> __device__ __noinline__ int ce() { return C; }\n\
                   namespace ns { enum class M { A, B }; template <M m> __device__ __noinline__ int cm() { return (int)m; } }\n\
                   template <Color C, typename T> struct Tag { T v; __device__ __noinline__ int get(Color d) const { return C + d; } };\n\
                   __global__ void k(int* o) { Tag<B, int> t; o[0] = ce<G>() + ns::cm<ns::M::B>() + t.get(R); }\n";
        let names = mangled_names(src);
        for want in [
            "_Z2ceIL5Color1EEiv",
            "_ZN2ns2cmILNS_1ME1EEEiv",
            "_ZNK3TagIL5Color2EiE3getES0_",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Explicit specializations of function templates are named like the instance they
    /// replace (the primary template's signature in terms of `T_`); names produced by
    /// nvcc 13 for exactly this source.
    #[test]
    fn function_template_specialization_names_match_nvcc() {
        let src = "template <typename T> __device__ __noinline__ T f(T x) { return x + 1; }\n\
                   template <> __device__ __noinline__ int f<int>(int x) { return x + 100; }\n\
                   template <> __device__ __noinline__ float f(float x) { return x * 2; }\n\
                   template <typename T> __device__ __noinline__ T* g(T x, T* p) { return p; }\n\
                   template <> __device__ __noinline__ char* g<char>(char x, char* p) { return p + 1; }\n\
                   __global__ void k(int* o, float* fo) { o[1] = f(1) + f(2.0f) + (int)f(3.0) + *g('a', (char*)o) + *g(1, o); }\n";
        let names = mangled_names(src);
        for want in [
            "_Z1fIiET_S0_",
            "_Z1fIfET_S0_",
            "_Z1fIdET_S0_",
            "_Z1gIcEPT_S0_S1_",
            "_Z1gIiEPT_S0_S1_",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Members of class templates defined outside the class (with the parameters named
    /// differently, static, a constructor, a result of the class's type), defined for
    /// instances made before and after the definitions; names produced by nvcc 13 for
    /// exactly this source.
    #[test]
    fn out_of_class_template_member_names_match_nvcc() {
        let src = "template <typename T> struct Box { T v; __device__ Box(T x); __device__ T get() const; __device__ void set(T x); static __device__ T zero(); __device__ Box add(const Box& o) const; };\n\
                   template <typename T> __device__ __noinline__ T Box<T>::get() const { return v; }\n\
                   __device__ int early() { Box<int> b(3); return b.get(); }\n\
                   template <typename U> __device__ __noinline__ void Box<U>::set(U x) { v = x; }\n\
                   template <typename T> __device__ __noinline__ T Box<T>::zero() { return T(); }\n\
                   template <typename T> __device__ __noinline__ Box<T>::Box(T x) : v(x) {}\n\
                   template <typename T> __device__ __noinline__ Box<T> Box<T>::add(const Box<T>& o) const { return Box<T>(v + o.v); }\n\
                   __global__ void k(int* o) { Box<int> b(1); b.set(3); o[0] = b.get() + Box<float>::zero() + early() + b.add(b).get(); }\n";
        let names = mangled_names(src);
        for want in [
            "_ZN3BoxIfE4zeroEv",
            "_ZN3BoxIiE3setEi",
            "_ZN3BoxIiEC1Ei",
            "_ZNK3BoxIiE3addERKS0_",
            "_ZNK3BoxIiE3getEv",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Instances made from partial specializations are named by the primary template and
    /// their arguments; non-type parameters deduced through class template arguments are
    /// written `XT_E` in the signature. Names produced by nvcc 13 for exactly this source.
    #[test]
    fn partial_specialization_and_nontype_deduction_names_match_nvcc() {
        let src = "template <typename T, typename U = int> struct S { __device__ __noinline__ int k() { return 1; } };\n\
                   template <typename T> struct S<T*> { __device__ __noinline__ int k() { return 2; } };\n\
                   template <typename T> struct S<const T*> { __device__ __noinline__ int k() { return 3; } };\n\
                   template <typename T, typename U> struct S<T, U*> { __device__ __noinline__ int k() { return 4; } };\n\
                   template <typename T, int N> struct A { T v[N]; __device__ __noinline__ int n() { return N; } };\n\
                   template <int N> struct A<char, N> { __device__ __noinline__ int n() { return -N; } };\n\
                   template <typename T> struct A<T, 1> { __device__ __noinline__ int n() { return 100; } };\n\
                   template <int N> struct Vec { int v[N]; };\n\
                   template <int N> __device__ __noinline__ int gv(Vec<N> v) { return N; }\n\
                   template <typename T, int N> __device__ __noinline__ int gv2(const Vec<N>& v, T t) { return N; }\n\
                   __global__ void k(int* o) { S<int> s1; S<int*> s2; S<const int*> s3; S<float, int*> s4;\n\
                   A<int, 3> a1; A<char, 5> a2; A<float, 1> a3; Vec<3> v;\n\
                   o[0] = s1.k() + s2.k() + s3.k() + s4.k() + a1.n() + a2.n() + a3.n() + gv(v) + gv2(v, 1.0f); }\n";
        let names = mangled_names(src);
        for want in [
            "_ZN1AIcLi5EE1nEv",
            "_ZN1AIfLi1EE1nEv",
            "_ZN1AIiLi3EE1nEv",
            "_ZN1SIPKiiE1kEv",
            "_ZN1SIPiiE1kEv",
            "_ZN1SIfPiE1kEv",
            "_ZN1SIiiE1kEv",
            "_Z2gvILi3EEi3VecIXT_EE",
            "_Z3gv2IfLi3EEiRK3VecIXT0_EET_",
        ] {
            assert!(names.iter().any(|n| n == want), "missing {want} in {names:?}");
        }
    }

    /// Overloaded function templates and ordinary functions of one name: each instance is
    /// named by its own template's signature; names produced by nvcc 13 for exactly this
    /// source.
    #[test]
    fn overloaded_template_names_match_nvcc() {
        let src = "template <typename T> __device__ __noinline__ int h(T x) { return 1; }\n\
                   template <typename T> __device__ __noinline__ int h(T* x) { return 2; }\n\
                   template <typename T> __device__ __noinline__ int h(const T* x) { return 4; }\n\
                   __device__ __noinline__ int h(int x) { return 3; }\n\
                   __device__ __noinline__ int g(float x) { return 5; }\n\
                   template <typename T> __device__ __noinline__ int g(T x) { return 6; }\n\
                   __global__ void k(int* o) { int x = 0; const int* cp = &x;\n\
                   o[2] = h(1) + h(&x) + h(2.0f) + h<int>(1) + h(cp) + g(1.0f) + g(1) + g<float>(1.0f); }\n";
        let mut names = mangled_names(src);
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z1gIfEiT_",
                "_Z1gIiEiT_",
                "_Z1gf",
                "_Z1hIfEiT_",
                "_Z1hIiEiPKT_",
                "_Z1hIiEiPT_",
                "_Z1hIiEiT_",
                "_Z1hi",
                "_Z1kPi",
            ]
        );
    }

    /// Member function templates (of a class and of a class template instance) are named
    /// `N [K] class name I args E E ret params`; names produced by nvcc 13 for exactly this
    /// source.
    #[test]
    fn member_template_names_match_nvcc() {
        let src = "struct W { int b; template <typename T> __device__ __noinline__ T tw(T x) const { return x + b; }\n\
                   template <typename T, int N> __device__ __noinline__ void add(const T* p) { for (int i = 0; i < N; i++) b += p[i]; } };\n\
                   template <typename U> struct Box { U v; template <typename T> __device__ __noinline__ T conv(T s) const { return (T)v * s; } };\n\
                   __global__ void k(int* o) { W w; w.b = 1; W* p = &w; int a[3] = {1,2,3}; p->add<int, 3>(a); Box<int> bx; bx.v = 2;\n\
                   o[7] = w.tw(3) + (int)w.tw(1.0f) + p->tw<char>('a') + (int)bx.conv(1.5f); }\n";
        let mut names = mangled_names(src);
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z1kPi",
                "_ZN1W3addIiLi3EEEvPKT_",
                "_ZNK1W2twIcEET_S1_",
                "_ZNK1W2twIfEET_S1_",
                "_ZNK1W2twIiEET_S1_",
                "_ZNK3BoxIiE4convIfEET_S2_",
            ]
        );
    }

    /// Array lengths deduced through references to arrays are written `AT0__` in the
    /// pattern; names produced by nvcc 13 for exactly this source.
    #[test]
    fn array_bound_parameter_names_match_nvcc() {
        let src = "template <typename T, int N> __device__ __noinline__ int count_of(T (&a)[N]) { return N; }\n\
                   template <typename T, int N> __device__ __noinline__ T total(const T (&a)[N]) { T s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }\n\
                   template <int R, int C> __device__ __noinline__ int cells(int (&m)[R][C]) { return R * 10 + C; }\n\
                   __global__ void k(int* o) { int a[5] = {1,2,3,4,5}; const float f[3] = {0.5f, 1.5f, 2.0f}; int m[2][3] = {};\n\
                   o[0] = count_of(a) + count_of(f) + total(a) + (int)total(f) + cells(m); }\n";
        let mut names = mangled_names(src);
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z1kPi",
                "_Z5cellsILi2ELi3EEiRAT__AT0__i",
                "_Z5totalIfLi3EET_RAT0__KS0_",
                "_Z5totalIiLi5EET_RAT0__KS0_",
                "_Z8count_ofIKfLi3EEiRAT0__T_",
                "_Z8count_ofIiLi5EEiRAT0__T_",
            ]
        );
    }

    /// A dependent member type in a signature (`typename S<T>::type`) is a nested name of
    /// its class, as nvcc 13 names these (no position of the source in the name).
    #[test]
    fn dependent_member_type_names_match_nvcc() {
        let src = "template <class T> struct S { typedef T type; };\n\
                   template <class T> __device__ __noinline__ void f(T* p, const typename S<T>::type& v) { *p = v; }\n\
                   namespace ns { template <class T> struct W { typedef T type; };\n\
                   template <class T, int N> __device__ __noinline__ void g(T* p, typename W<T>::type v) { *p = v + N; } }\n\
                   __global__ void k(int* p) { f(p, 1); ns::g<int, 3>(p, 2); }\n";
        let mut names = mangled_names(src);
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z1fIiEvPT_RKN1SIS0_E4typeE",
                "_Z1kPi",
                "_ZN2ns1gIiLi3EEEvPT_NS_1WIS1_E4typeE"
            ]
        );
    }

    /// A dependent member type written twice is one substitution candidate, though each
    /// place it is written has a record of its own: the names are nvcc 13's for exactly
    /// this source.
    #[test]
    fn repeated_dependent_member_type_names_match_nvcc() {
        let src = "template <class T> struct Vec { typedef T ScalarType; typedef int Ord; };\n\
                   template <class V> __global__ void wx(int n, const typename V::ScalarType* x, typename V::ScalarType* y) { y[n] = x[n]; }\n\
                   template <class V> __global__ void ax(int n, typename V::ScalarType a, const typename V::ScalarType* x, typename V::ScalarType* y) { y[n] = a * x[n]; }\n\
                   template <class V> __global__ void mv(int n, const typename V::Ord* r, const typename V::ScalarType* x, typename V::ScalarType* y, typename V::Ord* o) { y[n] = x[r[n]]; o[n] = 0; }\n\
                   template <class T> struct S { typedef T type; };\n\
                   template <class T> __global__ void s2(typename S<T>::type a, typename S<T>::type* b) { *b = a; }\n\
                   void host() { wx<Vec<double> ><<<1,1>>>(0, 0, 0); ax<Vec<float> ><<<1,1>>>(0, 1.f, 0, 0); mv<Vec<double> ><<<1,1>>>(0, 0, 0, 0, 0); s2<int><<<1,1>>>(1, 0); }\n";
        let mut names = mangled_names(src);
        names.sort_unstable();
        assert_eq!(
            names,
            vec![
                "_Z2axI3VecIfEEviNT_10ScalarTypeEPKS3_PS3_",
                "_Z2mvI3VecIdEEviPKNT_3OrdEPKNS2_10ScalarTypeEPS6_PS3_",
                "_Z2s2IiEvN1SIT_E4typeEPS3_",
                "_Z2wxI3VecIdEEviPKNT_10ScalarTypeEPS3_",
                "_Z4hostv",
            ]
        );
    }

    #[test]
    fn substitution_numbering() {
        let written = |index| {
            let mut out = String::new();
            substitution(&mut out, index);
            out
        };
        assert_eq!(written(0), "S_");
        assert_eq!(written(1), "S0_");
        assert_eq!(written(10), "S9_");
        assert_eq!(written(11), "SA_");
        assert_eq!(written(36), "SZ_");
        assert_eq!(written(37), "S10_");
    }
}
