; pass: loop-unroll
; `#pragma unroll` over four iterations: the copies' latch jumps are no
; longer back edges, so none keeps the loop's `!llvm.loop` hints (which would
; keep merge-blocks from joining the copies into one block, and loads placed
; late would then sit in the copy that uses them, apart from their
; neighbours, and miss the vectorizer).
define i32 @sum(ptr %p) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %acc = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %gep, align 4
  %add = add i32 %acc, %v
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0
for.end:
  ret i32 %acc
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
; CHECK: define i32 @sum(
; CHECK-NOT: phi i32
; CHECK: getelementptr inbounds i32, ptr %p, i64 3
; CHECK-NOT: !llvm.loop
; CHECK: ret i32
