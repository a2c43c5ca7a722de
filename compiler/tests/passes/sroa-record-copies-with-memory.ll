; pass: sroa
; A record copied whole from memory into a local and back (`Body b = bodies[i];
; ... bodies[i] = b;`): the copies say both sides are aligned for the record, so
; they become a load and a store of the record, and the local is split into its
; fields instead of staying a stack frame that memcpy fills byte by byte. A copy
; without an alignment (a user's memcpy from any address) stays a memcpy.
%struct.P = type { float, i32 }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %g, float %d) {
entry:
  %t = alloca %struct.P, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %t, ptr align 4 %g, i64 8, i1 false)
  %x = load float, ptr %t, align 4
  %y = fadd float %x, %d
  store float %y, ptr %t, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %g, ptr align 4 %t, i64 8, i1 false)
  ret void
}
define void @h(ptr %g) {
entry:
  %u = alloca %struct.P, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %u, ptr %g, i64 8, i1 false)
  %z = load float, ptr %u, align 4
  store float %z, ptr %g, align 4
  ret void
}
; CHECK: define void @f(
; CHECK: %t.sroa.0 = alloca float, align 4
; CHECK: %t.sroa.4 = alloca i32, align 4
; CHECK-NOT: memcpy
; CHECK: load %struct.P, ptr %g, align 4
; CHECK-NOT: memcpy
; CHECK: store %struct.P
; CHECK-NOT: memcpy
; CHECK: define void @h(
; CHECK: %u = alloca %struct.P, align 4
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %u, ptr %g, i64 8, i1 false)
