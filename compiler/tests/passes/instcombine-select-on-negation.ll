; pass: instcombine
; A select on a negated truth (`xor c, true`, or `icmp eq (zext i1 c), 0`:
; `powf`'s `(x == 0) == (y < 0)` once `y < 0` folded to false) is the select on
; the truth with its arms swapped: no `not.pred`.
define float @f(float %x, i1 %d) {
entry:
  %z = fcmp oeq float %x, 0.000000e+00
  %w = zext i1 %z to i32
  %n = icmp eq i32 %w, 0
  %r = select i1 %n, float 0x7FF0000000000000, float 0.000000e+00
  %nd = xor i1 %d, true
  %s = select i1 %nd, float %r, float %x
  ret float %s
}
; CHECK: define float @f(
; CHECK: select i1 %z, float 0.000000e+00, float 0x7FF0000000000000
; CHECK: select i1 %d, float %x,
