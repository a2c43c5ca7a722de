; pass: noop-stores
; A record copied into registers, one field changed and copied back: the
; stores of the unchanged fields write what is already there and go; the
; changed field is stored. A store through another pointer may alias.
define void @f(ptr %p, ptr %q, float %dt) {
entry:
  %v.addr = getelementptr inbounds i8, ptr %p, i64 4
  %n.addr = getelementptr inbounds i8, ptr %p, i64 8
  %x = load float, ptr %p, align 4
  %v = load float, ptr %v.addr, align 4
  %n = load i32, ptr %n.addr, align 4
  %x2 = call float @llvm.fma.f32(float %v, float %dt, float %x)
  store float %x2, ptr %p, align 4
  store float %v, ptr %v.addr, align 4
  store i32 %n, ptr %n.addr, align 4
  %o = load i32, ptr %q, align 4
  store i32 1, ptr %n.addr, align 4
  store i32 %o, ptr %q, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)
; CHECK: store float %x2, ptr %p
; CHECK-NOT: store float %v
; CHECK-NOT: store i32 %n
; CHECK: store i32 1, ptr %n.addr
; CHECK: store i32 %o, ptr %q
