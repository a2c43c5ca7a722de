; pass: noop-stores
; A record loaded whole, one field changed through insertvalue and stored whole
; to the same address: only the changed field is stored, at its offset; a
; store that changes no field goes. Another record's store stays whole.
%struct.Body = type { [2 x float], float, i32 }

define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q, float %dt) {
entry:
  %b = load %struct.Body, ptr addrspace(1) %p, align 4
  %x = extractvalue %struct.Body %b, 0, 1
  %v = extractvalue %struct.Body %b, 1
  %x2 = fadd float %x, %dt
  %c = insertvalue %struct.Body %b, float %x2, 0, 1
  %c2 = insertvalue %struct.Body %c, float %v, 1
  store %struct.Body %c2, ptr addrspace(1) %p, align 4
  %o = load %struct.Body, ptr addrspace(1) %q, align 4
  store %struct.Body %o, ptr addrspace(1) %q, align 4
  %w = load %struct.Body, ptr addrspace(1) %p, align 4
  %w2 = insertvalue %struct.Body %w, i32 1, 2
  store %struct.Body %w2, ptr addrspace(1) %q, align 4
  ret void
}
; CHECK: %b = load %struct.Body
; CHECK-NOT: store %struct.Body %c2
; CHECK: getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
; CHECK: store float %x2
; CHECK-NOT: store %struct.Body %o
; CHECK: store %struct.Body %w2, ptr addrspace(1) %q
