; pass: instcombine
; `bool c = (v > 0) != a` compares two widened truth values: it is their
; xor; `(int)!d` widens a negation: a select of 0 and 1; and `signed char
; c; c += 100` extends c's low byte only to truncate the sum back to a byte:
; the add reads the full value (its low byte is the same), as does
; `unsigned short us * 7`. A shift's amount is not narrowed.
define i32 @f(i32 %v, i1 %a, i1 %d, i32 %x) {
entry:
  %gt = icmp sgt i32 %v, 0
  %wg = zext i1 %gt to i32
  %wa = zext i1 %a to i32
  %c = icmp ne i32 %wg, %wa
  %nd = xor i1 %d, true
  %wn = zext i1 %nd to i32
  %b = trunc i32 %x to i8
  %e = sext i8 %b to i32
  %s = add nsw i32 %e, 100
  %t = trunc i32 %s to i8
  %h = trunc i32 %x to i16
  %z = zext i16 %h to i32
  %m = mul i32 %z, 7
  %mt = trunc i32 %m to i16
  %k = trunc i32 %v to i8
  %ke = zext i8 %k to i32
  %sh = shl i32 %x, %ke
  %st = trunc i32 %sh to i8
  %w1 = sext i8 %t to i32
  %w2 = zext i16 %mt to i32
  %w3 = zext i8 %st to i32
  %wc = zext i1 %c to i32
  %r1 = add i32 %w1, %w2
  %r2 = add i32 %r1, %w3
  %r3 = add i32 %r2, %wc
  %r4 = add i32 %r3, %wn
  ret i32 %r4
}
; CHECK: xor i1 %gt, %a
; CHECK: select i1 %d, i32 0, i32 1
; CHECK: add i32 %x, 100
; CHECK: trunc i32
; CHECK: mul i32 %x, 7
; CHECK: %sh = shl i32 %x, %ke
; CHECK: %st = trunc i32 %sh to i8
