; pass: mem2reg
; Locals whose address never escapes are promoted to SSA values: the sum and the
; counter of a loop become phis in the loop header, and no memory access remains.
define i32 @sum(i32 %n) {
entry:
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond
for.cond:
  %iv = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %iv, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %sv = load i32, ptr %s, align 4
  %add = add i32 %sv, %iv
  store i32 %add, ptr %s, align 4
  %inc = add i32 %iv, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond
for.end:
  %r = load i32, ptr %s, align 4
  ret i32 %r
}
; CHECK-NOT: alloca
; CHECK: for.cond:
; CHECK: phi i32
; CHECK: phi i32
; CHECK-NOT: load
; CHECK: %cmp = icmp slt i32
; CHECK-NOT: store
; CHECK: ret i32
