; i8 values live in 16-bit registers with unspecified upper bits: signed
; compares sign-extend first, unsigned ones mask.
; CHECK: cvt.s16.s8
; CHECK: setp.lt.s16
; CHECK: and.b16
; CHECK: setp.lt.u16
define void @cmp8(ptr addrspace(1) %out, i8 %a, i8 %b) {
entry:
  %s = add i8 %a, %b
  %lt = icmp slt i8 %s, %b
  %ult = icmp ult i8 %s, %b
  %z1 = zext i1 %lt to i32
  %z2 = zext i1 %ult to i32
  %r = add i32 %z1, %z2
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @cmp8, !"kernel", i32 1}
