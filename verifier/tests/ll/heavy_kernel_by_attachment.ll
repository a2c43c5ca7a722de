; The design documents' own example: the kernel is marked by the function
; attachment `!nvvm.kernel !0` (no nvvm.annotations entry), so the IR reader
; must keep it a kernel and the parameter-space check must run (sm_80: 32764 bytes).
; sm: 80
; expect: Formal parameter space overflowed (40016 bytes required, max 32764 bytes allowed) in function big_kernel
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [10000 x i32] }

define void @big_kernel(%struct.Heavy %h) !nvvm.kernel !0 {
entry:
  ret void
}

!0 = !{}
