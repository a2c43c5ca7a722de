; pass: dce
; Unused instructions without side effects are removed; stores and volatile
; loads stay.
define void @f(i32 %x, ptr %p) {
entry:
  %a = add i32 %x, 1
  %b = mul i32 %a, 3
  %kept = add i32 %x, 7
  store i32 %kept, ptr %p, align 4
  %v = load volatile i32, ptr %p, align 4
  ret void
}
; CHECK-NOT: %a =
; CHECK-NOT: %b =
; CHECK: %kept = add i32 %x, 7
; CHECK: store i32 %kept, ptr %p
; CHECK: load volatile i32
