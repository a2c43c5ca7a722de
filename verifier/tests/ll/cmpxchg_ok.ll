; cmpxchg on i32 in shared and i64 in global memory.
; sm: 80
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(3) %s, ptr addrspace(1) %g) {
entry:
  %a = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 seq_cst seq_cst
  %b = cmpxchg ptr addrspace(1) %g, i64 0, i64 1 acq_rel monotonic
  ret void
}
