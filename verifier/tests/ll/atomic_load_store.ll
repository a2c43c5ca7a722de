; Atomic loads/stores and tensor memory accesses.
; sm: 100
; expect: Atomic loads/stores are not supported
; expect: Atomic loads/stores are not supported
; expect: Tensor Memory loads/stores are not supported
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(6) %t) {
entry:
  %v = load atomic i32, ptr %p monotonic, align 4
  store atomic i32 %v, ptr %p release, align 4
  %w = load i32, ptr addrspace(6) %t, align 4
  ret void
}
