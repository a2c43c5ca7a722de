; pass: inline
; A call to a small internal function is replaced by the callee's body, its
; argument substituted, and its two returns merged by a phi.
define internal i32 @abs_of(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %flip, label %done
flip:
  %m = sub i32 0, %x
  ret i32 %m
done:
  ret i32 %x
}
define i32 @f(i32 %a) {
entry:
  %r = call i32 @abs_of(i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}
; CHECK: define i32 @f(
; CHECK-NOT: call
; CHECK: icmp slt i32 %a, 0
; CHECK: sub i32 0, %a
; CHECK: phi i32
; CHECK: add i32
