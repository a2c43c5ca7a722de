; pass: instcombine
; CUDA's `__hmax(a, b)` is the float maximum of the widened values rounded
; back; the maximum of two exact widenings is one of them, so rounding it back
; is exact, and it is `maxnum` in the 16-bit type (one `max.bf16` on sm_80:
; HeCBench mxfp4's warp maximum took five conversions a step). A maximum of
; a widened value and another float (%other) stays.
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
define bfloat @f(bfloat %a, bfloat %b, half %c, half %d, float %x) {
entry:
  %wa = fpext bfloat %a to float
  %wb = fpext bfloat %b to float
  %m = call float @llvm.maxnum.f32(float %wa, float %wb)
  %r = fptrunc float %m to bfloat
  %wc = fpext half %c to float
  %wd = fpext half %d to float
  %n = call float @llvm.minnum.f32(float %wc, float %wd)
  %s = fptrunc float %n to half
  %o = call float @llvm.maxnum.f32(float %wa, float %x)
  %other = fptrunc float %o to bfloat
  %sb = fpext half %s to float
  %sbb = fptrunc float %sb to bfloat
  %t = fadd bfloat %r, %sbb
  %u = fadd bfloat %t, %other
  ret bfloat %u
}
; CHECK: call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
; CHECK: call half @llvm.minnum.f16(half %c, half %d)
; CHECK: %other = fptrunc float %o to bfloat
