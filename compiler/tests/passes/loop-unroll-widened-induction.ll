; pass: loop-unroll
; `for (unsigned i = 0; i < (sizeof(T) + 3) / 4; ++i)` (cooperative groups'
; shuffle of a record word by word; cuda-samples' shfl_scan: a `uint4`
; through `tile.shfl_xor`, 112 B of stack, nvcc none): the compare is of the
; counter zero-extended to the `size_t` bound's width. Its trips are counted
; on the extended values (0..3 against 4): four copies, each word's index a
; constant, so the local record is promoted. A sign-extended counter (`int i`
; against a `size_t` bound) is not taken yet: unrolled, cuda-samples' WMMA
; GEMMs' 16-trip copy loops reached 255 registers and spilled.
define void @words(ptr %u) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %conv = zext i32 %i to i64
  %cmp = icmp ult i64 %conv, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %u, i64 %idx
  %w = load i32, ptr %p, align 4
  %x = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %w, i32 1, i32 31)
  store i32 %x, ptr %p, align 4
  %inc = add i32 %i, 1
  br label %for.cond

for.end:
  ret void
}
define void @sign_extended(ptr %u) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %conv = sext i32 %i to i64
  %cmp = icmp slt i64 %conv, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:
  store i32 %i, ptr %u, align 4
  %inc = add i32 %i, 1
  br label %for.cond

for.end:
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
; CHECK: define void @words(
; CHECK: getelementptr inbounds i32, ptr %u, i64 0
; CHECK: getelementptr inbounds i32, ptr %u, i64 1
; CHECK: getelementptr inbounds i32, ptr %u, i64 2
; CHECK: getelementptr inbounds i32, ptr %u, i64 3
; CHECK-NOT: icmp ult i64
; CHECK: define void @sign_extended(
; CHECK: phi i32
; CHECK: icmp slt i64 %conv, 4
