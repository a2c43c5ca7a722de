//! A small IL interpreter for tests: runs scalar device functions (integers, floats,
//! control flow, calls) so lowering decisions such as `switch` and compound assignment are
//! checked by the values they compute, not by the shape of the IL.

use rustc_hash::FxHashMap;

use crate::il::{
    BinOp, CastKind, Expr, ExprKind, FnDeclId, Init, LabelId, Stmt, StmtKind, TranslationUnit, UnaryOp, VarId,
};
use crate::types::TypeId;
use crate::{parse_translation_unit, FrontendOptions, SourceMap};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Val {
    I(i128),
    F(f64),
    /// The address of a variable (the interpreter's only kind of pointer).
    Ptr(usize, VarId),
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Option<Val>),
    Goto(LabelId),
}

struct Interp<'t, 'a> {
    tu: &'t TranslationUnit<'a>,
    /// Variables by (call depth, id).
    vars: FxHashMap<(usize, VarId), Val>,
    depth: usize,
    steps: u32,
}

impl Interp<'_, '_> {
    fn wrap(&self, v: i128, ty: TypeId) -> i128 {
        let t = &self.tu.types;
        if t.is_bool(ty) {
            return (v != 0) as i128;
        }
        let bits = t.bit_width(ty);
        let u = v & ((1i128 << bits) - 1);
        if t.is_signed(ty) && (u >> (bits - 1)) & 1 == 1 {
            u - (1i128 << bits)
        } else {
            u
        }
    }

    fn call(&mut self, f: FnDeclId, args: Vec<Val>) -> Option<Val> {
        let func = self.tu.func(f);
        self.depth += 1;
        for (p, a) in func.params.iter().zip(args) {
            self.vars.insert((self.depth, *p), a);
        }
        let r = match self.stmt(func.body.expect("defined")) {
            Flow::Return(v) => v,
            _ => None,
        };
        self.depth -= 1;
        r
    }

    fn stmt(&mut self, s: &Stmt) -> Flow {
        self.run(s, None)
    }

    /// Runs `s`, entering at label `seek` when given (a `goto` into `s`).
    fn run(&mut self, s: &Stmt, seek: Option<LabelId>) -> Flow {
        self.steps += 1;
        assert!(self.steps < 100_000, "runaway loop");
        match &s.kind {
            StmtKind::Compound(list) => {
                let mut seek = seek;
                let mut i = seek.map_or(0, |l| list.iter().position(|st| st.holds_label(l)).expect("label"));
                while i < list.len() {
                    match self.run(&list[i], seek.take()) {
                        Flow::Normal => i += 1,
                        Flow::Goto(l) => match list.iter().position(|st| st.holds_label(l)) {
                            Some(j) => (i, seek) = (j, Some(l)),
                            None => return Flow::Goto(l),
                        },
                        other => return other,
                    }
                }
                Flow::Normal
            }
            StmtKind::Label { .. } => Flow::Normal,
            StmtKind::Goto(l) => Flow::Goto(*l),
            StmtKind::Unroll { body, .. } => self.run(body, seek),
            StmtKind::Asm(_) => panic!("test interpreter: no inline assembly"),
            StmtKind::If { then, els, .. } if seek.is_some() => {
                let l = seek.expect("checked");
                if then.holds_label(l) {
                    self.run(then, seek)
                } else {
                    self.run(els.expect("label in else"), seek)
                }
            }
            // A do-while may be entered at a label in its body (Duff's device).
            StmtKind::DoWhile { body, cond } => {
                let mut seek = seek;
                loop {
                    match self.run(body, seek.take()) {
                        Flow::Break => break,
                        f @ (Flow::Return(_) | Flow::Goto(_)) => return f,
                        _ => {}
                    }
                    if !self.truth(cond) {
                        break;
                    }
                }
                Flow::Normal
            }
            _ if seek.is_some() => panic!("test interpreter: no goto into {:?}", s.kind),
            StmtKind::Decl { var, init } => {
                let v = match init {
                    Some(Init::Expr(e)) => self.expr(e),
                    _ => Val::I(0),
                };
                self.vars.insert((self.depth, *var), v);
                Flow::Normal
            }
            StmtKind::Expr(e) => {
                self.expr(e);
                Flow::Normal
            }
            StmtKind::If { cond, then, els } => {
                if self.truth(cond) {
                    self.stmt(then)
                } else if let Some(e) = els {
                    self.stmt(e)
                } else {
                    Flow::Normal
                }
            }
            StmtKind::While { cond, body } => {
                while self.truth(cond) {
                    match self.stmt(body) {
                        Flow::Break => break,
                        f @ (Flow::Return(_) | Flow::Goto(_)) => return f,
                        _ => {}
                    }
                }
                Flow::Normal
            }
            StmtKind::For { init, cond, inc, body } => {
                if let Some(i) = init {
                    self.stmt(i);
                }
                while cond.is_none_or(|c| self.truth(c)) {
                    match self.stmt(body) {
                        Flow::Break => break,
                        f @ (Flow::Return(_) | Flow::Goto(_)) => return f,
                        _ => {}
                    }
                    if let Some(i) = inc {
                        self.expr(i);
                    }
                }
                Flow::Normal
            }
            StmtKind::Break => Flow::Break,
            StmtKind::Continue => Flow::Continue,
            StmtKind::Return(v) => Flow::Return(v.map(|e| self.expr(e))),
            StmtKind::Empty => Flow::Normal,
        }
    }

    fn truth(&mut self, e: &Expr) -> bool {
        self.expr(e) != Val::I(0)
    }

    fn int(&mut self, e: &Expr) -> i128 {
        match self.expr(e) {
            Val::I(i) => i,
            other => panic!("{other:?} where an integer was expected"),
        }
    }

    /// The variable an lvalue designates: a variable, or `*p` with `p` a variable address.
    fn var_of(&mut self, e: &Expr) -> (usize, VarId) {
        match e.kind {
            ExprKind::Var(v) => (self.depth, v),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => match self.expr(operand) {
                Val::Ptr(d, v) => (d, v),
                other => panic!("dereferencing {other:?}"),
            },
            // A materialized temporary (`const int& c = 7;`): `(tmp = 7)` designates tmp.
            ExprKind::Assign { lhs, .. } => {
                self.expr(e);
                self.var_of(lhs)
            }
            _ => panic!("interpreter handles variable lvalues only"),
        }
    }

    fn convert(&self, kind: CastKind, v: Val, to: TypeId) -> Val {
        let t = &self.tu.types;
        match (kind, v) {
            (CastKind::IntegralCast | CastKind::IntToBool | CastKind::NoOp, Val::I(i)) => Val::I(self.wrap(i, to)),
            (CastKind::IntToFloat, Val::I(i)) if to == TypeId::FLOAT => Val::F(i as f32 as f64),
            (CastKind::IntToFloat, Val::I(i)) => Val::F(i as f64),
            (CastKind::FloatToInt, Val::F(f)) => Val::I(self.wrap(f.trunc() as i128, to)),
            (CastKind::FloatToBool, Val::F(f)) => Val::I((f != 0.0) as i128),
            (CastKind::FloatCast, Val::F(f)) if to == TypeId::FLOAT => Val::F(f as f32 as f64),
            (CastKind::FloatCast | CastKind::NoOp, Val::F(f)) => Val::F(f),
            (CastKind::BitCast | CastKind::NoOp, Val::Ptr(d, v)) => Val::Ptr(d, v),
            (k, v) => panic!("cast {k:?} of {v:?} to {}", t.display(to)),
        }
    }

    fn arith(&self, op: BinOp, a: Val, b: Val, ty: TypeId) -> Val {
        match (a, b) {
            (Val::I(x), Val::I(y)) => {
                let r = match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Div => x / y,
                    BinOp::Rem => x % y,
                    BinOp::Shl => x << y,
                    BinOp::Shr => x >> y,
                    BinOp::BitAnd => x & y,
                    BinOp::BitOr => x | y,
                    BinOp::BitXor => x ^ y,
                    BinOp::Lt => return Val::I((x < y) as i128),
                    BinOp::Gt => return Val::I((x > y) as i128),
                    BinOp::Le => return Val::I((x <= y) as i128),
                    BinOp::Ge => return Val::I((x >= y) as i128),
                    BinOp::Eq => return Val::I((x == y) as i128),
                    BinOp::Ne => return Val::I((x != y) as i128),
                };
                Val::I(self.wrap(r, ty))
            }
            (Val::F(x), Val::F(y)) => {
                let r = match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Div => x / y,
                    BinOp::Lt => return Val::I((x < y) as i128),
                    BinOp::Gt => return Val::I((x > y) as i128),
                    BinOp::Le => return Val::I((x <= y) as i128),
                    BinOp::Ge => return Val::I((x >= y) as i128),
                    BinOp::Eq => return Val::I((x == y) as i128),
                    BinOp::Ne => return Val::I((x != y) as i128),
                    _ => panic!("float {op:?}"),
                };
                Val::F(if ty == TypeId::FLOAT { r as f32 as f64 } else { r })
            }
            _ => panic!("mixed operands {a:?} {op:?} {b:?}: conversions missing in the IL"),
        }
    }

    fn expr(&mut self, e: &Expr) -> Val {
        match &e.kind {
            ExprKind::IntConst(v) => Val::I(self.wrap(v.get() as i128, e.ty)),
            ExprKind::FloatConst(f) => Val::F(*f),
            ExprKind::Var(v) => *self
                .vars
                .get(&(self.depth, *v))
                .expect("variable read before declaration"),
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                operand,
            } => self.expr(operand),
            ExprKind::Cast { kind, operand } => {
                let v = self.expr(operand);
                self.convert(*kind, v, e.ty)
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::Neg => match self.expr(operand) {
                    Val::I(i) => Val::I(self.wrap(-i, e.ty)),
                    Val::F(f) => Val::F(-f),
                    Val::Ptr(..) => panic!("negating a pointer"),
                },
                UnaryOp::BitNot => {
                    let i = self.int(operand);
                    Val::I(self.wrap(!i, e.ty))
                }
                UnaryOp::LogNot => Val::I(!self.truth(operand) as i128),
                UnaryOp::AddrOf => {
                    let (d, v) = self.var_of(operand);
                    Val::Ptr(d, v)
                }
                UnaryOp::Deref => {
                    let v = self.var_of(e);
                    self.vars[&v]
                }
            },
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.expr(lhs), self.expr(rhs));
                self.arith(*op, a, b, e.ty)
            }
            ExprKind::LogAnd { lhs, rhs } => Val::I((self.truth(lhs) && self.truth(rhs)) as i128),
            ExprKind::LogOr { lhs, rhs } => Val::I((self.truth(lhs) || self.truth(rhs)) as i128),
            ExprKind::Conditional { cond, then, els } => {
                if self.truth(cond) {
                    self.expr(then)
                } else {
                    self.expr(els)
                }
            }
            ExprKind::Assign { lhs, rhs } => {
                let v = self.expr(rhs);
                let var = self.var_of(lhs);
                self.vars.insert(var, v);
                v
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
                to_compute,
                from_compute,
            } => {
                let var = self.var_of(lhs);
                let old = self.vars[&var];
                let a = self.convert(*to_compute, old, *compute_ty);
                let b = self.expr(rhs);
                let r = self.arith(*op, a, b, *compute_ty);
                let new = self.convert(*from_compute, r, lhs.ty.unqualified());
                self.vars.insert(var, new);
                new
            }
            ExprKind::IncDec { pre, inc, operand } => {
                let var = self.var_of(operand);
                let old = self.vars[&var];
                let new = match old {
                    Val::I(i) => Val::I(self.wrap(if *inc { i + 1 } else { i - 1 }, operand.ty)),
                    Val::F(f) => Val::F(if *inc { f + 1.0 } else { f - 1.0 }),
                    Val::Ptr(..) => panic!("pointer arithmetic is not interpreted"),
                };
                self.vars.insert(var, new);
                if *pre {
                    new
                } else {
                    old
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.expr(lhs);
                self.expr(rhs)
            }
            ExprKind::Call { callee, args } => {
                let vals = args.iter().map(|a| self.expr(a)).collect();
                self.call(*callee, vals).unwrap_or(Val::I(0))
            }
            other => panic!("not interpreted: {other:?}"),
        }
    }
}

/// Compiles `src` and calls the function named `name` with integer arguments.
pub(super) fn run(src: &str, name: &str, args: &[i128]) -> Val {
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("eval.cu", src.to_string());
    let tu = parse_translation_unit(&arena, &mut sm, main, &FrontendOptions::default())
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
    let f = tu.functions.iter().find(|f| f.name == name).expect("function").id;
    let mut it = Interp {
        tu: &tu,
        vars: FxHashMap::default(),
        depth: 0,
        steps: 0,
    };
    let args = args.iter().map(|&a| Val::I(a)).collect();
    it.call(f, args).expect("a value")
}

fn run_int(src: &str, name: &str, args: &[i128]) -> i128 {
    match run(src, name, args) {
        Val::I(i) => i,
        other => panic!("non-integer result {other:?}"),
    }
}

#[test]
fn switch_fallthrough_default_and_break() {
    let src = "__device__ int f(int x) {\n\
                 int r = 0;\n\
                 switch (x) {\n\
                   case 1: r += 1;\n\
                   case 2: r += 10; break;\n\
                   default: r = -1; break;\n\
                   case 5: case 6: r = 56;\n\
                 }\n\
                 return r;\n\
               }";
    for (x, r) in [(1, 11), (2, 10), (3, -1), (5, 56), (6, 56), (0, -1)] {
        assert_eq!(run_int(src, "f", &[x]), r, "f({x})");
    }
}

#[test]
fn switch_without_default_and_with_char_and_unsigned_conditions() {
    let src = "__device__ int g(int x) { int r = 7; switch ((char)x) { case 'a': r = 1; break; case -1: r = 2; } return r; }\n\
               __device__ int h(unsigned u) { switch (u) { case 4294967295u: return 1; case 0: return 2; } return 3; }";
    assert_eq!(run_int(src, "g", &[97]), 1);
    assert_eq!(run_int(src, "g", &[255]), 2);
    assert_eq!(run_int(src, "g", &[3]), 7);
    assert_eq!(run_int(src, "h", &[4294967295]), 1);
    assert_eq!(run_int(src, "h", &[0]), 2);
    assert_eq!(run_int(src, "h", &[9]), 3);
}

#[test]
fn continue_inside_switch_continues_the_loop() {
    let src = "__device__ int f(int n) {\n\
                 int sum = 0;\n\
                 for (int i = 0; i < n; i++) {\n\
                   switch (i % 3) {\n\
                     case 0: continue;\n\
                     case 1: switch (i) { case 4: continue; default: break; } sum += 100; break;\n\
                     default: sum += 1;\n\
                   }\n\
                   sum += 1000;\n\
                 }\n\
                 return sum;\n\
               }";
    // i=1: 100+1000; i=2: 1+1000; i=4: continue; i=5: 1+1000; i=7: 1100; i=8: 1001.
    assert_eq!(run_int(src, "f", &[9]), 1100 + 1001 + 1001 + 1100 + 1001);
}

#[test]
fn compound_assignment_and_increments_follow_c() {
    let src = "__device__ int f(int x) {\n\
                 char c = 120; c += 10;\n\
                 unsigned char uc = 250; uc += x;\n\
                 int i = 7; i *= 2.5;\n\
                 short s = 1; s <<= 15;\n\
                 unsigned u = 0; u--;\n\
                 bool b = false; b += 2;\n\
                 return c + uc + i + s + (int)(u >> 28) + b;\n\
               }";
    // c = -126, uc = (250 + 10) mod 256 = 4, i = 17, s = -32768, u >> 28 = 15, b = 1.
    assert_eq!(run_int(src, "f", &[10]), -126 + 4 + 17 - 32768 + 15 + 1);
}

#[test]
fn integer_semantics_of_division_shifts_and_comparisons() {
    let src = "__device__ long f(int a, int b) {\n\
                 long r = 0;\n\
                 if (-1 < 1u) r += 1;\n\
                 if (-1L < 1u) r += 2;\n\
                 r += (a / b) * 10 + a % b;\n\
                 r += (unsigned)a >> 28;\n\
                 r += a >> 1;\n\
                 return r;\n\
               }";
    // -1 < 1u is false; -1L < 1u true (+2); -7/2 = -3 -> -30, -7%2 = -1; (unsigned)-7 >> 28 = 15;
    // -7 >> 1 = -4.
    assert_eq!(run_int(src, "f", &[-7, 2]), 2 - 30 - 1 + 15 - 4);
}

#[test]
fn recursion_and_float_conversions() {
    let src = "__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n\
               __device__ int g(int x) { float f = x / 2; double d = x / 2.0f; return (int)(f * 10) + (int)(d * 10) + fact(5); }";
    assert_eq!(run_int(src, "g", &[5]), 20 + 25 + 120);
}

#[test]
fn enumerations_are_integer_constants() {
    let src = "enum Color { RED, GREEN = 5, BLUE };\n\
               typedef enum { SMALL = -1, BIG = 3000000000 } Size;\n\
               __device__ int f(int x) {\n\
                 Color c = BLUE;\n\
                 enum Mode : unsigned char { A = 250, B };\n\
                 int arr[BLUE];\n\
                 Size s = SMALL;\n\
                 switch (x) { case RED: return c; case GREEN: return B; case BLUE: return sizeof(arr) + sizeof(Size); }\n\
                 return s;\n\
               }";
    assert_eq!(run_int(src, "f", &[0]), 6);
    assert_eq!(run_int(src, "f", &[5]), 251);
    assert_eq!(run_int(src, "f", &[6]), 24 + 8);
    assert_eq!(run_int(src, "f", &[9]), -1);
}

#[test]
fn overload_resolution_ranks_conversions() {
    let src = "__device__ int h(int) { return 1; }\n\
               __device__ int h(long) { return 2; }\n\
               __device__ int h(double) { return 3; }\n\
               __device__ int h(float, int) { return 4; }\n\
               __device__ int h(double, double) { return 5; }\n\
               __device__ int q(unsigned) { return 6; }\n\
               __device__ int q(float) { return 7; }\n\
               __device__ int f(int sel) {\n\
                 short s = 1; long l = 2; float fl = 1; char c = 'a';\n\
                 switch (sel) {\n\
                   case 0: return h(5);\n\
                   case 1: return h(l);\n\
                   case 2: return h(fl);\n\
                   case 3: return h(s);\n\
                   case 4: return h(c);\n\
                   case 5: return h(fl, 2);\n\
                   case 6: return h(1.0, 2.0);\n\
                   case 7: return q(3u);\n\
                   default: return q(fl);\n\
                 }\n\
               }";
    // int exact; long exact; float->double promotion; short/char->int promotion;
    // (float, int) exact; (double, double) exact; unsigned exact; float exact.
    for (sel, want) in [(0, 1), (1, 2), (2, 3), (3, 1), (4, 1), (5, 4), (6, 5), (7, 6), (8, 7)] {
        assert_eq!(run_int(src, "f", &[sel]), want, "case {sel}");
    }
}

#[test]
fn cxx_conveniences_auto_using_static_assert_default_arguments() {
    let src = "using u32 = unsigned int;\n\
               static_assert(sizeof(u32) == 4, \"u32 is 32 bits\");\n\
               __device__ int add(int a, int b = 10, int c = 100);\n\
               __device__ int add(int a, int b, int c) { return a + b + c; }\n\
               __device__ long f(int x) {\n\
                 static_assert(sizeof(long) == 8);\n\
                 using i64 = long;\n\
                 auto half = x / 2;\n\
                 const auto big = 3000000000u;\n\
                 auto wide = (i64)x * big;\n\
                 return add(x) + add(x, 1) + add(x, 1, 2) + half + (wide - (i64)x * big) + (big > 0);\n\
               }";
    // add(4) = 114, add(4, 1) = 105, add(4, 1, 2) = 7, half = 2, wide term 0, 1.
    assert_eq!(run_int(src, "f", &[4]), 114 + 105 + 7 + 2 + 1);
}

#[test]
fn references_lower_to_pointers_and_values() {
    let src = "__device__ void inc(int& x, const int& by) { x += by; }\n\
               __device__ void swap(int& a, int& b) { int t = a; a = b; b = t; }\n\
               __device__ int pick(const long& v, int& w) { w++; return (int)v; }\n\
               __device__ int f(int n) {\n\
                 int a = n, b = 100;\n\
                 inc(a, 5);\n\
                 inc(a, b);\n\
                 swap(a, b);\n\
                 int& r = a;\n\
                 r = r * 2;\n\
                 const int& c = 7;\n\
                 int w = 0;\n\
                 return a * 1000 + b + c + pick(3, w) + w;\n\
               }";
    // a = n + 5 + 100 = 106, swap -> a = 100, b = 106; r doubles a -> 200.
    assert_eq!(run_int(src, "f", &[1]), 200 * 1000 + 106 + 7 + 3 + 1);
}

#[test]
fn namespaces_scope_names() {
    let src = "namespace util {\n\
                 __device__ int sq(int x) { return x * x; }\n\
                 namespace deep { __device__ int cube(int x) { return x * sq(x); } }\n\
                 using u8 = unsigned char;\n\
               }\n\
               namespace util { __device__ int sq(long x) { return 1000; } }\n\
               __device__ int sq(int x) { return -1; }\n\
               namespace { __device__ int hidden() { return 7; } }\n\
               __device__ int f(int x) {\n\
                 int r = util::sq(x) + util::deep::cube(x) + ::sq(x) + hidden();\n\
                 util::u8 small = 300;\n\
                 using namespace util::deep;\n\
                 r += cube(2);\n\
                 using util::sq;\n\
                 return r + small + sq(3L);\n\
               }";
    // 9 + 27 - 1 + 7 + 8 + 44 (300 as unsigned char) + 1000.
    assert_eq!(run_int(src, "f", &[3]), 9 + 27 - 1 + 7 + 8 + 44 + 1000);
}

#[test]
fn const_variables_are_constant_expressions() {
    let src = "const int BLOCK = 4;\n\
               constexpr int N = BLOCK * 2;\n\
               static const unsigned K = 3u;\n\
               __device__ int f(int x) {\n\
                 const int B = 5;\n\
                 int a[BLOCK]; int b[N]; int c[B]; int d[K];\n\
                 static_assert(sizeof(a) + sizeof(b) + sizeof(c) + sizeof(d) == 4 * (4 + 8 + 5 + 3));\n\
                 switch (x) { case B: return 1; case BLOCK: return 2; default: return 0; }\n\
               }";
    assert_eq!(run_int(src, "f", &[5]), 1);
    assert_eq!(run_int(src, "f", &[4]), 2);
}

#[test]
fn template_instances_compute() {
    let src = "template <typename T> __device__ T sum3(T a, T b, T c) { return a + b + c; }\n\
               template <int N> __device__ int times(int x) { return N * x; }\n\
               template <typename T> __device__ T fact(T n) { return n <= 1 ? 1 : n * fact(n - 1); }\n\
               __device__ long f(int x) { return sum3(x, 2, 3) + sum3<long>(1, 2, 3) + times<7>(x) + fact(5) + (long)sum3(0.5f, 0.25f, 0.25f); }";
    // sum3(4,2,3) = 9, 6, 28, 120, 1.
    assert_eq!(run_int(src, "f", &[4]), 9 + 6 + 28 + 120 + 1);
}

#[test]
fn decltype_names_types() {
    let src = "__device__ long f(int x) {\n\
                 long big = 5;\n\
                 decltype(big) copy = x;\n\
                 decltype(big + 1) sum = copy + 1;\n\
                 decltype((big)) alias = big;\n\
                 alias = 100;\n\
                 static_assert(sizeof(decltype(x * 2.0f)) == 4);\n\
                 return copy + sum + big;\n\
               }";
    // copy = 3, sum = 4, big = 100 through the reference.
    assert_eq!(run_int(src, "f", &[3]), 3 + 4 + 100);
}

#[test]
fn alignof_and_attributes() {
    let src = "[[nodiscard]] __device__ int g() { return 2; }\n\
               __device__ __attribute__((noinline)) int h() { return 3; }\n\
               __device__ int f(int x) {\n\
                 [[maybe_unused]] int unused = 0;\n\
                 double d = 0;\n\
                 return alignof(double) + alignof(char[3]) + __alignof__(d) + _Alignof(short) + g() + h();\n\
               }";
    assert_eq!(run_int(src, "f", &[0]), 8 + 1 + 8 + 2 + 2 + 3);
}

#[test]
fn constexpr_functions_are_evaluated_at_compile_time() {
    let src = "constexpr int div_up(int a, int b) { return (a + b - 1) / b; }\n\
               constexpr int log2i(unsigned v) { int r = 0; while (v > 1) { v >>= 1; r++; } return r; }\n\
               constexpr long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n\
               template <int N> __device__ int twice() { return 2 * N; }\n\
               __device__ int f(int x) {\n\
                 int a[div_up(10, 4)];\n\
                 static_assert(sizeof(a) == 12 && log2i(1024) == 10 && fib(15) == 610);\n\
                 switch (x) { case log2i(8): return twice<div_up(7, 2)>(); default: return div_up(x, 2); }\n\
               }";
    assert_eq!(run_int(src, "f", &[3]), 8);
    assert_eq!(run_int(src, "f", &[9]), 5);
}

#[test]
fn template_deduction_through_const_references_and_pointers() {
    let src = "template <typename T> __device__ T mx(const T& a, const T& b) { return a > b ? a : b; }\n\
               template <typename T> __device__ T first(const T* p) { return *p; }\n\
               __device__ long f(int x) { int y = 7; long l = 9; return mx(x, y) + mx(l, 3L) + first(&y); }";
    assert_eq!(run_int(src, "f", &[4]), 7 + 9 + 7);
}
