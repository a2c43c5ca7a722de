; pass: instcombine
; `(x + c) * 2^s` with nsw, x a known multiple of 2^k and 0 <= c < 2^k, is
; `(x << s) + (c << s)`: the copies of an unrolled `(t * 4 + j) * 4` share
; `t << 4` and keep `j * 4` as a constant offset. A scaled scaled value is
; one shift (`(t * 4) * 4` is `t << 4`). Not when c reaches 2^k (x * 4 could
; overflow where (x + 4) * 4 does not), or for a negative c. Without nsw on
; the sum (unsigned arithmetic), a sum with no other use is distributed as it
; wraps, no flags claimed (`(x + 1) * 4` is `t * 16 + 4` modulo 2^32).
define i32 @f(i32 %t, i32 %u) {
entry:
  %x = mul nsw i32 %t, 4
  %s0 = mul nsw i32 %x, 4
  %a1 = add nsw i32 %x, 1
  %s1 = mul nsw i32 %a1, 4
  %a3 = add nsw i32 %x, 3
  %s3 = shl nsw i32 %a3, 2
  %a4 = add nsw i32 %x, 4
  %s4 = mul nsw i32 %a4, 4
  %w1 = add i32 %x, 1
  %s5 = mul nsw i32 %w1, 4
  %n1 = add nsw i32 %x, -1
  %s6 = mul nsw i32 %n1, 4
  %r0 = add i32 %s0, %s1
  %r1 = add i32 %r0, %s3
  %r2 = add i32 %r1, %s4
  %r3 = add i32 %r2, %s5
  %r4 = add i32 %r3, %s6
  ret i32 %r4
}
; CHECK: %0 = shl nsw i32 %t, 4
; CHECK: %1 = shl nsw i32 %t, 4
; CHECK-NEXT: %2 = add nsw i32 %1, 4
; CHECK: %3 = shl nsw i32 %t, 4
; CHECK-NEXT: %4 = add nsw i32 %3, 12
; CHECK: %s4 = mul nsw i32 %a4, 4
; CHECK: %5 = mul i32 %t, 16
; CHECK-NEXT: %6 = add i32 %5, 4
; CHECK: %s6 = mul nsw i32 %n1, 4
; CHECK: %r0 = add i32 %0, %2
