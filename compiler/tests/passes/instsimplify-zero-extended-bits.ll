; pass: instsimplify
; What a zero extension leaves known: shifted right by its source width or more it
; is 0 (then `0 * v` is 0 and `0 + x` is x), and masked by a constant covering
; its source bits it is itself. A shift by less, a mask missing a source bit and
; a sign extension stay.
define i64 @f(i32 %u, i64 %v, i64 %w) {
entry:
  %m = zext i32 %u to i64
  %hi = lshr i64 %m, 32
  %lo = and i64 %m, 4294967295
  %p = mul i64 %hi, %v
  %s = add i64 %p, %w
  %t = mul i64 %lo, %s
  %part = lshr i64 %m, 31
  %cut = and i64 %m, 2147483647
  %x = sext i32 %u to i64
  %xs = lshr i64 %x, 32
  %a = add i64 %t, %part
  %b = add i64 %a, %cut
  %r = add i64 %b, %xs
  ret i64 %r
}
; CHECK-NOT: %hi =
; CHECK-NOT: %lo =
; CHECK-NOT: %p =
; CHECK-NOT: %s =
; CHECK: %t = mul i64 %m, %w
; CHECK: %part = lshr i64 %m, 31
; CHECK: %cut = and i64 %m, 2147483647
; CHECK: %xs = lshr i64 %x, 32
