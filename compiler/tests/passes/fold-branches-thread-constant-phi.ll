; pass: fold-branches
; `if (t < s && m[t + s] < m[t])` joins on `phi i1 [false, %a], [%lt, %b]`
; and branches on it: the edge from %a, which brings `false`, goes straight to
; the else block (its phi gets %a's value), and the join keeps only %b's
; edge, so its phi is %lt and the branch is on it. A phi used elsewhere
; stays: threading would take the join's dominance from that use.
define i32 @f(i32 %t, i32 %s, float %x, float %y) {
a:
  %in = icmp slt i32 %t, %s
  br i1 %in, label %b, label %j

b:
  %lt = fcmp olt float %x, %y
  br label %j

j:
  %c = phi i1 [ false, %a ], [ %lt, %b ]
  br i1 %c, label %then, label %else

then:
  br label %else

else:
  %r = phi i32 [ 1, %then ], [ 2, %j ]
  ret i32 %r
}
define i32 @g(i32 %t, i32 %s, float %x, float %y) {
a:
  %in = icmp slt i32 %t, %s
  br i1 %in, label %b, label %j

b:
  %lt = fcmp olt float %x, %y
  br label %j

j:
  %c = phi i1 [ false, %a ], [ %lt, %b ]
  br i1 %c, label %then, label %else

then:
  br label %else

else:
  %z = zext i1 %c to i32
  ret i32 %z
}
; CHECK: define i32 @f(
; CHECK: br i1 %in, label %b, label %else
; CHECK: j:
; CHECK-NEXT: br i1 %lt, label %then, label %else
; CHECK: %r = phi i32 [ 1, %then ], [ 2, %j ], [ 2, %a ]
; CHECK: define i32 @g(
; CHECK: %c = phi i1 [ false, %a ], [ %lt, %b ]
