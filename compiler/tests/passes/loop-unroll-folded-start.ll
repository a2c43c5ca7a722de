; pass: loop-unroll
; `for (mask = NV / 2; mask >= 1; mask /= 2)` with NV a template argument: IR
; generation leaves the start as `sdiv i32 4, 2` (instsimplify folds it only
; later), and the loop still counts: two copies, with masks 2 and 1.
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
define float @f(float %x) {
entry:
  %start = sdiv i32 4, 2
  br label %for.cond
for.cond:
  %acc = phi float [ %x, %entry ], [ %sum, %for.body ]
  %mask = phi i32 [ %start, %entry ], [ %half, %for.body ]
  %cmp = icmp sge i32 %mask, 1
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %o = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %acc, i32 %mask, i32 31)
  %sum = fadd float %acc, %o
  %half = sdiv i32 %mask, 2
  br label %for.cond
for.end:
  ret float %acc
}
; CHECK: for.body.unr0:
; CHECK: call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %x, i32 2, i32 31)
; CHECK: for.body.unr1:
; CHECK: i32 1, i32 31)
; CHECK-NOT: br i1
; CHECK: ret float
