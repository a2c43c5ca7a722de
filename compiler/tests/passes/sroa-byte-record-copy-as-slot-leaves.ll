; pass: sroa
; `((LT*)r)[0] = ((LT*)x)[i]` with LT `std::aligned_storage<16, 16>::type`
; into a local `float r[4]` aligned to 16, as nvcc's front end aligns it: the
; copy's alignment would allow 8-byte words, but each float of the slot then
; took shifts and masks to cut out of an `i64` and put back (HeCBench axpby);
; the words are as wide as the slot's floats instead, one `i32` per element.
%struct.type = type { [16 x i8] }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @k(ptr %x, ptr %out, i64 %i, float %a) {
entry:
  %r = alloca [4 x float], align 16
  %d = getelementptr inbounds [4 x float], ptr %r, i64 0, i64 0
  %e = getelementptr inbounds %struct.type, ptr %d, i64 0
  %s = getelementptr inbounds %struct.type, ptr %x, i64 %i
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %e, ptr align 16 %s, i64 16, i1 false)
  %p1 = getelementptr inbounds float, ptr %d, i64 1
  %v = load float, ptr %p1, align 4
  %w = fmul float %v, %a
  store float %w, ptr %p1, align 4
  %o = getelementptr inbounds %struct.type, ptr %out, i64 %i
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %o, ptr align 16 %e, i64 16, i1 false)
  ret void
}
; CHECK: define void @k(
; CHECK-NOT: memcpy
; CHECK: load i32, ptr %s, align 16
; CHECK-NOT: i64, ptr
; CHECK: %v = load float, ptr %r.sroa.4
; CHECK: ptr %o, align 16
; CHECK-NOT: lshr
; CHECK-NOT: memcpy
; CHECK: ret void
