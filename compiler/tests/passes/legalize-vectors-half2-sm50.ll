; pass: legalize-vectors
; sm: 50
; Before sm_53 there is no packed half arithmetic: <2 x half> splits into lanes.
define <2 x half> @f(<2 x half> %h) {
entry:
  %p = fmul <2 x half> %h, %h
  ret <2 x half> %p
}
; CHECK-NOT: fmul <2 x half>
; CHECK: fmul half
; CHECK: fmul half
