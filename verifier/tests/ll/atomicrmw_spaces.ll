; atomicrmw on constant (4) and local (5) memory; generic, global and shared pass.
; Document rule: seed 003 opcode table, atomicrmw "address space validation".
; sm: 80
; expect: atomicrmw pointer operand must point to generic, global, or shared address space
; expect: atomicrmw pointer operand must point to generic, global, or shared address space
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %c, ptr addrspace(5) %l) {
entry:
  %a = atomicrmw add ptr %p, i32 1 monotonic
  %b = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  %d = atomicrmw add ptr addrspace(3) %s, i32 1 monotonic
  %e = atomicrmw add ptr addrspace(4) %c, i32 1 monotonic
  %h = atomicrmw xchg ptr addrspace(5) %l, i32 1 monotonic
  ret void
}
