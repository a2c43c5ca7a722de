; pass: inline
; A record passed by value (`byval`, the callee's private copy) no longer
; keeps the callee a call: the inlined body gets its own slot in the caller,
; filled from the argument by a load and a store of the whole record before
; the body runs; the callee's writes to its copy stay in that slot.
%struct.cplx = type { float, float }
define internal float @re_twice(ptr byval(%struct.cplx) align 4 %a) {
entry:
  %0 = load float, ptr %a, align 4
  %d = fmul float %0, 2.000000e+00
  store float %d, ptr %a, align 4
  %1 = load float, ptr %a, align 4
  ret float %1
}
define float @f(float %x) {
entry:
  %z = alloca %struct.cplx, align 4
  store float %x, ptr %z, align 4
  %r = call float @re_twice(ptr %z)
  %back = load float, ptr %z, align 4
  %s = fadd float %r, %back
  ret float %s
}
; CHECK: define float @f
; CHECK: %re_twice.byval = alloca %struct.cplx, align 4
; CHECK: store float %x, ptr %z
; CHECK: load %struct.cplx, ptr %z, align 4
; CHECK: store %struct.cplx
; CHECK-NOT: call float @re_twice
; CHECK: store float %d, ptr %re_twice.byval
; CHECK: %back = load float, ptr %z
