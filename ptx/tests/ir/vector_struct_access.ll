; Whole loads and stores of CUDA vector types (structs of 2 or 4 equal
; scalars) aligned to their size are one ld/st.v2/.v4, as nvcc prints them
; for float4, char4 and double2; a float4 known only 4-aligned is four scalar
; accesses; a <4 x float> vector value takes the same path.
; CHECK: ld.global.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd1];
; CHECK: st.global.v4.f32 	[%rd3], {%f1, %f2, %f3, %f4};
; CHECK: ld.global.v4.u8 	{%rs1, %rs2, %rs3, %rs4}, [%rd5];
; CHECK: st.global.v4.u8 	[%rd5+4], {%rs1, %rs2, %rs3, %rs4};
; CHECK: ld.global.v2.f64 	{%fd1, %fd2}, [%rd7];
; CHECK: st.global.v2.f64 	[%rd7+16], {%fd1, %fd2};
; CHECK: ld.global.f32 	%f5, [%rd1+16];
; CHECK: ld.global.f32 	%f8, [%rd1+28];
; CHECK: ld.global.v4.f32
; CHECK: st.global.v4.f32
%struct.float4 = type { float, float, float, float }
%struct.char4 = type { i8, i8, i8, i8 }
%struct.double2 = type { double, double }

define void @s(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %c, ptr addrspace(1) %d) {
entry:
  %v = load %struct.float4, ptr addrspace(1) %p, align 16
  store %struct.float4 %v, ptr addrspace(1) %q, align 16
  %w = load %struct.char4, ptr addrspace(1) %c, align 4
  %c1 = getelementptr inbounds %struct.char4, ptr addrspace(1) %c, i64 1
  store %struct.char4 %w, ptr addrspace(1) %c1, align 4
  %x = load %struct.double2, ptr addrspace(1) %d, align 16
  %d1 = getelementptr inbounds %struct.double2, ptr addrspace(1) %d, i64 1
  store %struct.double2 %x, ptr addrspace(1) %d1, align 16
  %p1 = getelementptr inbounds %struct.float4, ptr addrspace(1) %p, i64 1
  %u = load %struct.float4, ptr addrspace(1) %p1, align 4
  %q2 = getelementptr inbounds %struct.float4, ptr addrspace(1) %q, i64 2
  store %struct.float4 %u, ptr addrspace(1) %q2, align 4
  %y = load <4 x float>, ptr addrspace(1) %p, align 16
  %q1 = getelementptr inbounds %struct.float4, ptr addrspace(1) %q, i64 1
  store <4 x float> %y, ptr addrspace(1) %q1, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @s, !"kernel", i32 1}
