; pass: sroa
; `float tmp[2]` filled at constant indices (an unrolled loop) and read back at
; a run-time index, `tmp[threadIdx.x]` (ggml's mul_mat_vec_q writes one row's
; sum per thread): the indexed load becomes loads of both elements and a
; select on the index, and the slot splits (nvcc keeps it in registers).
; `@stored` also writes at a run-time index: its slot stays whole and its
; indexed load stays. `@large` has 8 elements, more than the 4 chosen among.
define float @read(i32 %t, float %x, float %y) {
entry:
  %tmp = alloca [2 x float], align 8
  store float %x, ptr %tmp, align 8
  %e1 = getelementptr inbounds float, ptr %tmp, i64 1
  store float %y, ptr %e1, align 4
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr %tmp, i64 %i
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @stored(i64 %i, float %x) {
entry:
  %tmp = alloca [2 x float], align 8
  store float %x, ptr %tmp, align 8
  %q = getelementptr inbounds [2 x float], ptr %tmp, i64 0, i64 %i
  store float %x, ptr %q, align 4
  %p = getelementptr inbounds [2 x float], ptr %tmp, i64 0, i64 %i
  %v = load float, ptr %p, align 4
  ret float %v
}
define float @large(i64 %i, float %x) {
entry:
  %tmp = alloca [8 x float], align 8
  store float %x, ptr %tmp, align 8
  %p = getelementptr inbounds [8 x float], ptr %tmp, i64 0, i64 %i
  %v = load float, ptr %p, align 4
  ret float %v
}
; CHECK: define float @read(
; CHECK: %tmp.sroa.0 = alloca float
; CHECK: %tmp.sroa.4 = alloca float
; CHECK: load float, ptr %tmp.sroa.0
; CHECK: load float, ptr %tmp.sroa.4
; CHECK: icmp eq i64 %i, 0
; CHECK: select i1
; CHECK-NOT: getelementptr
; CHECK: define float @stored(
; CHECK: %tmp = alloca [2 x float]
; CHECK: %v = load float, ptr %p
; CHECK: define float @large(
; CHECK: %tmp = alloca [8 x float]
; CHECK: %v = load float, ptr %p
