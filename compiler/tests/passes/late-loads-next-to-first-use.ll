; pass: late-loads
; A k-block's fragment loaded ahead of the arithmetic that needs it (CuTe's
; register pipeline) moves down to just before its first use, through the
; straight code between that writes no memory: each value is live for one
; `fma`'s time, as in nvcc's PTX. A load whose way to its use passes a
; barrier, or a store, stays where it is.
define float @f(ptr addrspace(3) %s, float %acc0) {
entry:
  %a = load float, ptr addrspace(3) %s, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %s, i64 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %x = fmul float %acc0, 2.0
  br label %next
next:
  %y = fadd float %x, 1.0
  %u = fadd float %y, %a
  %v = fadd float %u, %b
  ret float %v
}

define float @barrier(ptr addrspace(3) %s, float %acc0) {
entry:
  %a = load float, ptr addrspace(3) %s, align 4
  %x = fmul float %acc0, 2.0
  call void @llvm.nvvm.barrier0()
  %y = fadd float %x, %a
  ret float %y
}

define float @stored(ptr addrspace(3) %s, ptr addrspace(3) %t, float %acc0) {
entry:
  %a = load float, ptr addrspace(3) %s, align 4
  %x = fmul float %acc0, 2.0
  store float %x, ptr addrspace(3) %t, align 4
  %y = fadd float %x, %a
  ret float %y
}

declare void @llvm.nvvm.barrier0()
; CHECK: define float @f(
; CHECK: %x = fmul float %acc0, 2.0
; CHECK: next:
; CHECK: %y = fadd float %x, 1.0
; CHECK: %a = load float
; CHECK: %u = fadd float %y, %a
; CHECK: %b = load float
; CHECK: %v = fadd float %u, %b
; CHECK: define float @barrier(
; CHECK: %a = load float
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK: define float @stored(
; CHECK: %a = load float
; CHECK: store float %x
