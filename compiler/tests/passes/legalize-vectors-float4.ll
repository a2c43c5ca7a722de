; pass: legalize-vectors
; PTX has no vector arithmetic on float: a <4 x float> add becomes four scalar
; adds; <2 x half> arithmetic stays packed from sm_53 on (add.f16x2).
define <4 x float> @f(<4 x float> %a, <4 x float> %b, <2 x half> %h) {
entry:
  %s = fadd <4 x float> %a, %b
  %p = fmul <2 x half> %h, %h
  ret <4 x float> %s
}
; CHECK-NOT: fadd <4 x float>
; CHECK: fadd float
; CHECK: fadd float
; CHECK: fadd float
; CHECK: fadd float
; CHECK: fmul <2 x half> %h, %h
