; pass: instcombine
; The sign of a difference that cannot wrap is a comparison of its operands;
; a truth value shifted or multiplied by a constant is a select of constants.
define i32 @f(i64 %a, i64 %b, i1 %p) {
entry:
  %d = sub nsw i64 %a, %b
  %gt = icmp sgt i64 %d, 0
  %w = sub i64 %a, %b
  %wgt = icmp slt i64 %w, 0
  %z = zext i1 %gt to i32
  %s = shl i32 %z, 5
  %zw = zext i1 %wgt to i32
  %m = mul i32 %zw, 3
  %r = or i32 %s, %m
  ret i32 %r
}
; CHECK: icmp sgt i64 %a, %b
; CHECK: icmp slt i64 %w, 0
; CHECK: select i1
; CHECK: i32 32, i32 0
; CHECK: select i1 %wgt, i32 3, i32 0
; CHECK-NOT: shl
