; pass: instcombine
; A word of flags built by `w |= cond_i << i` and tested one flag at a time:
; `w & 4` keeps only the term that can set bit 2, `(select p, 4, 0) & 4` is
; the select itself and its compare with 0 is `p` (instsimplify runs after
; the rewrites), so the branch tests the condition. A term that may set the
; tested bit (`%any`, any value) stays in the `or`.
define i1 @f(i1 %p0, i1 %p1, i1 %p2, i32 %any) {
entry:
  %z0 = zext i1 %p0 to i32
  %z1 = zext i1 %p1 to i32
  %s1 = shl i32 %z1, 1
  %w1 = or i32 %z0, %s1
  %z2 = zext i1 %p2 to i32
  %s2 = shl i32 %z2, 2
  %w = or i32 %w1, %s2
  %b = and i32 %w, 4
  %t = icmp ne i32 %b, 0
  %v = or i32 %w, %any
  %c = and i32 %v, 2
  %u = icmp eq i32 %c, 0
  %r = xor i1 %t, %u
  ret i1 %r
}
; CHECK: %0 = select i1 %p1, i32 2, i32 0
; CHECK-NOT: and i32 %w, 4
; CHECK: %2 = or i32 %0, %any
; CHECK-NEXT: %3 = and i32 %2, 2
; CHECK: %r = xor i1 %p2, %u
