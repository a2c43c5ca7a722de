; pass: inline
; A callee of one block ending in `ret` is copied in place of its call: the
; caller's block is not split (no branch, no phi), the copy sits between the
; instructions before and after the call, and its returned value replaces the
; call's. A call inside the copied body is inlined the same way.
define internal float @sq(float %x) {
entry:
  %m = fmul float %x, %x
  ret float %m
}
define internal float @sq_plus_one(float %x) {
entry:
  %s = call float @sq(float %x)
  %r = fadd float %s, 1.0
  ret float %r
}
define float @f(float %a) {
entry:
  %b = fsub float %a, 2.0
  %c = call float @sq_plus_one(float %b)
  %d = fmul float %c, 3.0
  ret float %d
}
; CHECK: define float @f(
; CHECK-NOT: call
; CHECK-NOT: br
; CHECK: fsub float %a, 2
; CHECK: fmul float %b, %b
; CHECK: fadd float
; CHECK: fmul float
; CHECK-NOT: phi
; CHECK: ret float
