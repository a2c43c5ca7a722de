; pass: inline
; A chain of forced-inline steps deeper than a handful of rounds (CUB's warp
; reductions call ten): every level is inlined, so no call is left and the
; reference argument's slot can be promoted.
define internal void @s5(ptr %p) #0 {
entry:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 5
  store i32 %w, ptr %p, align 4
  ret void
}
define internal void @s4(ptr %p) #0 {
entry:
  call void @s5(ptr %p)
  ret void
}
define internal void @s3(ptr %p) #0 {
entry:
  call void @s4(ptr %p)
  ret void
}
define internal void @s2(ptr %p) #0 {
entry:
  call void @s3(ptr %p)
  ret void
}
define internal void @s1(ptr %p) #0 {
entry:
  call void @s2(ptr %p)
  ret void
}
define internal void @s0(ptr %p) #0 {
entry:
  call void @s1(ptr %p)
  ret void
}
define i32 @top(i32 %x) {
entry:
  %slot = alloca i32, align 4
  store i32 %x, ptr %slot, align 4
  call void @s0(ptr %slot)
  %r = load i32, ptr %slot, align 4
  ret i32 %r
}
attributes #0 = { alwaysinline }
; CHECK: define i32 @top(i32 %x) {
; CHECK-NOT: call
; CHECK: , 5
; CHECK: ret i32 %r
