; pass: instcombine
; `(x + c1) + c2` is `x + (c1 + c2)`, also through `- c`: `k++` then `++k`
; read as `k + 2`; a longer chain folds whole (`k + 1 + 1 - 5` is `k - 3`:
; one sweep of pairs would leave `k1 - 4`). The sum is `nsw` when both steps were and the constants
; have one sign (the value lies between two that did not overflow); a step
; without the flag, constants of both signs, or a `sub nsw` of the smallest
; value (no `add nsw` of its negation) make it a wrapping add.
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
define i32 @g(i32 %k) {
entry:
  %d1 = sub nsw i32 %k, 3
  %d2 = add nsw i32 %d1, -4
  %u1 = add nsw i32 %k, 3
  %u2 = add nsw i32 %u1, -1
  %m1 = sub nsw i32 %k, -2147483648
  %m2 = add nsw i32 %m1, 1
  %s = add i32 %d2, %u2
  %r = add i32 %s, %m2
  ret i32 %r
}
; CHECK: define i32 @f(
; CHECK: add nsw i32 %k, 2
; CHECK: add i32 %k, -3
; CHECK: add i8 %b, -56
; CHECK: define i32 @g(
; CHECK: add nsw i32 %k, -7
; CHECK: add i32 %k, 2
; CHECK: add i32 %k, -2147483647
