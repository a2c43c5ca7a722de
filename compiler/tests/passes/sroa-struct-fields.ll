; pass: sroa
; A local record accessed only field by field at constant offsets is split into
; one alloca per field (mem2reg then promotes each).
%struct.Pair = type { i32, float }
define float @f(i32 %a, float %b) {
entry:
  %p = alloca %struct.Pair, align 4
  store i32 %a, ptr %p, align 4
  %fb = getelementptr inbounds %struct.Pair, ptr %p, i64 0, i32 1
  store float %b, ptr %fb, align 4
  %x = load float, ptr %fb, align 4
  ret float %x
}
; CHECK: define float @f(
; CHECK-NOT: alloca %struct.Pair
; CHECK: alloca float
; CHECK: ret float
