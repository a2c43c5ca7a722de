; pass: instcombine
; `!isint(y)` where `isint` returns a C truth value as `int`: the callee
; cleaned up before inlining left `icmp eq (zext i1 c), 0`, which is `!c`.
define i1 @f(float %y) {
entry:
  %t = call float @llvm.trunc.f32(float %y)
  %c = fcmp oeq float %t, %y
  %z = zext i1 %c to i32
  %not = icmp eq i32 %z, 0
  %one = icmp ne i32 %z, 1
  %both = and i1 %not, %one
  ret i1 %both
}
declare float @llvm.trunc.f32(float)
; CHECK: %c = fcmp oeq float %t, %y
; CHECK: xor i1 %c, true
; CHECK: xor i1 %c, true
; CHECK-NOT: icmp
