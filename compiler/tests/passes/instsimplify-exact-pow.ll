; pass: instsimplify
; `pow` of constants with an exact value folds (the NAS benchmarks' `R23` =
; `pow(0.5, 23.0)` and `T23` = `pow(2.0, 23.0)`: HeCBench is's kernel kept
; 47 inlined copies of `pow` and 1056 B of stack, nvcc none); `y == 0` gives 1.
; A result that is not a power of two stays a call. (The sums and products of
; the constants then fold too: `float_consts.rs`.)
declare double @_Z3powdd(double, double)
declare float @_Z20__ptxc_accurate_powfff(float, float)
define double @r23() {
entry:
  %r = call double @_Z3powdd(double 5.000000e-01, double 2.300000e+01)
  %t = call double @_Z3powdd(double 2.000000e+00, double 2.300000e+01)
  %m = fmul double %r, %t
  ret double %m
}
define float @f(float %x) {
entry:
  %a = call float @_Z20__ptxc_accurate_powfff(float 4.000000e+00, float -3.000000e+00)
  %b = call float @_Z20__ptxc_accurate_powfff(float %x, float 0.000000e+00)
  %c = call float @_Z20__ptxc_accurate_powfff(float 3.000000e+00, float 2.000000e+00)
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  ret float %t
}
; CHECK: define double @r23()
; CHECK-NOT: call
; CHECK: ret double 1.000000e+00
; CHECK: define float @f(
; CHECK: %c = call float @_Z20__ptxc_accurate_powfff(float 3.0
; CHECK: fadd float 1.015625e+00, %c
