; A kernel marked by the ptx_kernel calling convention instead of
; nvvm.annotations is still an .entry.
; CHECK: .visible .entry cck(
define ptx_kernel void @cck(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
