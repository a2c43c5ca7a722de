; pass: legalize-vectors
; sm: 75
; Below sm_80 there is no bf16x2 instruction: <2 x bfloat> splits into lanes.
define <2 x bfloat> @f(<2 x bfloat> %a, <2 x bfloat> %b) {
entry:
  %s = fadd <2 x bfloat> %a, %b
  ret <2 x bfloat> %s
}
; CHECK-NOT: fadd <2 x bfloat>
; CHECK: fadd bfloat
; CHECK: fadd bfloat
