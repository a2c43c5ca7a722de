; pass: if-convert
; `d = a && !b || c` on side-effect-free compares: IR generation branches for
; each operator; the arms only compute, so both levels become predicate
; logic (`and`, `or` on i1; the negated compare, now used once, flips its
; predicate), and `x > 0 ? x * 3 : -x` a select of both arms.
define i32 @f(i32 %v, i32 %x) {
entry:
  %a = icmp ne i32 %v, 0
  br i1 %a, label %land.rhs, label %land.end
land.rhs:
  %b = icmp sgt i32 %x, 7
  %nb = xor i1 %b, true
  br label %land.end
land.end:
  %and = phi i1 [ false, %entry ], [ %nb, %land.rhs ]
  br i1 %and, label %lor.end, label %lor.rhs
lor.rhs:
  %c = icmp slt i32 %v, %x
  br label %lor.end
lor.end:
  %d = phi i1 [ true, %land.end ], [ %c, %lor.rhs ]
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %cond.true, label %cond.false
cond.true:
  %m = mul nsw i32 %x, 3
  br label %cond.end
cond.false:
  %n = sub nsw i32 0, %x
  br label %cond.end
cond.end:
  %t = phi i32 [ %m, %cond.true ], [ %n, %cond.false ]
  %z = zext i1 %d to i32
  %r = add i32 %t, %z
  ret i32 %r
}
; CHECK: define i32 @f(
; CHECK-NOT: br i1
; CHECK: %b = icmp sle i32 %x, 7
; CHECK: and i1 %a, %b
; CHECK: %c = icmp slt i32 %v, %x
; CHECK: or i1
; CHECK: %m = mul nsw i32 %x, 3
; CHECK: %n = sub nsw i32 0, %x
; CHECK: select i1 %pos, i32 %m, i32 %n
; CHECK-NOT: br i1
; CHECK: ret i32 %r
