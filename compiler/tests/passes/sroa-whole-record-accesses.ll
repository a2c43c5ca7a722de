; pass: sroa
; Records used both whole and by field (what `make_float4` and a returned
; complex value leave after inlining): the fields of %t are stored one by
; one and the record is read whole, and %z is filled by a memcpy of the whole
; slot %t. Both slots split into one scalar slot per field: the whole load
; becomes field loads joined by insertvalue, the memcpy a record load and
; store, taken apart the same way (mem2reg then promotes every field).
%struct.cplx = type { float, float }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define %struct.cplx @f(float %a, float %b) {
entry:
  %t = alloca %struct.cplx, align 4
  %z = alloca %struct.cplx, align 4
  store float %a, ptr %t, align 4
  %im = getelementptr inbounds i8, ptr %t, i64 4
  store float %b, ptr %im, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %z, ptr %t, i64 8, i1 false)
  %zi = getelementptr inbounds i8, ptr %z, i64 4
  %y = load float, ptr %zi, align 4
  %w = load %struct.cplx, ptr %t, align 4
  %r = insertvalue %struct.cplx %w, float %y, 0
  ret %struct.cplx %r
}
; CHECK: %t.sroa.0 = alloca float
; CHECK: %z.sroa.0 = alloca float
; CHECK-NOT: memcpy
; CHECK: store float %a, ptr %t.sroa.0
; CHECK: insertvalue %struct.cplx undef
; CHECK: extractvalue %struct.cplx
; CHECK: store float %5, ptr %z.sroa.4
; CHECK: %y = load float, ptr %z.sroa.4
; CHECK-NOT: load %struct.cplx
; CHECK: %r = insertvalue %struct.cplx
