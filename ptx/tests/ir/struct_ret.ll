; A struct returned by value travels through a .param array, leaf by leaf.
; CHECK: .func  (.param .align 8 .b8 func_retval0[16]) make(
; CHECK: st.param.b32 	[func_retval0],
; CHECK: st.param.f64 	[func_retval0+8],
; CHECK: .param .align 8 .b8 retval0[16];
; CHECK: ld.param.f64
%pair = type { i32, double }

define internal %pair @make(i32 %a) {
entry:
  %d = sitofp i32 %a to double
  %p0 = insertvalue %pair undef, i32 %a, 0
  %p1 = insertvalue %pair %p0, double %d, 1
  ret %pair %p1
}

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %p = call %pair @make(i32 %n)
  %d = extractvalue %pair %p, 1
  store double %d, ptr addrspace(1) %out, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
