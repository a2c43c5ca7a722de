; pass: loop-rotate
; A `for` loop with a runtime bound: the test `%i < %n` is copied into the
; entry block as a guard (to a new preheader or straight to the exit) and to
; the end of the latch, whose jump back becomes the bottom test (keeping the
; `#pragma unroll 1` mark). The header goes; its phis move into the body, and
; the sum read after the loop becomes a phi of the exit over the guard's and
; the latch's values.
define i32 @sum(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %ext = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ext
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  %r = mul i32 %s, 3
  ret i32 %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
; CHECK: entry:
; CHECK: icmp slt i32 0, %n
; CHECK: label %for.body.ph, label %for.end
; CHECK: for.body.ph:
; CHECK: br label %for.body
; CHECK: for.body:
; CHECK: phi i32 [ 0, %for.body.ph ], [ %inc, %for.body ]
; CHECK: phi i32 [ 0, %for.body.ph ], [ %s.next, %for.body ]
; CHECK: %inc = add nsw i32
; CHECK: icmp slt i32 %inc, %n
; CHECK: label %for.body, label %for.end, !llvm.loop
; CHECK: for.end:
; CHECK: phi i32 [ 0, %entry ], [ %s.next, %for.body ]
; CHECK-NOT: for.cond
; CHECK: ret i32
