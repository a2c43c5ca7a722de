; pass: sroa
; `((LT*)r)[0] = ((LT*)x)[i]` with LT `std::aligned_storage<16, 16>::type`
; (a record of 16 bytes) fills a local `float r[4]` from memory and copies it
; back: each copy moves the record as words as wide as its alignment allows
; (i32 here, the slot being aligned to 4), not as 16 bytes, so the slot splits
; into one float per element (integer/float punning); the memory side keeps
; the copy's alignment of 16, which the vectorizer joins into one `v4.u32`.
%struct.type = type { [16 x i8] }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @k(ptr %x, ptr %out, i64 %i, float %a) {
entry:
  %r = alloca [4 x float], align 4
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
; CHECK: = alloca float, align 4
; CHECK-NOT: memcpy
; CHECK: load i32, ptr %s, align 16
; CHECK-NOT: load i8
; CHECK: bitcast i32
; CHECK: %v = load float, ptr %r.sroa.4
; CHECK: store i32 %11, ptr %o, align 16
; CHECK: bitcast float
; CHECK-NOT: memcpy
