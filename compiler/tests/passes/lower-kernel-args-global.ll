; pass: lower-kernel-args
; A kernel's pointer parameters point to global memory: each is cast to
; addrspace(1) once at entry and back to generic for its users.
define void @k(ptr %out, i32 %v) {
entry:
  store i32 %v, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
; CHECK: %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK: %out.generic = addrspacecast ptr addrspace(1) %out.global to ptr
; CHECK: store i32 %v, ptr %out.generic
