; pass: instsimplify
; `lshr x, 32` of an i64 has only its low 32 bits: masked by 0xffffffff it is
; itself, and shifted right by 32 again it is 0 (Payne-Hanek's carries,
; `carry & 0xffffffff` and `carry >> 32`, of a float's 24-bit mantissa).
define i64 @f(i64 %p, i64 %q) {
entry:
  %c = lshr i64 %p, 32
  %lo = and i64 %c, 4294967295
  %hi = lshr i64 %c, 32
  %s = add i64 %lo, %q
  %t = add i64 %s, %hi
  ret i64 %t
}
; CHECK: define i64 @f(
; CHECK: %c = lshr i64 %p, 32
; CHECK-NOT: and i64
; CHECK: %s = add i64 %c, %q
; CHECK: ret i64 %s
