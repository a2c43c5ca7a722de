; bswap on i32; memset into global memory.
; sm: 80
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.bswap.i32(i32)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

define void @f(ptr addrspace(1) %g) {
entry:
  %b = call i32 @llvm.bswap.i32(i32 1)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %g, i8 0, i64 4, i1 false)
  ret void
}
