; pass: mem2reg
; A local whose address is passed to a call may be read or written through it:
; it stays in memory, while its neighbour whose address does not escape is promoted.
declare void @observe(ptr)
define i32 @f(i32 %x) {
entry:
  %kept = alloca i32, align 4
  %gone = alloca i32, align 4
  store i32 %x, ptr %kept, align 4
  store i32 %x, ptr %gone, align 4
  call void @observe(ptr %kept)
  %a = load i32, ptr %kept, align 4
  %b = load i32, ptr %gone, align 4
  %s = add i32 %a, %b
  ret i32 %s
}
; CHECK: %kept = alloca i32
; CHECK-NOT: %gone
; CHECK: call void @observe(ptr %kept)
; CHECK: %a = load i32, ptr %kept
; CHECK: %s = add i32 %a, %x
