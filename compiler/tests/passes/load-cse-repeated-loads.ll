; pass: load-cse
; `a[i]` read three times with only arithmetic (and a pure intrinsic) in
; between is loaded once; after a store the next load reads memory again.
define float @f(ptr %a, ptr %b) {
entry:
  %x = load float, ptr %a, align 4
  %y = load float, ptr %a, align 4
  %m = call float @llvm.maxnum.f32(float %x, float %y)
  %z = load float, ptr %a, align 4
  %s = fadd float %m, %z
  store float %s, ptr %b, align 4
  %w = load float, ptr %a, align 4
  %t = fadd float %s, %w
  ret float %t
}

declare float @llvm.maxnum.f32(float, float)
; CHECK: %x = load float, ptr %a
; CHECK-NOT: %y = load
; CHECK: call float @llvm.maxnum.f32(float %x, float %x)
; CHECK-NOT: %z = load
; CHECK: %s = fadd float %m, %x
; CHECK: store float %s, ptr %b
; CHECK: %w = load float, ptr %a
