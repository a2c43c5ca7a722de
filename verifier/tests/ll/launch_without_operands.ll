; A malformed launch with no operands is reported, not a crash.
; sm: 80
; expect: a function that is not __global__ cannot be launched
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.launch()

define void @f() {
entry:
  call void @llvm.nvvm.launch()
  ret void
}
