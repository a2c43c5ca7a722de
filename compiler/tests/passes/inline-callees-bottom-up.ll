; pass: inline-callees
; Callees first: @mid takes @leaf's body, and its slot is promoted, before
; @top (first in the module) takes @mid's, so @top copies two adds, not a
; slot and two calls (CuTe's trees of tiny calls fold level by level, issue 44).
; A kernel is left to the inline run.
define internal i32 @top(i32 %x) {
entry:
  %r = call i32 @mid(i32 %x)
  ret i32 %r
}
define internal i32 @mid(i32 %x) {
entry:
  %s = alloca i32, align 4
  store i32 %x, ptr %s, align 4
  %a = call i32 @leaf(ptr %s)
  %b = call i32 @leaf(ptr %s)
  %r = add i32 %a, %b
  ret i32 %r
}
define internal i32 @leaf(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4
  %r = add i32 %v, 1
  ret i32 %r
}
define void @k(ptr %out, i32 %x) {
entry:
  %r = call i32 @top(i32 %x)
  store i32 %r, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
; CHECK: define internal i32 @top(i32 %x) {
; CHECK-NOT: alloca
; CHECK-NOT: call
; CHECK: add i32 %x, 1
; CHECK: add i32 %x, 1
; CHECK-NOT: call
; CHECK: define internal i32 @mid(i32 %x) {
; CHECK-NOT: alloca
; CHECK: define void @k(ptr %out, i32 %x) {
; CHECK: call i32 @top(i32 %x)
