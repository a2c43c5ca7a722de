; pass: merge-blocks
; Both arms of a branch only jump to one block: bypassed, the branch is a
; jump, and the `||` computing its condition (whose value folding dropped:
; `(x < 0 || signbit(x)) && odd` with `odd` false) goes with dce.
define float @f(float %x, i32 %u) {
entry:
  %neg = fcmp olt float %x, 0.000000e+00
  br i1 %neg, label %join, label %rhs
rhs:
  %s = lshr i32 %u, 31
  %sb = icmp ne i32 %s, 0
  br label %join
join:
  %c = phi i1 [ true, %entry ], [ %sb, %rhs ]
  br i1 %c, label %a, label %b
a:
  br label %done
b:
  br label %done
done:
  ret float %x
}
; CHECK: define float @f(
; CHECK-NOT: br i1
; CHECK-NOT: phi
; CHECK-NOT: lshr
; CHECK: ret float %x
