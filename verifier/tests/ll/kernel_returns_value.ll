; A kernel must return void.
; sm: 80
; expect: non-void entry function.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @k() {
entry:
  ret i32 0
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
