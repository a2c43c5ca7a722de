; frem is C's fmod: an exact helper routine, not div + fma.
; CHECK: .func  (.param .b32 func_retval0) __ptxc_frem_f32(
; CHECK: call.uni 	(retval0), __ptxc_frem_f32, (param0, param1);
define void @fm(ptr addrspace(1) %out, float %x, float %y) {
entry:
  %r = frem float %x, %y
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @fm, !"kernel", i32 1}
