; pass: sroa
; `agent_t{tile_base, op}`: a record (`op`, a functor holding a pointer and an
; int) copied by `memcpy` to byte 8 of a local, reached by an `i8` GEP, is a copy
; of the field there, the record of the copy's size: the local splits and its
; fields are read as the copied values (CUB's for_each kernel kept its agent in
; local memory, nvcc in registers).
%struct.functor = type { ptr, i32 }
%struct.agent = type { i64, %struct.functor }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @k(ptr %op, i64 %base) {
entry:
  %a = alloca %struct.agent, align 8
  store i64 %base, ptr %a, align 8
  %f = getelementptr inbounds i8, ptr %a, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %f, ptr align 8 %op, i64 16, i1 false)
  %v.at = getelementptr inbounds i8, ptr %f, i64 8
  %v = load i32, ptr %v.at, align 8
  %p = load ptr, ptr %f, align 8
  %b = load i64, ptr %a, align 8
  %q = getelementptr inbounds i32, ptr %p, i64 %b
  store i32 %v, ptr %q, align 4
  ret i32 %v
}
; CHECK: define i32 @k(
; CHECK-NOT: memcpy
; CHECK: load ptr, ptr %op, align 8
; CHECK: %v = load i32, ptr %a.sroa
