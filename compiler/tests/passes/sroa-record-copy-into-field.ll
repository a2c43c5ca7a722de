; pass: sroa
; `proc.rates = r;` copies a local record into a field of another (a constant
; GEP to a struct field of the slot), and `opt.payoff = p;` into the first field
; of a larger slot (the copy's length is the smaller record's). Both are read as
; record moves of the copied record, so both slots split.
%struct.Rates = type { float, float }
%struct.Process = type { float, %struct.Rates }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define float @f(float %a, float %b) {
entry:
  %r = alloca %struct.Rates, align 4
  %proc = alloca %struct.Process, align 4
  %big = alloca %struct.Process, align 4
  store float %a, ptr %r, align 4
  %r1 = getelementptr inbounds %struct.Rates, ptr %r, i64 0, i32 1
  store float %b, ptr %r1, align 4
  %rates = getelementptr inbounds %struct.Process, ptr %proc, i64 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %rates, ptr align 4 %r, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %big, ptr align 4 %r, i64 8, i1 false)
  %x = getelementptr inbounds %struct.Process, ptr %proc, i64 0, i32 1, i32 1
  %v = load float, ptr %x, align 4
  %w = load float, ptr %big, align 4
  %s = fadd float %v, %w
  ret float %s
}
; CHECK: %r.sroa.0 = alloca float
; CHECK: %proc.sroa.8 = alloca float
; CHECK: %big.sroa.0 = alloca float
; CHECK-NOT: call void @llvm.memcpy
; CHECK: store float %5, ptr %proc.sroa.8
; CHECK-NOT: call void @llvm.memcpy
; CHECK: %v = load float, ptr %proc.sroa.8
; CHECK: %w = load float, ptr %big.sroa.0
