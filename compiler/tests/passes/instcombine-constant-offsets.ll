; pass: instcombine
; `(x + c1) + c2` is `x + (c1 + c2)`, also through `- c` (wrapping, so the
; no-wrap flags go): `k++` then `++k` read as `k + 2`.
define i32 @f(i32 %k, i8 %b) {
entry:
  %k1 = add nsw i32 %k, 1
  %k2 = add nsw i32 %k1, 1
  %k3 = sub i32 %k2, 5
  %b1 = add i8 %b, 100
  %b2 = add i8 %b1, 100
  %w = zext i8 %b2 to i32
  %r = add i32 %k3, %w
  ret i32 %r
}
; CHECK: add i32 %k, 2
; CHECK: add i32 %k1, -4
; CHECK: add i8 %b, -56
