; pass: instcombine
; Division by a power of two whose reciprocal is a normal number is a multiply
; by that reciprocal (one exact value rounded once either way); other divisors,
; a reciprocal that would be subnormal (2^127 for float) or infinite (2^-127,
; itself subnormal), and divisions that are not by a constant stay divisions.
define float @f(float %x, float %y) {
entry:
  %quarter = fdiv float %x, 4.000000e+00
  %neg = fdiv float %quarter, -5.000000e-01
  %three = fdiv float %neg, 3.000000e+00
  %huge = fdiv float %three, 0x47E0000000000000
  %tiny = fdiv float %huge, 0x3810000000000000
  %var = fdiv float %tiny, %y
  ret float %var
}
define double @g(double %x) {
entry:
  %d = fdiv double %x, 1.024000e+03
  ret double %d
}
; CHECK: = fmul float %x, 2.500000e-01
; CHECK: = fmul float %0, -2.000000e+00
; CHECK: %three = fdiv float %1, 3.000000e+00
; CHECK: %huge = fdiv float %three, 0x47E0000000000000
; CHECK: = fmul float %huge, 0x47D0000000000000
; CHECK: %var = fdiv float %2, %y
; CHECK: = fmul double %x, 9.765625e-04
; CHECK-NOT: fdiv double
