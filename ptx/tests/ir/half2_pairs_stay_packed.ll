; `__hsub2(__hadd2(__floats2half2_rn(a, b), __floats2half2_rn(c, d)), e)` as
; nvcc prints it: each converted pair is one `cvt.rn.f16x2.f32` (the high
; lane's float first), and the sum feeds the difference as its `b32`
; register, never unpacked into two `b16`s and packed again. The difference
; is also stored lane by lane, so it is unpacked once (and a later pair
; operation on those lanes uses the register again).
; CHECK: cvt.rn.f16x2.f32 	%r1, %f2, %f1;
; CHECK: cvt.rn.f16x2.f32 	%r2, %f4, %f3;
; CHECK: add.rn.f16x2 	%r3, %r1, %r2;
; CHECK: sub.rn.f16x2 	%r5, %r3, %r4;
; CHECK: mov.b32 	{%rs3, %rs4}, %r5;
; CHECK: mul.rn.f16x2 	%r6, %r5, %r5;
define void @pairs(ptr addrspace(1) %p, ptr addrspace(1) %h, <2 x half> %e) {
entry:
  %a = load float, ptr addrspace(1) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 1
  %b = load float, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 2
  %c = load float, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p, i64 3
  %d = load float, ptr addrspace(1) %p3, align 4
  %ah = fptrunc float %a to half
  %bh = fptrunc float %b to half
  %ch = fptrunc float %c to half
  %dh = fptrunc float %d to half
  %x0 = insertelement <2 x half> undef, half %ah, i32 0
  %x = insertelement <2 x half> %x0, half %bh, i32 1
  %y0 = insertelement <2 x half> undef, half %ch, i32 0
  %y = insertelement <2 x half> %y0, half %dh, i32 1
  %s = fadd <2 x half> %x, %y
  %t = fsub <2 x half> %s, %e
  %lo = extractelement <2 x half> %t, i32 0
  %hi = extractelement <2 x half> %t, i32 1
  store half %lo, ptr addrspace(1) %h, align 2
  %h1 = getelementptr inbounds half, ptr addrspace(1) %h, i64 1
  store half %hi, ptr addrspace(1) %h1, align 2
  %sq = fmul <2 x half> %t, %t
  %h2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %h, i64 1
  store <2 x half> %sq, ptr addrspace(1) %h2, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @pairs, !"kernel", i32 1}
