; data[8187]: 8 + 1 + 3 + 32748 = 32760, padded to 32760: fits under 32764.
; sm: 100
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [8187 x i32] }

define ptx_kernel void @_Z10big_kernel5Heavy(ptr byval(%struct.Heavy) align 8 %h) {
entry:
  ret void
}
