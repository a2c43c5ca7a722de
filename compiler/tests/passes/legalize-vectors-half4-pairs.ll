; pass: legalize-vectors
; <4 x half> is not legal, but its halves are: it splits into two <2 x half>
; operations (two add.f16x2), not four scalars, as the type-translation
; document's table gives it (v4f16 -> 2x v2f16).
define <4 x half> @f(<4 x half> %a, <4 x half> %b) {
entry:
  %s = fadd <4 x half> %a, %b
  ret <4 x half> %s
}
; CHECK-NOT: fadd half
; CHECK: shufflevector <4 x half> %a, <4 x half> poison, <2 x i32> <i32 0, i32 1>
; CHECK: fadd <2 x half>
; CHECK: shufflevector <4 x half> %a, <4 x half> poison, <2 x i32> <i32 2, i32 3>
; CHECK: fadd <2 x half>
; CHECK: shufflevector <2 x half>
; CHECK-NOT: fadd half
; CHECK: ret <4 x half>
