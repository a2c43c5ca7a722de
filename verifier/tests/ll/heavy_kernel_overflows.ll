; The worked example: struct Heavy { double scale; char tag; int data[10000]; } by value.
; sm: 80
; expect: Formal parameter space overflowed (40016 bytes required, max 32764 bytes allowed) in function _Z10big_kernel5Heavy
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [10000 x i32] }

define void @_Z10big_kernel5Heavy(ptr byval(%struct.Heavy) align 8 %h) {
entry:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @_Z10big_kernel5Heavy, !"kernel", i32 1}
