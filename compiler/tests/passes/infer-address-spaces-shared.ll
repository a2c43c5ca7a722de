; pass: infer-address-spaces
; A generic pointer derived from a shared-memory variable is rewritten to a
; shared pointer, so the backend emits ld.shared instead of a generic load.
@tile = internal addrspace(3) global [64 x float] undef, align 4
define float @f(i64 %i) {
entry:
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  %q = getelementptr inbounds float, ptr %g, i64 %i
  %x = load float, ptr %q, align 4
  ret float %x
}
; CHECK: define float @f(
; CHECK: getelementptr inbounds float, ptr addrspace(3) @tile, i64 %i
; CHECK: load float, ptr addrspace(3)
