; The same calls on sm_100a (the accelerated target, family token 1001).
; sm: 100
; arch: a
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.2cta.tile.2d(ptr addrspace(3), ptr addrspace(3), i64, i32, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(3), ptr addrspace(3), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma(i32, ptr addrspace(6), i64, i64, i32)

define ptx_kernel void @k(ptr addrspace(3) %dst, ptr addrspace(3) %bar, i64 %map, ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc) {
entry:
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.2cta.tile.2d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, i64 %map, i32 0, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, i64 %map, i32 0, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.mma(i32 4, ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc)
  ret void
}
