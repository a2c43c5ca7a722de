; pass: gep-offsets
; A signed index without `nsw` whose range shows it cannot wrap splits like an
; `nsw` one: `threadIdx.x + 7 + k` of a 1D stencil (HeCBench stencil1d) is
; `add i32 %t, k` once instcombine merged the constants and dropped the flag;
; `%t` is below 1024, so `sext (t + 5)` is `sext t + 5` and each tap is an
; offset of one address (119 -> 58 PTX instructions, nvcc 61). `x + 1` of an
; unknown `x` may wrap past INT_MAX and stays whole, as does `t + c` with `c`
; so large that `t + c` may pass it.
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @f(ptr %out, i32 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = add i32 %t, 5
  %ea = sext i32 %a to i64
  %pa = getelementptr inbounds i32, ptr %out, i64 %ea
  store i32 1, ptr %pa, align 4
  %n = add i32 %t, -3
  %en = sext i32 %n to i64
  %pn = getelementptr inbounds i32, ptr %out, i64 %en
  store i32 2, ptr %pn, align 4
  %w = add i32 %x, 1
  %ew = sext i32 %w to i64
  %pw = getelementptr inbounds i32, ptr %out, i64 %ew
  store i32 3, ptr %pw, align 4
  %big = add i32 %t, 2147483000
  %eb = sext i32 %big to i64
  %pb = getelementptr inbounds i32, ptr %out, i64 %eb
  store i32 4, ptr %pb, align 4
  ret void
}
; CHECK: %0 = sext i32 %t to i64
; CHECK: %1 = getelementptr i32, ptr %out, i64 %0
; CHECK: %pa = getelementptr inbounds i32, ptr %1, i64 5
; CHECK: %pn = getelementptr inbounds i32, ptr
; CHECK: i64 -3
; CHECK: %pw = getelementptr inbounds i32, ptr %out, i64 %ew
; CHECK: %pb = getelementptr inbounds i32, ptr %out, i64 %eb
