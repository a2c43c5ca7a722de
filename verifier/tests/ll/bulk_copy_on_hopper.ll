; The same on sm_90.
; sm: 90
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.shared.cluster.global(ptr addrspace(3), ptr addrspace(1), i32)

define ptx_kernel void @k(ptr addrspace(3) %d, ptr addrspace(1) %s) {
entry:
  call void @llvm.nvvm.cp.async.bulk.shared.cluster.global(ptr addrspace(3) %d, ptr addrspace(1) %s, i32 16)
  ret void
}
