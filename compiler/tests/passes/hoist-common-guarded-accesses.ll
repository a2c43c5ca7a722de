; pass: hoist-common
; Two bounds-checked loads of `a[k * n + r]` and `a[k * n + r + 1]`: each
; guarded block widens `k` and multiplies it by `n` again. Neither block
; dominates the other, so gvn keeps both; the chain moves to the entry, the
; common dominator, and the copies use it (the plain `mul` and the `mul nsw`
; are one value, which keeps no promise the plain one did not make). The
; loads, and the `r + 1` only one block computes, stay guarded.
define i32 @f(ptr %a, i32 %k, i64 %n, i64 %r, i1 %c1, i1 %c2) {
entry:
  br i1 %c1, label %g1, label %j1
g1:
  %s1 = sext i32 %k to i64
  %m1 = mul nsw i64 %s1, %n
  %i1 = add nsw i64 %m1, %r
  %p1 = getelementptr inbounds i32, ptr %a, i64 %i1
  %l1 = load i32, ptr %p1, align 4
  br label %j1
j1:
  %x = phi i32 [ 0, %entry ], [ %l1, %g1 ]
  br i1 %c2, label %g2, label %j2
g2:
  %s2 = sext i32 %k to i64
  %m2 = mul i64 %s2, %n
  %r1 = add nsw i64 %r, 1
  %i2 = add nsw i64 %m2, %r1
  %p2 = getelementptr inbounds i32, ptr %a, i64 %i2
  %l2 = load i32, ptr %p2, align 4
  br label %j2
j2:
  %y = phi i32 [ 0, %j1 ], [ %l2, %g2 ]
  %s = add i32 %x, %y
  ret i32 %s
}
; CHECK: entry:
; CHECK: %s1 = sext i32 %k to i64
; CHECK: %m1 = mul i64 %s1, %n
; CHECK: br i1 %c1, label %g1, label %j1
; CHECK: g1:
; CHECK-NOT: mul
; CHECK: %i1 = add nsw i64 %m1, %r
; CHECK: g2:
; CHECK-NOT: sext
; CHECK: %r1 = add nsw i64 %r, 1
; CHECK: %i2 = add nsw i64 %m1, %r1
