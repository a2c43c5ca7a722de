; setmaxnreg below 24 and not a multiple of 8.
; sm: 90
; expect: reg_count argument to nvvm.setmaxnreg must be within [24, 256]
; expect: reg_count argument to nvvm.setmaxnreg must be in multiples of 8
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)

define ptx_kernel void @k() {
entry:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 16)
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
