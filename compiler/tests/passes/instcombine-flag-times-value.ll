; pass: instcombine
; A flag times a value, `(e > 0) * n`, is `e > 0 ? n : 0`: one `selp` where
; the flag's `selp` and a `mul` ran (HeCBench mxfp4's rounding multiplies
; flags by counts, nvcc selects them).
define i32 @f(i32 %e, i32 %n) {
entry:
  %c = icmp sgt i32 %e, 0
  %z = zext i1 %c to i32
  %p = mul i32 %z, %n
  %q = mul i32 %n, %z
  %s = add i32 %p, %q
  ret i32 %s
}
; CHECK: select i1 %c, i32 %n, i32 0
; CHECK: select i1 %c, i32 %n, i32 0
; CHECK-NOT: mul i32
