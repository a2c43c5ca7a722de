; pass: bit-idioms
; `(x ^ s) - s` and `(x + s) ^ s` with `s = x >> 31` (arithmetic) are the
; absolute value, `llvm.abs` (one `abs.s32`), the smallest value wrapping to
; itself as in the idiom. A shift by less than the width, or of another
; value, is no sign and stays.
define i32 @f(i32 %x, i32 %y) {
entry:
  %s = ashr i32 %x, 31
  %t = xor i32 %x, %s
  %a = sub i32 %t, %s
  %u = add i32 %s, %x
  %b = xor i32 %s, %u
  %r = ashr i32 %y, 30
  %v = xor i32 %y, %r
  %c = sub i32 %v, %r
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  ret i32 %abc
}
; CHECK: define i32 @f(
; CHECK: call i32 @llvm.abs.i32(i32 %x, i1 false)
; CHECK: call i32 @llvm.abs.i32(i32 %x, i1 false)
; CHECK: %c = sub i32 %v, %r
; CHECK-NOT: llvm.abs
; CHECK: ret i32 %abc
