; Vectors are held lane by lane: an aligned <4 x float> is one ld/st.v4,
; lane-wise fadd is four scalar adds, extractelement picks a register.
; CHECK: ld.global.v4.f32 	{%f1, %f2, %f3, %f4}
; CHECK: add.rn.f32
; CHECK: add.rn.f32
; CHECK: add.rn.f32
; CHECK: add.rn.f32
; CHECK: st.global.v4.f32
define void @v(ptr addrspace(1) %p) {
entry:
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = fadd <4 x float> %v, %v
  store <4 x float> %w, ptr addrspace(1) %p, align 16
  %e = extractelement <4 x float> %w, i32 3
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 4
  store float %e, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @v, !"kernel", i32 1}
