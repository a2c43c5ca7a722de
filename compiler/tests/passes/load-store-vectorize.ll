; pass: load-store-vectorize
; A local int[8] written at constant indices and read back: the slot's
; alignment is raised to 16 and its stores and loads become two
; <4 x i32> accesses each, lanes put together with insertelement and taken
; apart with extractelement. Global accesses through a pointer aligned only
; to 4 stay scalar; so do loads with a store in between, and a store whose
; bytes an intervening store through another pointer may overlap.
define i32 @f(ptr addrspace(1) %g, ptr %q, i32 %x) {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [4 x float], align 4
  store i32 0, ptr %a, align 4
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  store i32 %x, ptr %a1, align 4
  %a2 = getelementptr inbounds i32, ptr %a, i64 2
  store i32 0, ptr %a2, align 4
  %a3 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %a3, align 4
  %a4 = getelementptr inbounds i8, ptr %a, i64 16
  store i32 1, ptr %a4, align 4
  %a5 = getelementptr inbounds i8, ptr %a, i64 20
  store i32 2, ptr %a5, align 4
  %a6 = getelementptr inbounds i8, ptr %a, i64 24
  store i32 3, ptr %a6, align 4
  %a7 = getelementptr inbounds i8, ptr %a, i64 28
  store i32 4, ptr %a7, align 4
  %l0 = load i32, ptr %a, align 4
  %l1 = load i32, ptr %a1, align 4
  %l2 = load i32, ptr %a2, align 4
  %l3 = load i32, ptr %a3, align 4
  %s01 = add i32 %l0, %l1
  %s23 = add i32 %l2, %l3
  %s = add i32 %s01, %s23
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %g, i64 1
  %m0 = load i32, ptr addrspace(1) %g, align 4
  %m1 = load i32, ptr addrspace(1) %g1, align 4
  %t = add i32 %m0, %m1
  %n0 = load i32, ptr %a4, align 4
  store i32 %t, ptr %q, align 4
  %n1 = load i32, ptr %a5, align 4
  %u = add i32 %n0, %n1
  %b1 = getelementptr inbounds float, ptr %b, i64 1
  store float 1.0, ptr %b, align 4
  store float 2.0, ptr %q, align 4
  store float 3.0, ptr %b1, align 4
  %r0 = add i32 %s, %t
  %r = add i32 %r0, %u
  ret i32 %r
}
; CHECK: %a = alloca [8 x i32], align 16
; CHECK: insertelement <4 x i32> undef, i32 0, i32 0
; CHECK: insertelement <4 x i32>
; CHECK: store <4 x i32>
; CHECK: store <4 x i32>
; CHECK: load <4 x i32>
; CHECK: extractelement <4 x i32>
; CHECK-NOT: load <2 x i32>
; CHECK: %m0 = load i32, ptr addrspace(1) %g
; CHECK: %m1 = load i32
; CHECK: %n0 = load i32
; CHECK: %n1 = load i32
; CHECK-NOT: <2 x float>
; CHECK: ret i32
