//! Top-level entities: the symbol pre-scan, `source_filename`, `target`,
//! named struct definitions, globals, function headers, attribute groups
//! and metadata definitions.

use super::lexer::Tok;
use super::{GlobalRef, ParseError, Parser};
use crate::attributes::{CallingConv, ParamAttr};
use crate::entities::Type;
use crate::function::{Function, Linkage};
use crate::module::GlobalVar;
use crate::printer::type_to_string;
use crate::types::{TypeData, TypeStore};
use crate::{AnnotationKey, AnnotationTarget, AnnotationValue};

/// The function attachment that marks a kernel.
const NVVM_KERNEL_ATTACHMENT: &str = "nvvm.kernel";

/// Keywords before a symbol that carry nothing the IR models.
const IGNORED_SYMBOL_KEYWORDS: &[&str] = &[
    "dso_local",
    "dso_preemptable",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "unnamed_addr",
    "local_unnamed_addr",
];

impl Parser<'_> {
    /// Creates every named struct, global and function in text order, so
    /// any entity may refer to any other.
    pub(super) fn prescan(&mut self) -> Result<(), ParseError> {
        let mut depth = 0i64;
        let mut i = 0;
        while i < self.toks.len() {
            let tok = self.toks[i].tok.clone();
            let next_is_eq = matches!(self.toks.get(i + 1).map(|t| &t.tok), Some(Tok::Punct('=')));
            match tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => depth -= 1,
                _ if depth != 0 => {}
                Tok::LocalVar(name)
                    if next_is_eq
                        && matches!(self.toks.get(i + 2).map(|t| &t.tok), Some(Tok::Word(w)) if w == "type") =>
                {
                    self.m.types.named_struct(&name);
                }
                Tok::GlobalVar(_) | Tok::GlobalId(_) if next_is_eq => self.declare_symbol(i, false)?,
                Tok::Word(w) if w == "define" || w == "declare" => {
                    // The function's name is the first global name after the
                    // keyword (return attributes like `range(i16 0, 8)` come
                    // first, and a literal struct return type `{ i8, i1 }`,
                    // whose braces are skipped as a whole).
                    let mut j = i + 1;
                    while j < self.toks.len() {
                        match &self.toks[j].tok {
                            Tok::GlobalVar(_) | Tok::GlobalId(_) => break,
                            Tok::Punct('{') => j = self.matching_brace(j).map_or(self.toks.len(), |k| k + 1),
                            Tok::Eof => j = self.toks.len(),
                            Tok::Word(w) if w == "define" || w == "declare" => j = self.toks.len(),
                            _ => j += 1,
                        }
                    }
                    if j >= self.toks.len() {
                        return Err(Self::err_at(&self.toks[i], "expected a function name"));
                    }
                    self.declare_symbol(j, true)?;
                    i = j;
                }
                _ => {}
            }
            i += 1;
        }
        Ok(())
    }

    /// The index of the `}` that closes the `{` at token `open`, if any.
    fn matching_brace(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for (k, t) in self.toks.iter().enumerate().skip(open) {
            match t.tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Adds a placeholder global or function for the symbol at token `i`.
    fn declare_symbol(&mut self, i: usize, is_func: bool) -> Result<(), ParseError> {
        let at = self.toks[i].clone();
        let name = match &at.tok {
            Tok::GlobalVar(n) => n.clone(),
            Tok::GlobalId(n) => {
                if *n as usize != self.numbered_globals.len() {
                    return Err(Self::err_at(
                        &at,
                        format!("global expected to be numbered '@{}'", self.numbered_globals.len()),
                    ));
                }
                String::new()
            }
            _ => return Err(Self::err_at(&at, "expected a global name")),
        };
        if !name.is_empty() && (self.m.global_by_name(&name).is_some() || self.m.function_by_name(&name).is_some()) {
            return Err(Self::err_at(&at, format!("redefinition of global '@{name}'")));
        }
        let r = if is_func {
            let void = self.m.types.void();
            let fty = self.m.types.function(void, vec![], false);
            GlobalRef::Func(self.m.add_function(Function::new(&name, fty, vec![])))
        } else {
            let void = self.m.types.void();
            GlobalRef::Var(self.m.add_global(GlobalVar {
                name: name.clone(),
                ty: void,
                addrspace: 0,
                linkage: Linkage::External,
                is_constant: false,
                initializer: None,
                align: 0,
                externally_initialized: false,
                section: None,
            }))
        };
        if name.is_empty() {
            self.numbered_globals.push(r);
        }
        Ok(())
    }

    /// Parses the whole module after the pre-scan.
    pub(super) fn module(&mut self) -> Result<(), ParseError> {
        loop {
            let at = self.token().clone();
            match self.peek().clone() {
                Tok::Eof => break,
                Tok::Word(w) => match w.as_str() {
                    "source_filename" => {
                        self.bump();
                        self.expect_punct('=')?;
                        self.m.name = self.expect_string()?;
                    }
                    "target" => {
                        self.bump();
                        let which = self.word().map(str::to_string);
                        self.bump();
                        self.expect_punct('=')?;
                        let s = self.expect_string()?;
                        match which.as_deref() {
                            Some("datalayout") => self.m.data_layout = s,
                            Some("triple") => self.m.triple = s,
                            _ => return Err(Self::err_at(&at, "expected 'target datalayout' or 'target triple'")),
                        }
                    }
                    "define" | "declare" => self.function()?,
                    "attributes" => self.attribute_group()?,
                    "module" => {
                        self.bump();
                        self.expect_word("asm")?;
                        self.expect_string()?;
                    }
                    _ if w.starts_with('$') => {
                        // `$name = comdat any`: comdats mean nothing for PTX.
                        self.bump();
                        self.expect_punct('=')?;
                        self.expect_word("comdat")?;
                        self.bump();
                    }
                    _ => return self.err(format!("expected a top-level entity, found {}", self.describe())),
                },
                Tok::LocalVar(name) => self.type_definition(name)?,
                Tok::GlobalVar(_) | Tok::GlobalId(_) => self.global_definition()?,
                Tok::MdVar(name) => {
                    self.bump();
                    self.named_md(name)?;
                }
                Tok::MdId(id) => {
                    self.bump();
                    self.md_definition(id, at)?;
                }
                _ => return self.err(format!("expected a top-level entity, found {}", self.describe())),
            }
        }
        self.expand_attribute_groups()?;
        for t in self.m.types.named_structs().to_vec() {
            if contains_by_value(&self.m.types, t, t) {
                let name = type_to_string(&self.m.types, t);
                return self.err(format!("invalid recursive type {name}"));
            }
        }
        self.finish_metadata()?;
        self.mark_attached_kernels();
        Ok(())
    }

    /// Functions whose header carries `!nvvm.kernel` become kernels as an
    /// `nvvm.annotations` `kernel` entry would make them (unless one does).
    fn mark_attached_kernels(&mut self) {
        for f in std::mem::take(&mut self.kernel_attachments) {
            let target = AnnotationTarget::Func(f);
            if self.m.annotation(target, AnnotationKey::Kernel).is_none() {
                self.m.annotate(target, AnnotationKey::Kernel, AnnotationValue::Int(1));
            }
        }
    }

    /// `%name = type { ... } | <{ ... }> | opaque`
    fn type_definition(&mut self, name: String) -> Result<(), ParseError> {
        let at = self.token().clone();
        self.bump();
        self.expect_punct('=')?;
        self.expect_word("type")?;
        let t = self.m.types.named_struct(&name);
        if self.m.types.struct_body(t).is_some_and(|b| b.defined) {
            return Err(Self::err_at(&at, format!("redefinition of type '%{name}'")));
        }
        if self.eat_word("opaque") {
            return Ok(());
        }
        let packed = self.eat_punct('<');
        if !self.is_punct('{') {
            return self.err("only struct types can be named");
        }
        let fields = self.parse_struct_fields()?;
        if packed {
            self.expect_punct('>')?;
        }
        self.m.types.set_struct_body(t, fields, packed);
        Ok(())
    }

    /// `@g = [linkage] ... [addrspace(N)] [externally_initialized] global|constant T [init] [, align N]...`
    fn global_definition(&mut self) -> Result<(), ParseError> {
        let at = self.token().clone();
        let GlobalRef::Var(g) = self.global_ref()? else {
            return Err(Self::err_at(&at, "expected a global variable"));
        };
        self.expect_punct('=')?;
        let mut linkage = Linkage::External;
        let mut has_init = true;
        let mut addrspace = 0;
        let mut externally_initialized = false;
        let is_constant = loop {
            let Some(w) = self.word().map(str::to_string) else {
                return self.err(format!("expected 'global' or 'constant', found {}", self.describe()));
            };
            self.bump();
            match w.as_str() {
                "global" => break false,
                "constant" => break true,
                "external" | "extern_weak" => {
                    linkage = Linkage::from_keyword(&w).unwrap_or_default();
                    has_init = false;
                }
                "addrspace" => {
                    self.pos -= 1;
                    addrspace = self.opt_addrspace()?;
                }
                "externally_initialized" => externally_initialized = true,
                "thread_local" => self.skip_balanced()?,
                "alias" | "ifunc" => return Err(Self::err_at(&at, format!("'{w}' is not supported"))),
                _ if IGNORED_SYMBOL_KEYWORDS.contains(&w.as_str()) => {}
                _ => match Linkage::from_keyword(&w) {
                    Some(l) => linkage = l,
                    None => {
                        self.pos -= 1;
                        return self.err(format!("unexpected {} in global definition", self.describe()));
                    }
                },
            }
        };
        let ty = self.parse_type()?;
        let initializer = if has_init { Some(self.parse_const(ty)?) } else { None };
        let mut align = 0;
        let mut section = None;
        while self.eat_punct(',') {
            match self.peek().clone() {
                Tok::Word(w) if w == "align" => {
                    self.bump();
                    align = self.expect_u32()?;
                }
                Tok::Word(w) if w == "section" => {
                    self.bump();
                    section = Some(self.expect_string()?);
                }
                Tok::Word(w) if w == "partition" || w == "code_model" => {
                    self.bump();
                    self.expect_string()?;
                }
                Tok::Word(w) if w == "comdat" => {
                    self.bump();
                    self.skip_balanced()?;
                }
                Tok::MdVar(_) => self.skip_md_attachments()?,
                _ => return self.err(format!("unexpected {} after global", self.describe())),
            }
        }
        let name = std::mem::take(&mut self.m.globals[g].name);
        self.m.globals[g] = GlobalVar {
            name,
            ty,
            addrspace,
            linkage,
            is_constant,
            initializer,
            align,
            externally_initialized,
            section,
        };
        Ok(())
    }

    /// A calling-convention keyword (`ptx_kernel`, `cc 71`), if present;
    /// `ccc` (the C convention) is consumed and gives None.
    pub(super) fn parse_calling_conv(&mut self) -> Result<Option<CallingConv>, ParseError> {
        let Some(w) = self.word() else {
            return Ok(None);
        };
        if w == "ccc" {
            self.bump();
            return Ok(None);
        }
        if w == "cc" {
            self.bump();
            let n = self.expect_u32()?;
            return Ok(Some(CallingConv::Numbered(n)));
        }
        let cc = CallingConv::from_keyword(w);
        if cc.is_some() {
            self.bump();
        }
        Ok(cc)
    }

    /// `define`/`declare` through the end of the header, then the body.
    fn function(&mut self) -> Result<(), ParseError> {
        let is_def = self.is_word("define");
        self.bump();
        let mut linkage = Linkage::External;
        let mut calling_conv = None;
        loop {
            if let Some(cc) = self.parse_calling_conv()? {
                calling_conv = Some(cc);
                continue;
            }
            if matches!(self.peek(), Tok::MdVar(_)) {
                // `declare !dbg !5 void @f()`: attachments of a declaration.
                self.bump();
                self.skip_md_value()?;
                continue;
            }
            let Some(w) = self.word().map(str::to_string) else {
                break;
            };
            if IGNORED_SYMBOL_KEYWORDS.contains(&w.as_str()) {
                self.bump();
            } else if let Some(l) = Linkage::from_keyword(&w) {
                self.bump();
                linkage = l;
            } else {
                break;
            }
        }
        let (ret_attrs, ret_extra_attrs) = self.parse_param_attrs()?;
        let ret = self.parse_type()?;
        let at = self.token().clone();
        let GlobalRef::Func(id) = self.global_ref()? else {
            return Err(Self::err_at(&at, "expected a function name"));
        };
        let (params, vararg) = self.parse_params(is_def)?;
        let mut f = Function::default();
        let mut groups = Vec::new();
        loop {
            let at = self.token().clone();
            match self.peek().clone() {
                Tok::AttrGroup(n) => {
                    self.bump();
                    groups.push((n, at));
                }
                // `!name =` starts named metadata after a declaration.
                Tok::MdVar(_) if *self.peek_at(1) == Tok::Punct('=') => break,
                Tok::MdVar(kind) => {
                    // `!nvvm.kernel !0` marks a kernel (the design documents'
                    // form); the others carry nothing kept.
                    if kind == NVVM_KERNEL_ATTACHMENT {
                        self.kernel_attachments.push(id);
                    }
                    self.bump();
                    self.skip_md_value()?;
                }
                Tok::Word(w) => match w.as_str() {
                    "unnamed_addr" | "local_unnamed_addr" => {
                        self.bump();
                    }
                    "addrspace" => {
                        self.opt_addrspace()?;
                    }
                    "section" => {
                        self.bump();
                        f.section = Some(self.expect_string()?);
                    }
                    "partition" => {
                        self.bump();
                        self.expect_string()?;
                    }
                    "comdat" => {
                        self.bump();
                        self.skip_balanced()?;
                    }
                    "align" => {
                        self.bump();
                        f.align = Some(self.expect_u32()?);
                    }
                    "gc" => {
                        self.bump();
                        f.gc = Some(self.expect_string()?);
                    }
                    "prefix" | "prologue" | "personality" => {
                        self.bump();
                        let c = self.parse_typed_const()?;
                        match w.as_str() {
                            "prefix" => f.prefix = Some(c),
                            "prologue" => f.prologue = Some(c),
                            _ => f.personality = Some(c),
                        }
                    }
                    _ => match self.parse_fn_attr(false)? {
                        Some(a) => f.attrs.push(a),
                        None => break,
                    },
                },
                Tok::Str(_) => {
                    if let Some(a) = self.parse_fn_attr(false)? {
                        f.attrs.push(a);
                    }
                }
                _ => break,
            }
        }
        let param_types: Vec<Type> = params.iter().map(|p| p.ty).collect();
        let fty = self.m.types.function(ret, param_types, vararg);
        let name = std::mem::take(&mut self.m.functions[id].name);
        let names = params.iter().map(|p| p.name.clone()).collect();
        let mut full = Function::new(&name, fty, names);
        full.linkage = linkage;
        full.calling_conv = calling_conv;
        full.ret_attrs = ret_attrs;
        full.ret_extra_attrs = ret_extra_attrs;
        full.param_attrs = params.iter().map(|p| p.attrs.clone()).collect();
        if params.iter().any(|p| !p.extra.is_empty()) {
            full.param_extra_attrs = params.iter().map(|p| p.extra.clone()).collect();
        }
        full.attrs = f.attrs;
        full.section = f.section;
        full.align = f.align;
        full.gc = f.gc;
        full.prefix = f.prefix;
        full.prologue = f.prologue;
        full.personality = f.personality;
        self.m.functions[id] = full;
        for (n, at) in groups {
            self.fn_group_refs.push((id, n, at));
        }
        if is_def {
            self.function_body(id, &params)
        } else {
            Ok(())
        }
    }

    /// `(T attrs %name, ..., ...)`
    fn parse_params(&mut self, is_def: bool) -> Result<(Vec<Param>, bool), ParseError> {
        self.expect_punct('(')?;
        let mut params = Vec::new();
        let mut vararg = false;
        if self.eat_punct(')') {
            return Ok((params, vararg));
        }
        loop {
            if *self.peek() == Tok::Ellipsis {
                self.bump();
                vararg = true;
                self.expect_punct(')')?;
                break;
            }
            let ty = self.parse_type()?;
            if matches!(self.m.types.get(ty), TypeData::Void | TypeData::Label) {
                return self.err("invalid parameter type");
            }
            let (attrs, extra) = self.parse_param_attrs()?;
            let at = self.token().clone();
            let name = match self.peek().clone() {
                Tok::LocalVar(n) => {
                    self.bump();
                    if params.iter().any(|p: &Param| p.name == n) {
                        return Err(Self::err_at(&at, format!("redefinition of argument '%{n}'")));
                    }
                    n
                }
                Tok::LocalId(n) => {
                    self.bump();
                    let expected = params.iter().filter(|p: &&Param| p.name.is_empty()).count();
                    if n as usize != expected {
                        return Err(Self::err_at(
                            &at,
                            format!("argument expected to be numbered '%{expected}'"),
                        ));
                    }
                    String::new()
                }
                _ => String::new(),
            };
            let _ = is_def;
            params.push(Param { ty, attrs, extra, name });
            if self.eat_punct(')') {
                break;
            }
            self.expect_punct(',')?;
        }
        Ok((params, vararg))
    }

    /// `attributes #N = { attr ... }`
    fn attribute_group(&mut self) -> Result<(), ParseError> {
        self.bump();
        let at = self.token().clone();
        let Tok::AttrGroup(n) = self.bump() else {
            return Err(Self::err_at(&at, "expected '#N' after 'attributes'"));
        };
        self.expect_punct('=')?;
        self.expect_punct('{')?;
        let mut attrs = Vec::new();
        while !self.eat_punct('}') {
            match self.parse_fn_attr(true)? {
                Some(a) => attrs.push(a),
                None => return self.err(format!("unexpected {} in attribute group", self.describe())),
            }
        }
        if self.attr_groups.insert(n, attrs).is_some() {
            return Err(Self::err_at(&at, format!("redefinition of attribute group #{n}")));
        }
        Ok(())
    }

    /// Appends each function's `#N` group attributes to its own.
    fn expand_attribute_groups(&mut self) -> Result<(), ParseError> {
        for (f, n, at) in std::mem::take(&mut self.fn_group_refs) {
            let Some(attrs) = self.attr_groups.get(&n) else {
                return Err(Self::err_at(&at, format!("use of undefined attribute group #{n}")));
            };
            let func: &mut Function = &mut self.m.functions[f];
            for a in attrs {
                if !func.attrs.contains(a) {
                    func.attrs.push(a.clone());
                }
            }
        }
        Ok(())
    }
}

/// A parsed formal parameter.
pub(super) struct Param {
    pub ty: Type,
    pub attrs: crate::function::ParamAttrs,
    pub extra: Vec<ParamAttr>,
    /// Empty for numbered (`%0`) or unnamed parameters.
    pub name: String,
}

/// True when type `t` holds `target` by value (not through a pointer), so
/// `target` would have infinite size.
pub(super) fn contains_by_value(types: &TypeStore, t: Type, target: Type) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![t];
    while let Some(cur) = stack.pop() {
        let inner: &[Type] = match types.get(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => std::slice::from_ref(elem),
            TypeData::Struct { fields, .. } => fields,
            TypeData::Named(_) => types.struct_body(cur).map_or(&[][..], |b| b.fields.as_slice()),
            _ => &[],
        };
        for &f in inner {
            if f == target {
                return true;
            }
            if seen.insert(f) {
                stack.push(f);
            }
        }
    }
    false
}

/// True when `t` is or holds by value a type that contains itself, so its
/// size cannot be computed.
pub(super) fn has_infinite_size(types: &TypeStore, t: Type) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![t];
    while let Some(cur) = stack.pop() {
        if !seen.insert(cur) {
            continue;
        }
        if matches!(types.get(cur), TypeData::Named(_)) && contains_by_value(types, cur, cur) {
            return true;
        }
        match types.get(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => stack.push(*elem),
            TypeData::Struct { fields, .. } => stack.extend(fields),
            TypeData::Named(_) => stack.extend(types.struct_body(cur).map_or(&[][..], |b| b.fields.as_slice())),
            _ => {}
        }
    }
    false
}
