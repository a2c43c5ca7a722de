; pass: loop-unroll
; `for (off = 16; off > 0; off /= 2)` (a warp reduction): the step divides,
; the trip count (5: 16, 8, 4, 2, 1) comes from running the induction
; variable as for `i += c`, and the loop becomes five copies.
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
define i32 @f(i32 %v0) {
entry:
  br label %for.cond
for.cond:
  %off = phi i32 [ 16, %entry ], [ %half, %for.body ]
  %v = phi i32 [ %v0, %entry ], [ %sum, %for.body ]
  %cmp = icmp sgt i32 %off, 0
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %o = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %off, i32 31)
  %sum = add i32 %v, %o
  %half = sdiv i32 %off, 2
  br label %for.cond
for.end:
  ret i32 %v
}
; CHECK-NOT: phi
; CHECK: i32 %v0, i32 16, i32 31)
; CHECK: i32 8, i32 31)
; CHECK: i32 4, i32 31)
; CHECK: i32 2, i32 31)
; CHECK: i32 1, i32 31)
; CHECK-NOT: icmp
; CHECK-NOT: shfl
; CHECK: ret i32 %sum5
