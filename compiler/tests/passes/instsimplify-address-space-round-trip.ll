; pass: instsimplify
; A pointer cast to the global space and back is the pointer (a kernel's
; pointer parameter, taken as global, compared with null as a generic
; pointer); a cast to another space stays.
define i1 @f(ptr %p, ptr addrspace(3) %s) {
entry:
  %g = addrspacecast ptr %p to ptr addrspace(1)
  %back = addrspacecast ptr addrspace(1) %g to ptr
  %c = icmp ne ptr %back, null
  %t = addrspacecast ptr addrspace(3) %s to ptr
  %u = addrspacecast ptr %t to ptr addrspace(1)
  %d = icmp ne ptr addrspace(1) %u, null
  %r = and i1 %c, %d
  ret i1 %r
}
; CHECK: %c = icmp ne ptr %p, null
; CHECK: %u = addrspacecast ptr %t to ptr addrspace(1)
