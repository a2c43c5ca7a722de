; Multiplying, unsigned dividing and taking unsigned remainders by powers
; of two become shifts and masks (also for i8 and for 2^31 as i32).
; CHECK: shl.b32
; CHECK: shr.u32
; CHECK: and.b32
; CHECK: shr.u32
; CHECK: shr.u16
; CHECK: and.b16
define void @p2(ptr addrspace(1) %out, i32 %x, i8 %c) {
entry:
  %m = mul i32 %x, 8
  %d = udiv i32 %x, 16
  %r = urem i32 %x, 32
  %big = udiv i32 %x, -2147483648
  %c2 = udiv i8 %c, 4
  %c3 = urem i8 %c, 8
  %s1 = add i32 %m, %d
  %s2 = add i32 %s1, %r
  %s3 = add i32 %s2, %big
  %w2 = zext i8 %c2 to i32
  %w3 = zext i8 %c3 to i32
  %s4 = add i32 %s3, %w2
  %s5 = add i32 %s4, %w3
  store i32 %s5, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %m, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %d, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 3
  store i32 %r, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 4
  store i32 %big, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 5
  store i32 %w2, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 6
  store i32 %w3, ptr addrspace(1) %o6, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @p2, !"kernel", i32 1}
