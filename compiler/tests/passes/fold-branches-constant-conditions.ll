; pass: fold-branches
; A conditional branch on a constant (what inlining and folding leave of
; `f(&n, 0) && g(&n)`) becomes a jump: the block no longer reached goes, the
; join's phi loses that edge and, left with one value, is that value.
define i32 @f(i32 %x) {
entry:
  br i1 false, label %rhs, label %join
rhs:
  %y = add i32 %x, 1
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %y, %rhs ]
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %a, label %b
a:
  br i1 true, label %b, label %out
b:
  %s = phi i32 [ %r, %join ], [ 7, %a ]
  ret i32 %s
out:
  ret i32 %x
}
; CHECK: entry:
; CHECK: br label %join
; CHECK-NOT: rhs:
; CHECK: join:
; CHECK-NOT: phi
; CHECK: br i1 %c, label %a, label %b
; CHECK: a:
; CHECK: br label %b
; CHECK: %s = phi i32 [ 0, %join ], [ 7, %a ]
; CHECK-NOT: out:
