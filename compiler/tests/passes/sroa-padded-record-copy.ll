; pass: sroa
; A record with padding copied from memory into a local: one move per field and
; per aligned piece of padding (the copy moves every byte), so the local still
; splits into scalars; the padding's loads are dead once nothing reads them.
%struct.T = type { i8, i32, i16 }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @f(ptr %g) {
entry:
  %t = alloca %struct.T, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %t, ptr align 4 %g, i64 12, i1 false)
  %v = getelementptr inbounds i8, ptr %t, i64 4
  %x = load i32, ptr %v, align 4
  ret i32 %x
}
; CHECK: define i32 @f(
; CHECK: %t.sroa.0 = alloca i8, align 1
; CHECK: %t.sroa.4 = alloca i32, align 4
; CHECK-NOT: memcpy
; CHECK: load i8, ptr %g, align 4
; CHECK: load i8, ptr
; CHECK: load i16, ptr
; CHECK: load i32, ptr
; CHECK-NOT: memcpy
; CHECK: ret i32
