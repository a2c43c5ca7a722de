; LLVM's spelling of the handle intrinsic carries the pointer type
; (`.internal.p1`); it gets the same check as the bare name: a handle of a
; global not annotated as a texture or surface is rejected, one of a texture is not.
; sm: 80
; expect: nvvm_texsurf_handle op0 must be metadata wrapping a GlobalVariable
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0
@plain = addrspace(1) global i64 0

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

define ptx_kernel void @k(ptr %out) {
entry:
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %bad = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @plain)
  %s = add i64 %h, %bad
  store i64 %s, ptr %out
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
