; pass: loop-unroll
; Loops stay loops when the trip count is not a constant (the bound is an
; argument) or when `#pragma unroll 1` marks the back edge; the same loop
; without the mark is unrolled (eight copies, the last value 8 returned).
define i32 @runtime_bound(i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %inc = add nsw i32 %i, 1
  br label %for.cond

for.end:
  ret i32 %i
}

define i32 @pragma_one() {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  ret i32 %i
}

define i32 @unmarked() {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %inc = add nsw i32 %i, 1
  br label %for.cond

for.end:
  ret i32 %i
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
; CHECK: define i32 @runtime_bound
; CHECK: %i = phi i32
; CHECK: icmp slt i32 %i, %n
; CHECK: define i32 @pragma_one
; CHECK: %i = phi i32
; CHECK: icmp slt i32 %i, 8
; CHECK: define i32 @unmarked
; CHECK-NOT: phi
; CHECK: ret i32 8
