; pass: legalize-i128
; A shift by a constant needs no select between the below-64 and the
; 64-and-above forms: `a >> 3` is two shifts and an `or` for the low half and
; one shift for the high half, `a << 70` moves the low half up by 6 into the
; high half and leaves 0 below, `a >> 64` (arithmetic) is the high half and its
; sign.
define internal i128 @f(i128 %a) {
entry:
  %r = lshr i128 %a, 3
  %l = shl i128 %a, 70
  %s = ashr i128 %a, 64
  %x = xor i128 %r, %l
  %y = xor i128 %x, %s
  ret i128 %y
}
; CHECK: define internal <2 x i64> @f(<2 x i64> %a)
; CHECK-NOT: select
; CHECK: lshr i64 %0, 3
; CHECK: shl i64 %1, 61
; CHECK: lshr i64 %1, 3
; CHECK: shl i64 %0, 6
; CHECK: ashr i64 %1, 63
; CHECK-NOT: select
; CHECK: ret <2 x i64>
