; Addresses into `.shared` are computed in 32 bits, as nvcc emits them
; (NVPTX's short pointers): the symbol by `mov.u32`, the index scaled by
; `shl.b32`/`mul.lo.s32` and added by `add.s32`, constant parts left as the
; access's offset (`[%r3+12]`, `[%r3+-8]`). Where a shared address becomes a
; 64-bit value (here a cast to generic passed to a store), `cvt.u64.u32`
; then `cvta.shared.u64`; a generic pointer cast to shared and used only as
; an address is `cvta.to.shared.u64` then `cvt.u32.u64`.
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [262 x float] undef, align 4
@rows = internal addrspace(3) global [8 x [12 x i32]] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %ptrs, ptr %g, i32 %t, i64 %w) {
entry:
  %e = sext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %e
  %p3 = getelementptr inbounds float, ptr addrspace(3) %p, i64 3
  store float 1.0, ptr addrspace(3) %p3, align 4
  %pm = getelementptr inbounds float, ptr addrspace(3) %p, i64 -2
  %v = load float, ptr addrspace(3) %pm, align 4
  store float %v, ptr addrspace(1) %out, align 4
  %r = getelementptr inbounds [8 x [12 x i32]], ptr addrspace(3) @rows, i64 0, i64 %w, i64 %e
  store i32 7, ptr addrspace(3) %r, align 4
  %gen = addrspacecast ptr addrspace(3) %p to ptr
  store ptr %gen, ptr addrspace(1) %ptrs, align 8
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %s4 = getelementptr inbounds i32, ptr addrspace(3) %s, i64 %e
  store i32 5, ptr addrspace(3) %s4, align 4
  ret void
}
; CHECK: shl.b32 	%r
; CHECK: mov.u32 	%r
; CHECK: tile;
; CHECK: add.s32 	%r
; CHECK: st.shared.f32 	[%r
; CHECK: +12], 0f3F800000;
; CHECK: ld.shared.f32 	%f1, [%r
; CHECK: +-8];
; CHECK: cvt.u32.u64 	%r
; CHECK: mul.lo.s32 	%r
; CHECK: , 48;
; CHECK: rows;
; CHECK: st.shared.u32 	[%r
; CHECK: cvt.u64.u32 	%rd
; CHECK: cvta.shared.u64 	%rd
; CHECK: st.global.u64
; CHECK: cvta.to.shared.u64 	%rd
; CHECK: cvt.u32.u64 	%r
; CHECK: st.shared.u32 	[%r
