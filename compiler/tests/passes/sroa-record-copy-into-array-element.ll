; pass: sroa
; `ks[j] = *p;` with `Vec4 ks[2]`: each copy goes into an element of the local
; array (a constant GEP into the slot), not the slot itself. It is read as a
; record load from memory and a store into the element, so the array splits
; into scalars and no stack frame is left.
%struct.Vec4 = type { float, float, float, float }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define float @f(ptr %p) {
entry:
  %ks = alloca [2 x %struct.Vec4], align 4
  %e0 = getelementptr inbounds [2 x %struct.Vec4], ptr %ks, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %e0, ptr align 4 %p, i64 16, i1 false)
  %e1 = getelementptr inbounds %struct.Vec4, ptr %e0, i64 1
  %q = getelementptr inbounds i8, ptr %p, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %e1, ptr align 4 %q, i64 16, i1 false)
  %x1 = getelementptr inbounds %struct.Vec4, ptr %e1, i64 0, i32 3
  %v = load float, ptr %x1, align 4
  ret float %v
}
; CHECK: %ks.sroa.0 = alloca float
; CHECK: load %struct.Vec4, ptr %p, align 4
; CHECK-NOT: call void @llvm.memcpy
; CHECK: load %struct.Vec4, ptr %q, align 4
; CHECK-NOT: call void @llvm.memcpy
; CHECK: ret float
