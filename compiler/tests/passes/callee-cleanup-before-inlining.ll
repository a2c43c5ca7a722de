; pass: callee-cleanup
; A device function is promoted and unrolled in its own body before the
; inline run copies it (its slot and its loop are gone: a caller copies three
; adds); a kernel is left to the passes after inlining (its slot stays here).
define internal i32 @sum3(ptr %p) {
entry:
  %acc.addr = alloca i32, align 4
  store i32 0, ptr %acc.addr, align 4
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %gep, align 4
  %acc = load i32, ptr %acc.addr, align 4
  %add = add i32 %acc, %v
  store i32 %add, ptr %acc.addr, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond

for.end:
  %r = load i32, ptr %acc.addr, align 4
  ret i32 %r
}
define void @k(ptr %out) {
entry:
  %slot = alloca i32, align 4
  %s = call i32 @sum3(ptr %out)
  store i32 %s, ptr %slot, align 4
  %t = load i32, ptr %slot, align 4
  store i32 %t, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
; CHECK: define internal i32 @sum3(ptr %p) {
; CHECK-NOT: alloca
; CHECK-NOT: phi
; CHECK: getelementptr inbounds i32, ptr %p, i64 0
; CHECK: getelementptr inbounds i32, ptr %p, i64 1
; CHECK: getelementptr inbounds i32, ptr %p, i64 2
; CHECK-NOT: icmp
; CHECK: define void @k(ptr %out) {
; CHECK: %slot = alloca i32, align 4
