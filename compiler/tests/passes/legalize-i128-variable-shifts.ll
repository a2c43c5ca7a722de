; pass: legalize-i128
; Shifts of an i128 by a variable amount: PTX clamps shift amounts to the
; width (a shift by 64 or more gives 0), so `shl` and `lshr` need no select:
; `64 - n` moves the bits crossing between the halves (nothing for n = 0)
; and `n - 64` the other half for n >= 64 (nothing below 64); `ashr`, whose
; clamped shift gives the sign, keeps one select for its low half.
define i128 @f(i128 %a, i128 %n) {
entry:
  %l = shl i128 %a, %n
  %r = lshr i128 %a, %n
  %s = ashr i128 %a, %n
  %x = xor i128 %l, %r
  %y = xor i128 %x, %s
  ret i128 %y
}
; CHECK: define <2 x i64> @f(
; CHECK: sub i64 64,
; CHECK: sub i64 %2, 64
; CHECK-NOT: select
; CHECK: ashr i64
; CHECK: icmp ult i64
; CHECK: select i1
; CHECK-NOT: select
; CHECK: ret <2 x i64>
