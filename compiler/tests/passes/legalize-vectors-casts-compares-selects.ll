; pass: legalize-vectors
; Every element-wise operation splits, not only arithmetic: a cast with an
; illegal side (<2 x float>) goes lane by lane, a compare is judged by its
; operands (<4 x half> compares as two pairs, <2 x float> lane by lane), a
; select by its value type; a cast between legal pairs stays whole.
define <2 x float> @f(<2 x half> %h, <2 x float> %x, <4 x half> %q, <2 x i16> %s) {
entry:
  %w = fpext <2 x half> %h to <2 x float>
  %c = fcmp olt <2 x float> %w, %x
  %m = select <2 x i1> %c, <2 x float> %w, <2 x float> %x
  %k = fcmp oeq <4 x half> %q, %q
  %n = sitofp <2 x i16> %s to <2 x half>
  ret <2 x float> %m
}
; CHECK-NOT: fpext <2 x half>
; CHECK: fpext half
; CHECK: fpext half
; CHECK-NOT: fcmp olt <2 x float>
; CHECK: fcmp olt float
; CHECK: fcmp olt float
; CHECK-NOT: select <2 x i1>
; CHECK: select i1
; CHECK: select i1
; CHECK-NOT: fcmp oeq half
; CHECK: fcmp oeq <2 x half>
; CHECK: fcmp oeq <2 x half>
; CHECK: shufflevector <2 x i1>
; CHECK: sitofp <2 x i16> %s to <2 x half>
