; The same call with a pragma other than unroll, and the loop carrying its
; unroll count as llvm.loop metadata (the form NVVM asks for).
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @work(i32)

define ptx_kernel void @k(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  call void @work(i32 %i), !pragma !0
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !1

exit:
  ret void
}

!0 = !{!"inline"}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.count", i32 4}
