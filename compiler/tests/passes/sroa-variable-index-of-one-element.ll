; pass: sroa
; `float sumf[ncols]` with a template argument of 1, written at index 0 and
; read back at a run-time index `sumf[j]` (ggml's mul_mat_vec_f): an index
; stepping over the whole slot can only be 0 for an access inside it, so the
; slot splits (nvcc keeps it in a register). `@two` indexes a [2 x float] at a
; run-time index: the slot stays whole. `@twice` has two such indices on one
; address, which could cancel: it stays whole too.
define float @one(i64 %j, float %x) {
entry:
  %sumf = alloca [1 x float], align 4
  %e = getelementptr inbounds [1 x float], ptr %sumf, i64 0, i64 0
  store float %x, ptr %e, align 4
  %p = getelementptr inbounds float, ptr %e, i64 %j
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @two(i64 %j, float %x) {
entry:
  %pair = alloca [2 x float], align 4
  store float %x, ptr %pair, align 4
  %q = getelementptr inbounds float, ptr %pair, i64 1
  store float %x, ptr %q, align 4
  %p = getelementptr inbounds [2 x float], ptr %pair, i64 0, i64 %j
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @twice(i64 %j, i64 %k, float %x) {
entry:
  %cell = alloca [1 x float], align 4
  store float %x, ptr %cell, align 4
  %p = getelementptr inbounds float, ptr %cell, i64 %j
  %q = getelementptr inbounds float, ptr %p, i64 %k
  %v = load float, ptr %q, align 4
  ret float %v
}
; CHECK: define float @one(
; CHECK: %sumf.sroa.0 = alloca float
; CHECK: store float %x, ptr %sumf.sroa.0
; CHECK: %v = load float, ptr %sumf.sroa.0
; CHECK: define float @two(
; CHECK: %pair = alloca [2 x float]
; CHECK: load float, ptr %p
; CHECK: define float @twice(
; CHECK: %cell = alloca [1 x float]
; CHECK: load float, ptr %q
