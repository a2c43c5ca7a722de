; A struct kernel parameter passed byval and only read is loaded in place
; from .param space, field by field.
; CHECK: .param .align 8 .b8 k_param_0[16],
; CHECK: ld.param.u32 	%r1, [k_param_0];
; CHECK: ld.param.f64 	%fd1, [k_param_0+8];
%s = type { i32, double }

define void @k(ptr byval(%s) align 8 %p, ptr addrspace(1) %out) {
entry:
  %a = getelementptr inbounds %s, ptr %p, i32 0, i32 0
  %av = load i32, ptr %a, align 8
  %b = getelementptr inbounds %s, ptr %p, i32 0, i32 1
  %bv = load double, ptr %b, align 8
  %af = sitofp i32 %av to double
  %r = fadd double %af, %bv
  store double %r, ptr addrspace(1) %out, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
