//! Conversion tests: a table of C/C++ expressions with the type the standard gives them, and
//! of constant expressions with the value the target computes.

use crate::diag::Diags;
use crate::il::{Expr, StmtKind};
use crate::parser::Parser;
use crate::preprocess::preprocess;
use crate::sema::Sema;
use crate::source::SourceMap;
use crate::symbol::Interner;
use crate::FrontendOptions;

/// Variables every case can use.
const PARAMS: &str = "bool b, char c, signed char sc, unsigned char uc, short s, unsigned short us, \
                      int i, unsigned u, long l, unsigned long ul, long long ll, unsigned long long ull, \
                      float f, double d, float* p, const float* cp, int* ip";

/// Analyses `expr` as an expression statement and hands the IL to `check`.
fn with_expr(expr: &str, check: impl FnOnce(&Sema, &Expr)) {
    let src = format!("__device__ void t({PARAMS}) {{ {expr}; }}");
    let arena = bumpalo::Bump::new();
    let mut sm = SourceMap::new();
    let main = sm.add_builtin("t.cu", src);
    let mut interner = Interner::new();
    let mut diags = Diags::new();
    let toks = preprocess(&mut sm, main, &FrontendOptions::default(), &mut interner, &mut diags);
    let mut sema = Sema::new(&arena, interner, diags);
    Parser::new(toks, &mut sema).parse_translation_unit();
    let sema = &sema;
    let msgs: Vec<_> = sema.diags.list.iter().map(|d| d.message.clone()).collect();
    assert!(!sema.diags.has_errors(), "`{expr}`: {msgs:?}");
    let body = sema.functions[0].body.expect("defined");
    let StmtKind::Compound(stmts) = body.kind else {
        panic!("body")
    };
    let StmtKind::Expr(e) = stmts[0].kind else {
        panic!("expr stmt")
    };
    check(sema, e);
}

#[test]
fn expression_types() {
    let table: &[(&str, &str)] = &[
        // Integral promotions.
        ("c + c", "int"),
        ("uc + uc", "int"),
        ("s * us", "int"),
        ("b + b", "int"),
        ("-us", "int"),
        ("~c", "int"),
        ("+sc", "int"),
        // Usual arithmetic conversions.
        ("u + i", "unsigned int"),
        ("l + u", "long"),
        ("ul + l", "unsigned long"),
        ("ll + ul", "unsigned long long"),
        ("l + ll", "long long"),
        ("u + ll", "long long"),
        ("ull - i", "unsigned long long"),
        ("i + f", "float"),
        ("f + d", "double"),
        ("l * f", "float"),
        ("ull / f", "float"),
        ("c % s", "int"),
        ("u & l", "long"),
        // Shifts: the left operand's promoted type.
        ("c << l", "int"),
        ("u >> ll", "unsigned int"),
        ("ll << c", "long long"),
        // Comparisons and logical operators give bool.
        ("i < u", "bool"),
        ("f == i", "bool"),
        ("p != 0", "bool"),
        ("p < cp", "bool"),
        ("i && p", "bool"),
        ("!i", "bool"),
        // Pointers.
        ("p + i", "float *"),
        ("ul + p", "float *"),
        ("p - 1", "float *"),
        ("p - p", "long"),
        ("cp - p", "long"),
        ("p[i]", "float"),
        ("*cp", "const float"),
        ("&i", "int *"),
        ("&p[1]", "float *"),
        // Conditional operator.
        ("i ? f : l", "float"),
        ("i ? p : 0", "float *"),
        ("i ? p : cp", "const float *"),
        ("b ? i : i", "int"),
        // nullptr keeps std::nullptr_t through commas and ?:; two null pointer
        // constants have it as their composite type (nvcc; g++ rejects `nullptr : 0`).
        ("nullptr", "std::nullptr_t"),
        ("(i, nullptr)", "std::nullptr_t"),
        ("b ? nullptr : nullptr", "std::nullptr_t"),
        ("b ? nullptr : 0", "std::nullptr_t"),
        ("b ? p : (i, nullptr)", "float *"),
        ("b ? (void*)p : cp", "const void *"),
        ("nullptr == 0", "bool"),
        // Relational comparisons with a null pointer constant, as nvcc accepts them.
        ("p < 0", "bool"),
        ("nullptr >= p", "bool"),
        ("1 ? 'a' : 2", "int"),
        // Assignment keeps the left type.
        ("c += 1", "char"),
        ("f *= d", "float"),
        ("p += l", "float *"),
        ("i = d", "int"),
        ("i++", "int"),
        ("++c", "char"),
        ("p--", "float *"),
        // sizeof, casts, comma, literals.
        ("sizeof(i)", "unsigned long"),
        ("sizeof i + 1", "unsigned long"),
        ("(float)i", "float"),
        ("(float(i))", "float"),
        ("(unsigned char)i", "unsigned char"),
        ("0 + size_t(i)", "unsigned long"),
        ("(void)i", "void"),
        ("(i, f)", "float"),
        ("2147483647", "int"),
        ("2147483648", "long"),
        ("0xFFFFFFFF", "unsigned int"),
        ("0x7FFFFFFFFFFFFFFF", "long"),
        ("0xFFFFFFFFFFFFFFFF", "unsigned long"),
        ("10u", "unsigned int"),
        ("10ll", "long long"),
        ("'a'", "char"),
        ("1.0f", "float"),
        ("1.0", "double"),
        ("true", "bool"),
        ("threadIdx.x", "unsigned int"),
        ("warpSize", "int"),
        ("threadIdx.x + i", "unsigned int"),
        ("blockIdx.y * 1L", "long"),
    ];
    for &(expr, ty) in table {
        with_expr(expr, |sema, e| {
            assert_eq!(sema.types.display(e.ty), ty, "type of `{expr}`");
        });
    }
}

#[test]
fn value_categories() {
    for (expr, lvalue) in [
        ("i", true),
        ("i + 1", false),
        ("p[0]", true),
        ("*p", true),
        ("++i", true),
        ("i++", false),
        ("i = 2", true),
        ("i += 2", true),
        ("b ? i : i", true),
        ("b ? i : l", false),
        ("(i, l)", true),
        ("threadIdx.x", false),
    ] {
        with_expr(expr, |_, e| assert_eq!(e.lvalue, lvalue, "lvalue-ness of `{expr}`"));
    }
}

#[test]
fn constant_values() {
    let table: &[(&str, i128)] = &[
        ("-1 < 1u", 0),
        ("-1 < 1", 1),
        ("-1L < 1u", 1),
        ("-1LL < 1ULL", 0),
        ("(unsigned char)300", 44),
        ("(char)200", -56),
        ("(short)65535", -1),
        ("0u - 1", 4294967295),
        ("0ul - 1", 18446744073709551615),
        ("7 / -2", -3),
        ("7 % -2", 1),
        ("-7 % 2", -1),
        ("-8 >> 1", -4),
        ("0xFFFFFFFFu >> 28", 15),
        ("1 << 31", -2147483648),
        ("sizeof(long)", 8),
        ("sizeof(int[10])", 40),
        ("sizeof(char*)", 8),
        ("sizeof(bool)", 1),
        ("sizeof 1.0f", 4),
        ("(bool)7", 1),
        ("'a' + 1", 98),
        ("(int)3.9", 3),
        ("1 ? 2 : 3", 2),
        ("!5", 0),
        ("~0u", 4294967295),
        ("2 && 0", 0),
        ("0 || 3", 1),
    ];
    for &(expr, value) in table {
        with_expr(expr, |sema, e| {
            assert_eq!(sema.const_int(e), Some(value), "value of `{expr}`");
        });
    }
}

/// Renders the cast chain applied to each operand of a binary expression.
fn operand_casts(sema: &Sema, e: &Expr) -> String {
    let mut dump = String::new();
    fn walk(sema: &Sema, e: &Expr, out: &mut String) {
        use crate::il::ExprKind;
        match e.kind {
            ExprKind::Cast { kind, operand } => {
                out.push_str(&format!("{kind:?}->{} ", sema.types.display(e.ty)));
                walk(sema, operand, out);
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                walk(sema, lhs, out);
                out.push_str("| ");
                walk(sema, rhs, out);
            }
            _ => {}
        }
    }
    walk(sema, e, &mut dump);
    dump.trim().to_string()
}

#[test]
fn implicit_conversions_are_explicit_casts() {
    let table: &[(&str, &str)] = &[
        (
            "i < u",
            "IntegralCast->unsigned int LValueToRValue->int | LValueToRValue->unsigned int",
        ),
        (
            "c + c",
            "IntegralCast->int LValueToRValue->char | IntegralCast->int LValueToRValue->char",
        ),
        ("i + f", "IntToFloat->float LValueToRValue->int | LValueToRValue->float"),
        (
            "f + d",
            "FloatCast->double LValueToRValue->float | LValueToRValue->double",
        ),
        ("b + 1", "IntegralCast->int LValueToRValue->bool |"),
        (
            "l + u",
            "LValueToRValue->long | IntegralCast->long LValueToRValue->unsigned int",
        ),
        ("p + i", "LValueToRValue->float * | LValueToRValue->int"),
        (
            "cp == p",
            "LValueToRValue->const float * | BitCast->const float * LValueToRValue->float *",
        ),
        ("p == 0", "LValueToRValue->float * | NullToPointer->float *"),
    ];
    for &(expr, casts) in table {
        with_expr(expr, |sema, e| {
            assert_eq!(operand_casts(sema, e), casts, "casts in `{expr}`")
        });
    }
}

#[test]
fn compound_assignment_computes_in_the_common_type() {
    use crate::il::{CastKind, ExprKind};
    with_expr("c += f", |sema, e| {
        let ExprKind::CompoundAssign {
            compute_ty,
            to_compute,
            from_compute,
            rhs,
            ..
        } = e.kind
        else {
            panic!("not a compound assignment")
        };
        assert_eq!(sema.types.display(compute_ty), "float");
        assert_eq!((to_compute, from_compute), (CastKind::IntToFloat, CastKind::FloatToInt));
        assert_eq!(sema.types.display(rhs.ty), "float");
    });
    with_expr("s <<= l", |sema, e| {
        let ExprKind::CompoundAssign { compute_ty, rhs, .. } = e.kind else {
            panic!()
        };
        assert_eq!(sema.types.display(compute_ty), "int");
        assert_eq!(sema.types.display(rhs.ty), "long");
    });
    with_expr("u -= i", |sema, e| {
        let ExprKind::CompoundAssign {
            compute_ty, to_compute, ..
        } = e.kind
        else {
            panic!()
        };
        assert_eq!(sema.types.display(compute_ty), "unsigned int");
        assert_eq!(to_compute, CastKind::NoOp);
    });
    with_expr("b |= 2", |sema, e| {
        let ExprKind::CompoundAssign {
            compute_ty,
            from_compute,
            ..
        } = e.kind
        else {
            panic!()
        };
        assert_eq!(sema.types.display(compute_ty), "int");
        assert_eq!(from_compute, CastKind::IntToBool);
    });
}
