; pass: loop-unroll
; A loop of four iterations (i = 0, 1, 2, 3 while i < 4) becomes four copies
; of its body: the induction phi and the compare-and-branch are gone, each
; copy adds its constant, and the sum after the loop is the last copy's.
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
  br label %for.cond

for.end:
  ret i32 %acc
}
; CHECK-NOT: phi
; CHECK: getelementptr inbounds i32, ptr %p, i64 0
; CHECK: getelementptr inbounds i32, ptr %p, i64 1
; CHECK: getelementptr inbounds i32, ptr %p, i64 2
; CHECK: getelementptr inbounds i32, ptr %p, i64 3
; CHECK-NOT: icmp
; CHECK: ret i32 %add4
