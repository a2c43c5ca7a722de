; A call carrying the unroll pragma: NVVM wants llvm.loop.unroll.count on the loop instead.
; expect: pragma unroll is not supported. Please use llvm.loop.unroll.count instead
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @work(i32)

define ptx_kernel void @k(i32 %n) {
entry:
  call void @work(i32 %n), !pragma !0
  ret void
}

!0 = !{!"unroll", i32 4}
