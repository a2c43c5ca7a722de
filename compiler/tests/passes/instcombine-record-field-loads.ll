; pass: instcombine
; A record load read only by `extractvalue`s that leave fields unread, and
; aligned below 8 bytes (each field would be a scalar `ld`), becomes a load
; of each field read, at its offset: x and w of a float4-like record read
; through a 4-byte-aligned pointer. A volatile load, one read whole, one
; aligned for vector accesses, or one whose fields are all read stays.
%struct.V = type { float, float, float, float }

define float @f(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
entry:
  %v = load %struct.V, ptr addrspace(1) %p, align 4
  %x = extractvalue %struct.V %v, 0
  %w = extractvalue %struct.V %v, 3
  %w2 = extractvalue %struct.V %v, 3
  %u = load volatile %struct.V, ptr addrspace(1) %q, align 4
  %ux = extractvalue %struct.V %u, 0
  %a = load %struct.V, ptr addrspace(1) %r, align 16
  %ax = extractvalue %struct.V %a, 0
  %s0 = fadd float %x, %w
  %s1 = fadd float %s0, %w2
  %s2 = fadd float %s1, %ux
  %s3 = fadd float %s2, %ax
  ret float %s3
}
; CHECK: load float, ptr addrspace(1) %p, align 4
; CHECK-NEXT: getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
; CHECK-NEXT: load float
; CHECK-NOT: extractvalue %struct.V %v
; CHECK: %u = load volatile %struct.V
; CHECK: %a = load %struct.V, ptr addrspace(1) %r, align 16
