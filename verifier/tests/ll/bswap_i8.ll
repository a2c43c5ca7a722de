; bswap on i8; memset into constant memory.
; sm: 80
; expect: Invalid type for bswap, need i16, i32, or i64
; expect: memset cannot point to constant address space
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i8 @llvm.bswap.i8(i8)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)

define void @f(ptr addrspace(4) %c) {
entry:
  %b = call i8 @llvm.bswap.i8(i8 1)
  call void @llvm.memset.p4.i64(ptr addrspace(4) %c, i8 0, i64 4, i1 false)
  ret void
}
