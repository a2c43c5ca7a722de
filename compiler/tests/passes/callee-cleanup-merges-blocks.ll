; pass: callee-cleanup
; A device function without loops leaves callee-cleanup in as few blocks as it
; takes (the jump to IR generation's return block is gone), so the inliner can
; copy it in place of its calls; a function keeping a loop keeps its blocks.
define internal float @twice(float %x) {
entry:
  %m = fmul float %x, 2.0
  br label %return
return:
  ret float %m
}
define internal i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %n
  br i1 %done, label %exit, label %loop
exit:
  br label %return
return:
  ret i32 %inc
}
; CHECK: define internal float @twice(float %x) {
; CHECK: fmul float %x
; CHECK-NOT: br label
; CHECK: ret float
; CHECK: define internal i32 @count(i32 %n) {
; CHECK: phi i32
; CHECK: br label
; CHECK: ret i32
