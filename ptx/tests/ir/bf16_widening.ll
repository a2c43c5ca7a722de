; On sm_80 a bfloat widens to f32 in one `cvt.f32.bf16` (PTX 7.1, as LLVM's
; NVPTX selects it; the bits shifted into the upper half took three
; instructions).
; CHECK: cvt.f32.bf16 	%f
; CHECK-NOT: shl.b32
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %b0 = load bfloat, ptr addrspace(1) %b, align 2
  %w = fpext bfloat %b0 to float
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}
