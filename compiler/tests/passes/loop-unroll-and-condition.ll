; pass: loop-unroll
; `#pragma unroll 2` over
; `for (idx = x, i = 0; idx < n && i < 2; ++i) { s += idx; idx += 8; }`: the
; `&&` leaves a join block branching on `phi i1 [false, header], [i < 2, rhs]`.
; The join is threaded away and the counted test `i < 2` moves into the
; header, so the loop unrolls into two copies, each keeping its `idx < n` exit
; as a `break`; nothing is left of `i`. Without the pragma (@g) the loop
; stays, as nvcc keeps it.
define i32 @f(i32 %x, i32 %n) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %idx = phi i32 [ %x, %entry ], [ %next, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %sum, %for.body ]
  %cmp = icmp slt i32 %idx, %n
  br i1 %cmp, label %land.rhs, label %land.end
land.rhs:
  %cmp1 = icmp slt i32 %i, 2
  br label %land.end
land.end:
  %c = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %c, label %for.body, label %for.end
for.body:
  %sum = add i32 %s, %idx
  %next = add i32 %idx, 8
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0
for.end:
  ret i32 %s
}
define i32 @g(i32 %x, i32 %n) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %idx = phi i32 [ %x, %entry ], [ %next, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %sum, %for.body ]
  %cmp = icmp slt i32 %idx, %n
  br i1 %cmp, label %land.rhs, label %land.end
land.rhs:
  %cmp1 = icmp slt i32 %i, 2
  br label %land.end
land.end:
  %c = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %c, label %for.body, label %for.end
for.body:
  %sum = add i32 %s, %idx
  %next = add i32 %idx, 8
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  ret i32 %s
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 2}
; CHECK: for.cond.unr0:
; CHECK: %cmp2 = icmp slt i32 %x, %n
; CHECK: br i1 %cmp2, label %for.body.unr0, label %for.end
; CHECK: %next1 = add i32 %x, 8
; CHECK: for.cond.unr1:
; CHECK: %cmp3 = icmp slt i32 %next1, %n
; CHECK: br i1 %cmp3, label %for.body.unr1, label %for.end
; CHECK: %sum2 = add i32 %x, %next1
; CHECK: for.cond.unr2:
; CHECK-NOT: icmp slt i32 2
; CHECK: br label %for.end
; CHECK: %0 = phi i32 [ %sum2, %for.cond.unr2 ], [ 0, %land.rhs.unr0 ], [ %x, %land.rhs.unr1 ]
; CHECK-NOT: land.end
; CHECK: define i32 @g(
; CHECK: land.end:
; CHECK: br label %for.cond
