; On sm_80 `minnum`/`maxnum` of half and bfloat are the native
; `min.f16`/`max.bf16` (a NaN operand gives the other, as `minnum`/`maxnum`),
; not a widening, an f32 `max` and a rounding each.
; CHECK: max.bf16 	%rs
; CHECK: min.f16 	%rs
target triple = "nvptx64-nvidia-cuda"

declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare half @llvm.minnum.f16(half, half)

define ptx_kernel void @k(ptr addrspace(1) %b, ptr addrspace(1) %h) {
entry:
  %b0 = load bfloat, ptr addrspace(1) %b, align 2
  %pb = getelementptr inbounds bfloat, ptr addrspace(1) %b, i64 1
  %b1 = load bfloat, ptr addrspace(1) %pb, align 2
  %mb = call bfloat @llvm.maxnum.bf16(bfloat %b0, bfloat %b1)
  store bfloat %mb, ptr addrspace(1) %pb, align 2
  %h0 = load half, ptr addrspace(1) %h, align 2
  %ph = getelementptr inbounds half, ptr addrspace(1) %h, i64 1
  %h1 = load half, ptr addrspace(1) %ph, align 2
  %mh = call half @llvm.minnum.f16(half %h0, half %h1)
  store half %mh, ptr addrspace(1) %ph, align 2
  ret void
}
