; A kernel passes its own generic pointer parameter to a child grid: the
; pointer is not known to be global, so the launch is undefined.
; Document rule: seed 001 launch arguments "generic-AS or local-AS pointer".
; sm: 80
; expect: A pointer to local memory or memory in 'addrspace(0)' has been used as a launch argument. Dereferencing this within the launch is undefined
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.launch(ptr, ptr)

define ptx_kernel void @child(ptr %p) {
entry:
  ret void
}

define ptx_kernel void @parent(ptr %p) {
entry:
  call void @llvm.nvvm.launch(ptr @child, ptr %p)
  ret void
}
