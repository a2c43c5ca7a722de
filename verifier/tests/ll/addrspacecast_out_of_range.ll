; Casts naming address spaces NVPTX does not have (42, 99) or tensor
; memory (6); casts between generic and each real space pass.
; Document rule: seed 002 addrspacecast "source and target AS are in range".
; sm: 80
; expect: Bad address space in addrspacecast
; expect: Bad address space in addrspacecast
; expect: Bad address space in addrspacecast
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(42) %q) {
entry:
  %a = addrspacecast ptr %p to ptr addrspace(99)
  %b = addrspacecast ptr addrspace(42) %q to ptr
  %c = addrspacecast ptr %p to ptr addrspace(6)
  %g = addrspacecast ptr %p to ptr addrspace(1)
  %s = addrspacecast ptr %p to ptr addrspace(3)
  %k = addrspacecast ptr %p to ptr addrspace(4)
  %l = addrspacecast ptr %p to ptr addrspace(5)
  %sc = addrspacecast ptr %p to ptr addrspace(7)
  %pa = addrspacecast ptr %p to ptr addrspace(101)
  ret void
}
