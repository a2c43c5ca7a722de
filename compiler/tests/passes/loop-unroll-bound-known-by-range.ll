; pass: loop-unroll
; `for (j = 0; j <= t % 2; j++)` with `t` a thread index (non-negative, so
; `t % 2` is 0 or 1): the bound is not a constant but its range is known, so
; the loop runs one or two times. It becomes two copies: the first always runs
; (0 <= t % 2 whatever t), the second keeps its test (1 <= t % 2), and the
; loop's result is a phi at the exit over the two ways out. No third test:
; 2 <= t % 2 never holds.
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define i32 @f(i32 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = srem i32 %t, 2
  br label %for.cond
for.cond:
  %j = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %for.body ]
  %cmp = icmp sle i32 %j, %r
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %sh = mul nsw i32 %j, 4
  %v = ashr i32 %x, %sh
  %sum = add i32 %acc, %v
  %inc = add nsw i32 %j, 1
  br label %for.cond
for.end:
  ret i32 %acc
}
; CHECK: %r = srem i32 %t, 2
; CHECK: for.cond.unr0:
; CHECK: br label %for.body.unr0
; CHECK: for.cond.unr1:
; CHECK: %cmp2 = icmp sle i32 1, %r
; CHECK: br i1 %cmp2, label %for.body.unr1, label %for.end
; CHECK: %v2 = ashr i32 %x, 4
; CHECK: %sum2 = add i32 %x, %v2
; CHECK: for.cond.unr2:
; CHECK-NOT: br i1
; CHECK: br label %for.end
; CHECK: %0 = phi i32 [ %sum2, %for.cond.unr2 ], [ %x, %for.cond.unr1 ]
; CHECK: ret i32 %0
