; pass: sroa
; A `__half2` slot written as its record and read as a `<2 x half>` (how the
; half2 functions take their operands): the vector access is taken apart
; element by element like the record, so the slot splits into its two halves
; (mem2reg can then promote them) instead of staying in local memory.
%struct.__half2 = type { half, half }
define <2 x half> @f(half %a, half %b) {
entry:
  %h = alloca %struct.__half2, align 4
  %0 = insertvalue %struct.__half2 undef, half %a, 0
  %1 = insertvalue %struct.__half2 %0, half %b, 1
  store %struct.__half2 %1, ptr %h, align 4
  %v = load <2 x half>, ptr %h, align 4
  %w = fadd <2 x half> %v, %v
  store <2 x half> %w, ptr %h, align 4
  %r = load <2 x half>, ptr %h, align 4
  ret <2 x half> %r
}
; CHECK: %h.sroa.0 = alloca half
; CHECK: %h.sroa.2 = alloca half
; CHECK-NOT: ptr %h, align
; CHECK: extractelement <2 x half> %w, i32 0
; CHECK-NOT: ptr %h, align
; CHECK: ret <2 x half>
