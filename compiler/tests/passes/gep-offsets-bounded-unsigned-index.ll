; pass: gep-offsets
; An unsigned index `4 * threadIdx.x + k` cannot wrap (threadIdx.x < 1024,
; so 4 * t + 3 < 4096): `zext (4 * t + k)` is `zext (4 * t) + k` and the
; offset splits off as for signed indices. `x + 1` of an unknown `x` may
; wrap at 2^32 and stays whole, as does `4 * t - 1` (below zero when t = 0).
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @f(ptr %out, i32 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 4, %t
  %a = add i32 %m, 3
  %ea = zext i32 %a to i64
  %pa = getelementptr inbounds i32, ptr %out, i64 %ea
  store i32 1, ptr %pa, align 4
  %w = add i32 %x, 1
  %ew = zext i32 %w to i64
  %pw = getelementptr inbounds i32, ptr %out, i64 %ew
  store i32 2, ptr %pw, align 4
  %s = sub i32 %m, 1
  %es = zext i32 %s to i64
  %ps = getelementptr inbounds i32, ptr %out, i64 %es
  store i32 3, ptr %ps, align 4
  ret void
}
; CHECK: %0 = zext i32 %m to i64
; CHECK: %1 = getelementptr i32, ptr %out, i64 %0
; CHECK: %pa = getelementptr inbounds i32, ptr %1, i64 3
; CHECK: %pw = getelementptr inbounds i32, ptr %out, i64 %ew
; CHECK: %ps = getelementptr inbounds i32, ptr %out, i64 %es
