; pass: sroa
; `accum = src_accum;` inlined with both the same fragment (CUTLASS's split-K
; GEMM) is a `memcpy` of a slot onto itself: it moves nothing and goes, even
; for a record of more leaves than sroa takes apart, which then splits.
%struct.Fragment = type { [96 x float] }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define float @k(float %x) {
entry:
  %acc = alloca %struct.Fragment, align 4
  %e = getelementptr inbounds i8, ptr %acc, i64 8
  store float %x, ptr %e, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %acc, ptr align 4 %acc, i64 384, i1 false)
  %v = load float, ptr %e, align 4
  ret float %v
}
; CHECK: %acc.sroa.8 = alloca float, align 4
; CHECK-NOT: memcpy
; CHECK: store float %x, ptr %acc.sroa.8
; CHECK-NOT: memcpy
; CHECK: %v = load float, ptr %acc.sroa.8
