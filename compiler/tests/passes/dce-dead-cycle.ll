; pass: dce
; A phi and its increment that only feed each other (the generic pointer a
; loop no longer reads through) are dead together; the loop's counter,
; which decides the branch, stays.
define void @f(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %q1, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q1 = getelementptr inbounds float, ptr %q, i64 1
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %out
out:
  ret void
}
; CHECK: loop:
; CHECK-NOT: %q
; CHECK: %i = phi i32
; CHECK-NOT: getelementptr
; CHECK: %i1 = add i32 %i, 1
