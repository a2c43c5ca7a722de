; pass: legalize-vectors
; <8 x half> halves twice (v8f16 -> v4f16 -> 2x v2f16): four <2 x half>
; multiplies, joined back pairwise into <4 x half> and then <8 x half>.
define <8 x half> @f(<8 x half> %a) {
entry:
  %p = fmul <8 x half> %a, %a
  ret <8 x half> %p
}
; CHECK-NOT: fmul half
; CHECK: <2 x i32> <i32 0, i32 1>
; CHECK: fmul <2 x half>
; CHECK: <2 x i32> <i32 2, i32 3>
; CHECK: fmul <2 x half>
; CHECK: <2 x i32> <i32 4, i32 5>
; CHECK: fmul <2 x half>
; CHECK: <2 x i32> <i32 6, i32 7>
; CHECK: fmul <2 x half>
; CHECK: <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK: <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NOT: fmul
