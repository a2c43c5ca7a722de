; pass: instsimplify
; Float constants that decide a value whatever the floating-point modes
; (`float_consts.rs`): `powf(v, 1.5f)` inlined asks whether `1.5` is an integer
; (`truncf(y) == y`), finite (`fabsf(y) < inf`), NaN (its bits), odd (`(int)y & 1`).
; Each folds, and so do a conversion from an integer, `copysign` and the
; product of constants (rounded once, as nvcc folds it before contracting). A
; subnormal operand stays (`-ftz=true` flushes it), and so does `fabs` of a NaN.
define i32 @f(float %x) {
entry:
  %t = call float @llvm.trunc.f32(float 1.500000e+00)
  %isint = fcmp oeq float %t, 1.500000e+00
  %a = call float @llvm.fabs.f32(float -1.500000e+00)
  %finite = fcmp olt float %a, 0x7FF0000000000000
  %bits = bitcast float 1.500000e+00 to i32
  %i = fptosi float 1.500000e+00 to i32
  %f = sitofp i32 -3 to float
  %s = call float @llvm.copysign.f32(float 2.000000e+00, float %f)
  %p = fmul float %s, 3.000000e+00
  %sub = call float @llvm.fabs.f32(float 0x3800000000000000)
  %nan = call float @llvm.fabs.f32(float 0x7FF8000000000000)
  %c1 = zext i1 %isint to i32
  %c2 = zext i1 %finite to i32
  %r1 = add i32 %c1, %c2
  %r2 = add i32 %r1, %bits
  %r3 = add i32 %r2, %i
  %pb = bitcast float %p to i32
  %sb = bitcast float %sub to i32
  %nb = bitcast float %nan to i32
  %r4 = add i32 %r3, %pb
  %r5 = add i32 %r4, %sb
  %r6 = add i32 %r5, %nb
  ret i32 %r6
}
declare float @llvm.trunc.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
; CHECK: define i32 @f(
; CHECK-NOT: llvm.trunc
; CHECK-NOT: fcmp
; CHECK-NOT: sitofp
; CHECK-NOT: fmul
; CHECK: %sub = call float @llvm.fabs.f32(float 0x3800000000000000)
; CHECK: %nan = call float @llvm.fabs.f32(float 0x7FF8000000000000)
; CHECK: %r5 = add i32 8388610, %sb

; The correctly rounded arithmetic of constants folds: `__fmaf_rn` rounds once
; (3 * 0x1.000002p0 + -3 is 0x1.8p-22, where a rounded product would give
; 0x1p-21), `__fsqrt_rn`, `sqrtf`, `__fdiv_rn`, a narrowing of a double. A
; division by zero, a NaN result and a subnormal result stay; so does `x + 0.0`
; (not `x` for -0.0), while `x * 1.0`, `x - 0.0` and `x / 1.0` are `x`.
define float @g(float %x) {
entry:
  %fma = call float @llvm.nvvm.fma.rn.f(float 3.000000e+00, float 0x3FF0000020000000, float -3.000000e+00)
  %sq = call float @llvm.nvvm.sqrt.rn.f(float 4.000000e+00)
  %sqf = call float @llvm.nvvm.sqrt.f(float 9.000000e+00)
  %dv = call float @llvm.nvvm.div.rn.f(float 1.000000e+00, float 4.000000e+00)
  %tr = fptrunc double 2.500000e-01 to float
  %byzero = fdiv float 1.000000e+00, 0.000000e+00
  %nan = fsub float 0x7FF0000000000000, 0x7FF0000000000000
  %tiny = fmul float 0x3810000000000000, 5.000000e-01
  %a = fadd float %x, 0.000000e+00
  %m = fmul float %a, 1.000000e+00
  %s = fsub float %m, 0.000000e+00
  %d = fdiv float %s, 1.000000e+00
  %r1 = fadd float %fma, %sq
  %r2 = fadd float %r1, %sqf
  %r3 = fadd float %r2, %dv
  %r4 = fadd float %r3, %tr
  %r5 = fadd float %r4, %byzero
  %r6 = fadd float %r5, %nan
  %r7 = fadd float %r6, %tiny
  %r8 = fadd float %r7, %d
  ret float %r8
}
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.nvvm.div.rn.f(float, float)
; CHECK: define float @g(
; CHECK-NOT: call
; CHECK: %byzero = fdiv float 1.000000e+00, 0.000000e+00
; CHECK: %nan = fsub float
; CHECK: %tiny = fmul float
; CHECK: %a = fadd float %x, 0.000000e+00
; CHECK-NOT: fmul
; CHECK: %r5 = fadd float 0x4016000020000000, %byzero
; CHECK: %r7 = fadd float
; CHECK: %r8 = fadd float %r7, %a
define float @fused() {
entry:
  %fma = call float @llvm.nvvm.fma.rn.f(float 3.000000e+00, float 0x3FF0000020000000, float -3.000000e+00)
  ret float %fma
}
; CHECK: define float @fused(
; CHECK: ret float 0x3E98000000000000
