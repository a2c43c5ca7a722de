; Ordinary loads/stores (volatile is fine).
; sm: 100
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(3) %t) {
entry:
  %v = load volatile i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  %w = load i32, ptr addrspace(3) %t, align 4
  ret void
}
