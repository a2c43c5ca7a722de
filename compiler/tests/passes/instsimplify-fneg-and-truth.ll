; pass: instsimplify
; `fneg` of a float constant is the constant with its sign flipped (exact);
; an `i1` widened to `int` and compared `!= 0` (a C truth value such as
; `__isinff`'s tested by an `if`) is the `i1` itself; and the negation of a
; compare used nowhere else is the compare with the opposite predicate
; (`!(x < 105)` on floats is "unordered or >=").
define float @f(float %x, i32 %u) {
entry:
  %n = fneg float 0x3E6777A5C0000000
  %m = fmul float %x, %n
  %d = fneg double 2.5
  %t = fptrunc double %d to float
  %small = fcmp olt float %x, 1.050000e+02
  %big = xor i1 %small, true
  br i1 %big, label %c0, label %b
c0:
  %inf = icmp eq i32 %u, 2139095040
  %w = zext i1 %inf to i32
  %c = icmp ne i32 %w, 0
  br i1 %c, label %a, label %b
a:
  ret float %m
b:
  ret float %t
}
; The narrowed constant folds too (`float_consts.rs`): `ret float -2.5`.
; CHECK: define float @f(
; CHECK-NOT: fneg
; CHECK: %m = fmul float %x, 0xBE6777A5C0000000
; CHECK-NOT: fneg
; CHECK-NOT: fptrunc
; CHECK: %small = fcmp uge float %x, 1.050000e+02
; CHECK-NOT: xor
; CHECK: br i1 %small, label %c0, label %b
; CHECK-NOT: icmp ne
; CHECK: br i1 %inf, label %a, label %b
; CHECK: ret float -2.500000e+00
