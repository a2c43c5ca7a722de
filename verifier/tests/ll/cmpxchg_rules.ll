; cmpxchg on i16 and on constant memory.
; sm: 80
; expect: Atomic operations on non-i32/i64/i128 types are not supported
; expect: cmpxchg pointer operand must point to generic, global, or shared address space
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(4) %c) {
entry:
  %a = cmpxchg ptr %p, i16 0, i16 1 seq_cst seq_cst
  %b = cmpxchg ptr addrspace(4) %c, i32 0, i32 1 seq_cst seq_cst
  ret void
}
