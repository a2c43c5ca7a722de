; pass: instcombine
; C's `|` of compares (`if ((y == 0) | (ux - 1 >= 0x7f7fffff) | (x < 0))`, the
; math library's one test of `powf`'s special cases) widens each truth to
; `int`; tested `!= 0` it is the `or`s of the truths themselves.
define i1 @f(float %x, i32 %u) {
entry:
  %a = fcmp oeq float %x, 0.000000e+00
  %b = icmp uge i32 %u, 2139095039
  %c = fcmp olt float %x, 0.000000e+00
  %za = zext i1 %a to i32
  %zb = zext i1 %b to i32
  %zc = zext i1 %c to i32
  %ab = or i32 %za, %zb
  %abc = and i32 %ab, %zc
  %t = icmp ne i32 %abc, 0
  ret i1 %t
}
; CHECK: define i1 @f(
; CHECK: or i1 %a, %b
; CHECK: and i1
; CHECK-NOT: icmp ne
