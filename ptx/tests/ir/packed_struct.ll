; A packed struct's i32 field sits at offset 1: loading the whole struct
; splits that leaf into bytes.
; CHECK: ld.global.u8 	%rs1, [%rd1];
; CHECK: ld.global.u8 	%rs2, [%rd1+1];
; CHECK: ld.global.u8 	%rs3, [%rd1+2];
; CHECK: st.global.u8 	[%rd1+5],
%pk = type <{ i8, i32 }>

define void @ps(ptr addrspace(1) %p) {
entry:
  %v = load %pk, ptr addrspace(1) %p, align 1
  %q = getelementptr inbounds %pk, ptr addrspace(1) %p, i64 1
  store %pk %v, ptr addrspace(1) %q, align 1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @ps, !"kernel", i32 1}
