; pass: instsimplify
; Float constants that decide a value whatever the floating-point modes
; (`float_consts.rs`): `powf(v, 1.5f)` inlined asks whether `1.5` is an integer
; (`truncf(y) == y`), finite (`fabsf(y) < inf`), NaN (its bits), odd (`(int)y & 1`).
; Each folds, and so do a conversion from an integer and `copysign`. Arithmetic
; stays (`fmul`: contraction into an fma would change it), and so does a
; subnormal operand (`-ftz=true` flushes it) and `fabs` of a NaN.
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
; CHECK: %p = fmul float -2.000000e+00, 3.000000e+00
; CHECK: %sub = call float @llvm.fabs.f32(float 0x3800000000000000)
; CHECK: %nan = call float @llvm.fabs.f32(float 0x7FF8000000000000)
; CHECK: %r4 = add i32 1069547522, %pb
