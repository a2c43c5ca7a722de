//! Test kit: builds small modules in a few lines and runs the verifier.
//!
//! `Kit::kernel_calling(name, ret, args)` makes a kernel that calls one
//! intrinsic, which is what most intrinsic checks need; `Kit::define`
//! takes a closure over a `FuncBuilder` for everything else.
#![allow(dead_code)]

use ptxc_ir::{ConstData, FuncBuilder, FuncId, Function, GlobalVar, Linkage, MdData, Module, Type, TypeData, Value};
use ptxc_verifier::{verify_module, verify_module_report, VerifyOptions};

/// One argument of a generated intrinsic call.
#[derive(Clone, Debug)]
pub enum A {
    /// `i32 v` constant.
    I32(i64),
    /// `i64 v` constant.
    I64(i64),
    /// A non-constant value: a parameter of the enclosing kernel of this type.
    Param(&'static str),
    /// `undef` of this type.
    Undef(&'static str),
    /// A global variable (`@g<n>`) in this address space.
    Global(u32),
    /// A local alloca (generic pointer).
    Alloca,
}

pub struct Kit {
    pub m: Module,
}

impl Default for Kit {
    fn default() -> Self {
        Self::new()
    }
}

impl Kit {
    pub fn new() -> Self {
        Kit { m: Module::new("test") }
    }

    /// Parses a small LLVM type spelling: `i32`, `float`, `ptr addrspace(3)`,
    /// `<2 x bfloat>`, `[4 x i32]`, `{i32, double}`, `%name` (named struct).
    pub fn ty(&mut self, s: &str) -> Type {
        let s = s.trim();
        let t = &mut self.m.types;
        match s {
            "void" => return t.void(),
            "half" => return t.intern(TypeData::Half),
            "bfloat" => return t.intern(TypeData::BFloat),
            "float" => return t.float(),
            "double" => return t.double(),
            "ptr" => return t.ptr(0),
            _ => {}
        }
        if let Some(bits) = s.strip_prefix('i').and_then(|b| b.parse().ok()) {
            return t.int(bits);
        }
        if let Some(a) = s.strip_prefix("ptr addrspace(").and_then(|r| r.strip_suffix(')')) {
            return t.ptr(a.parse().expect("address space"));
        }
        if let Some(name) = s.strip_prefix('%') {
            return t.named_struct(name);
        }
        if let Some(inner) = s.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
            let (n, e) = inner.split_once(" x ").expect("vector");
            let e = self.ty(e);
            return self.m.types.vector(e, n.trim().parse().expect("len"));
        }
        if let Some(inner) = s.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (n, e) = inner.split_once(" x ").expect("array");
            let e = self.ty(e);
            return self.m.types.array(e, n.trim().parse().expect("len"));
        }
        if let Some(inner) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            let fields: Vec<Type> = split_top(inner).into_iter().map(|f| self.ty(&f)).collect();
            return self.m.types.literal_struct(fields, false);
        }
        panic!("kit: unknown type {s}")
    }

    /// Declares `name` (or returns the existing declaration).
    pub fn declare(&mut self, name: &str, ret: &str, params: &[&str]) -> FuncId {
        if let Some(f) = self.m.function_by_name(name) {
            return f;
        }
        let r = self.ty(ret);
        let ps: Vec<Type> = params.iter().map(|p| self.ty(p)).collect();
        let fty = self.m.types.function(r, ps, false);
        self.m.get_or_declare(name, fty)
    }

    /// Defines `name` with a body built by `body` (which must terminate it).
    pub fn define(
        &mut self,
        name: &str,
        ret: &str,
        params: &[&str],
        body: impl FnOnce(&mut FuncBuilder, &[Value]),
    ) -> FuncId {
        let f = self.declare(name, ret, params);
        let mut func = std::mem::take(&mut self.m.functions[f]);
        {
            let mut b = FuncBuilder::new(&mut self.m, &mut func);
            let entry = b.create_block("entry");
            b.append_and_switch(entry);
            let args: Vec<Value> = (0..params.len() as u32).map(Value::Arg).collect();
            body(&mut b, &args);
        }
        self.m.functions[f] = func;
        f
    }

    /// Defines an empty `void` function.
    pub fn empty(&mut self, name: &str, params: &[&str]) -> FuncId {
        self.define(name, "void", params, |b, _| {
            b.ret(None);
        })
    }

    /// Adds `{ptr @f, !"key", i32 value}` to `nvvm.annotations`.
    pub fn annotate(&mut self, f: FuncId, key: &str, value: i64) {
        let i32t = self.m.types.i32();
        let c = self.m.const_int(i32t, value.into());
        let sym = self.m.md.intern(MdData::Func(f));
        let k = self.m.md.string(key);
        let v = self.m.md.intern(MdData::Const(c));
        let node = self.m.md.tuple(vec![Some(sym), Some(k), Some(v)]);
        self.m.add_named_md("nvvm.annotations", node);
    }

    /// Marks `f` as a kernel.
    pub fn kernel(&mut self, f: FuncId) -> FuncId {
        self.annotate(f, "kernel", 1);
        f
    }

    /// Adds a global `@name` of type `ty` in address space `space`.
    pub fn global(&mut self, name: &str, ty: &str, space: u32) -> ptxc_ir::GlobalId {
        let t = self.ty(ty);
        self.m.add_global(GlobalVar {
            name: name.into(),
            ty: t,
            addrspace: space,
            linkage: Linkage::External,
            is_constant: false,
            initializer: None,
            align: 4,
            externally_initialized: false,
            section: None,
        })
    }

    /// Defines kernel `@k` whose body calls intrinsic `name` once with `args`.
    pub fn kernel_calling(&mut self, name: &str, ret: &str, args: &[A]) -> FuncId {
        let params: Vec<&str> = args
            .iter()
            .filter_map(|a| match a {
                A::Param(t) => Some(*t),
                _ => None,
            })
            .collect();
        let mut arg_types: Vec<String> = Vec::new();
        for a in args {
            arg_types.push(
                match a {
                    A::I32(_) => "i32",
                    A::I64(_) => "i64",
                    A::Param(t) | A::Undef(t) => t,
                    A::Global(_) | A::Alloca => "ptr",
                }
                .to_string(),
            );
        }
        let globals: Vec<Option<ptxc_ir::GlobalId>> = args
            .iter()
            .enumerate()
            .map(|(n, a)| match a {
                A::Global(s) => Some(self.global(&format!("g{n}"), "i32", *s)),
                _ => None,
            })
            .collect();
        let refs: Vec<&str> = arg_types.iter().map(String::as_str).collect();
        let callee = self.declare(name, ret, &refs);
        let mut undefs = Vec::new();
        for a in args {
            undefs.push(match a {
                A::Undef(t) => {
                    let t = self.ty(t);
                    Some(self.m.const_undef(t))
                }
                _ => None,
            });
        }
        let consts: Vec<Option<ptxc_ir::Constant>> = args
            .iter()
            .map(|a| match a {
                A::I32(v) => {
                    let t = self.m.types.i32();
                    Some(self.m.const_int(t, (*v).into()))
                }
                A::I64(v) => {
                    let t = self.m.types.i64();
                    Some(self.m.const_int(t, (*v).into()))
                }
                _ => None,
            })
            .collect();
        let i32t = self.m.types.i32();
        let f = self.define("k", "void", &params, |b, ps| {
            let mut next_param = 0;
            let mut vals = Vec::new();
            for (n, a) in args.iter().enumerate() {
                vals.push(match a {
                    A::I32(_) | A::I64(_) => Value::Const(consts[n].unwrap()),
                    A::Undef(_) => Value::Const(undefs[n].unwrap()),
                    A::Param(_) => {
                        next_param += 1;
                        ps[next_param - 1]
                    }
                    A::Global(_) => Value::Global(globals[n].unwrap()),
                    A::Alloca => b.alloca(i32t, 4, "slot"),
                });
            }
            b.call(callee, &vals, "r");
            b.ret(None);
        });
        self.kernel(f)
    }

    /// The error messages of a run.
    pub fn errors(&self, opts: &VerifyOptions) -> Vec<String> {
        match verify_module(&self.m, opts) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.into_iter().map(|e| e.message).collect(),
        }
    }

    /// The warning messages of a run.
    pub fn warnings(&self, opts: &VerifyOptions) -> Vec<String> {
        verify_module_report(&self.m, opts)
            .warnings
            .into_iter()
            .map(|e| e.message)
            .collect()
    }
}

/// Splits `a, {b, c}, d` at top-level commas.
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for ch in s.chars() {
        match ch {
            '{' | '[' | '<' | '(' => depth += 1,
            '}' | ']' | '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// Options for `sm_<sm>` in standard mode.
pub fn sm(sm: u32) -> VerifyOptions {
    VerifyOptions::for_sm(sm)
}

/// Asserts the run reports exactly `expected` (in order).
#[track_caller]
pub fn assert_errors(kit: &Kit, opts: &VerifyOptions, expected: &[&str]) {
    let got = kit.errors(opts);
    assert_eq!(got, expected, "verifier errors");
}

/// Fails with `message` and passes without it: one module built by `build(true)`,
/// the close variant by `build(false)`.
#[track_caller]
pub fn fail_pass(opts: &VerifyOptions, message: &str, build: impl Fn(&mut Kit, bool)) {
    let mut bad = Kit::new();
    build(&mut bad, true);
    assert_errors(&bad, opts, &[message]);
    let mut good = Kit::new();
    build(&mut good, false);
    assert_errors(&good, opts, &[]);
}

/// Intrinsic case: kernel calling `name` with `bad` args fails with `message`, with `good` args passes.
#[track_caller]
pub fn call_case(opts: &VerifyOptions, name: &str, ret: &str, bad: &[A], good: &[A], message: &str) {
    let mut k = Kit::new();
    k.kernel_calling(name, ret, bad);
    assert_errors(&k, opts, &[message]);
    let mut k = Kit::new();
    k.kernel_calling(name, ret, good);
    assert_errors(&k, opts, &[]);
}

/// Same intrinsic call, failing on `old` SM and passing on `new` SM.
#[track_caller]
pub fn gate_case(name: &str, ret: &str, args: &[A], old: u32, new: u32, message: &str) {
    let mut k = Kit::new();
    k.kernel_calling(name, ret, args);
    assert_errors(&k, &sm(old), &[message]);
    assert_errors(&k, &sm(new), &[]);
}

/// Unused helper kept for ConstData-based cases.
pub fn is_undef(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(m.consts.get(c), ConstData::Undef(_)))
}

/// A declared-only function with attributes (for attribute checks).
pub fn with_attrs(f: &mut Function, attrs: &[ptxc_ir::FnAttr]) {
    f.attrs.extend_from_slice(attrs);
}
