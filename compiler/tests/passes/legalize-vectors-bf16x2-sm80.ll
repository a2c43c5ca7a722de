; pass: legalize-vectors
; sm: 80
; <2 x bfloat> is legal from sm_80 (the type-translation document's table):
; its arithmetic stays one vector operation, printed as fma.rn.bf16x2 below
; sm_90 (as nvcc does), while <2 x float> beside it splits into lanes.
define <2 x float> @f(<2 x bfloat> %a, <2 x bfloat> %b, <2 x float> %x) {
entry:
  %s = fadd <2 x bfloat> %a, %b
  %d = fsub <2 x bfloat> %s, %b
  %p = fmul <2 x bfloat> %d, %a
  %y = fadd <2 x float> %x, %x
  ret <2 x float> %y
}
; CHECK-NOT: extractelement <2 x bfloat>
; CHECK: fadd <2 x bfloat> %a, %b
; CHECK: fsub <2 x bfloat> %s, %b
; CHECK: fmul <2 x bfloat> %d, %a
; CHECK-NOT: extractelement <2 x bfloat>
; CHECK: fadd float
; CHECK: fadd float
; CHECK-NOT: fadd <2 x float>
