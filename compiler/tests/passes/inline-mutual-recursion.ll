; pass: inline
; `even` and `odd` call each other: in `top`, `even` is inlined, then the
; `odd` its body calls; the call to `even` that came with `odd`'s body stays a
; call (an inlined `even` is further up its chain), so the walk ends after one
; copy of each instead of unrolling the recursion until the size limit.
define i32 @top(i32 %x) {
entry:
  %r = call i32 @even(i32 %x)
  ret i32 %r
}
define internal i32 @even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = sub i32 %n, 1
  %r = call i32 @odd(i32 %m)
  ret i32 %r
}
define internal i32 @odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}
; CHECK: define i32 @top(i32 %x) {
; CHECK-NOT: call i32 @odd
; CHECK: call i32 @even
; CHECK-NOT: call
; CHECK: odd.exit:
; CHECK-NOT: call
; CHECK: even.exit:
; CHECK-NOT: call
; CHECK: define internal i32 @even
