; pass: sroa
; A record of 36 scalars (a lambda capturing by value lambdas that capture
; by value, as HeCBench lrn's kernels nest them: 34 leaves) copied between
; two slots: the copy becomes moves of its fields and both slots split (up to
; 64 leaves; the limit was 32, and the 256-byte closure stayed in a frame).
%struct.B = type { [36 x i32] }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @f(i32 %a) {
entry:
  %t = alloca %struct.B, align 4
  %z = alloca %struct.B, align 4
  %p = getelementptr inbounds i8, ptr %t, i64 12
  store i32 %a, ptr %p, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %z, ptr align 4 %t, i64 144, i1 false)
  %q = getelementptr inbounds i8, ptr %z, i64 12
  %r = load i32, ptr %q, align 4
  ret i32 %r
}
; CHECK: %t.sroa.12 = alloca i32
; CHECK: %z.sroa.12 = alloca i32
; CHECK-NOT: memcpy
; CHECK: store i32 %a, ptr %t.sroa.12
; CHECK: %r = load i32, ptr %z.sroa.12
