; pass: lower-kernel-args
; Two records passed by value, each holding a pointer the kernel loads (two
; CuTe tensors' `gmem_ptr`): both records are read in place and both loaded
; pointers are cast to the global space. The walks from the parameters share
; one set of use lists, built again after the first record's casts changed
; the kernel.
%struct.T = type { ptr, i32 }
define void @k(ptr byval(%struct.T) align 8 %a, ptr byval(%struct.T) align 8 %b) {
entry:
  %pa = load ptr, ptr %a, align 8
  %nb.addr = getelementptr inbounds i8, ptr %b, i64 8
  %nb = load i32, ptr %nb.addr, align 4
  %pb = load ptr, ptr %b, align 8
  %x = load i32, ptr %pa, align 4
  %y = add i32 %x, %nb
  store i32 %y, ptr %pb, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
; CHECK: %a.param = addrspacecast ptr %a to ptr addrspace(101)
; CHECK: %b.param = addrspacecast ptr %b to ptr addrspace(101)
; CHECK: %pa = load ptr, ptr %a.generic, align 8
; CHECK: %pa.global = addrspacecast ptr %pa to ptr addrspace(1)
; CHECK: %pa.generic = addrspacecast ptr addrspace(1) %pa.global to ptr
; CHECK: %nb.addr = getelementptr inbounds i8, ptr %b.generic, i64 8
; CHECK: %pb = load ptr, ptr %b.generic, align 8
; CHECK: %pb.global = addrspacecast ptr %pb to ptr addrspace(1)
; CHECK: %pb.generic = addrspacecast ptr addrspace(1) %pb.global to ptr
; CHECK: %x = load i32, ptr %pa.generic, align 4
; CHECK: store i32 %y, ptr %pb.generic, align 4
