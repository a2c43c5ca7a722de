; pass: strength-reduce
; A loop unrolled by four reads a[k], a[k + 1], a[k + 2] and a[k + 3]
; (k + c as nsw sums): the four addresses differ by constant element counts,
; so they share one pointer phi, started at &a[k0] and stepped by 16 bytes,
; and the other three are constant GEPs from it (`[%rd+4]` .. `[%rd+12]`),
; not four pointers each set up before the loop. b[k + %m] has another
; variable part and gets a pointer of its own.
define i32 @f(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %k0, i32 %n, i32 %m) {
entry:
  br label %ph

ph:
  br label %loop

loop:
  %k = phi i32 [ %k0, %ph ], [ %k4, %loop ]
  %acc = phi i32 [ 0, %ph ], [ %s3, %loop ]
  %i0 = sext i32 %k to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i0
  %k1 = add nsw i32 %k, 1
  %i1 = sext i32 %k1 to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i1
  %k2 = add nsw i32 %k, 2
  %i2 = sext i32 %k2 to i64
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i2
  %k3 = add nsw i32 %k, 3
  %i3 = sext i32 %k3 to i64
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i3
  %km = add nsw i32 %k, %m
  %im = sext i32 %km to i64
  %pm = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %im
  %x0 = load i32, ptr addrspace(1) %p0, align 4
  %x1 = load i32, ptr addrspace(1) %p1, align 4
  %x2 = load i32, ptr addrspace(1) %p2, align 4
  %x3 = load i32, ptr addrspace(1) %p3, align 4
  %xm = load i32, ptr addrspace(1) %pm, align 4
  %s0 = add i32 %acc, %x0
  %s1 = add i32 %s0, %x1
  %s2 = add i32 %s1, %x2
  %s2m = add i32 %s2, %xm
  %s3 = add i32 %s2m, %x3
  %k4 = add nsw i32 %k, 4
  %more = icmp slt i32 %k4, %n
  br i1 %more, label %loop, label %done

done:
  ret i32 %s3
}
; CHECK: ph:
; CHECK: %0 = sext i32 %k0 to i64
; CHECK: %1 = getelementptr i32, ptr addrspace(1) %a, i64 %0
; CHECK-NOT: getelementptr i32, ptr addrspace(1) %a
; CHECK: getelementptr i32, ptr addrspace(1) %b
; CHECK: loop:
; CHECK: %lsr.ptr1 = phi ptr addrspace(1) [ %5, %ph ]
; CHECK: %lsr.ptr = phi ptr addrspace(1) [ %1, %ph ]
; CHECK-NOT: %lsr.ptr2 = phi
; CHECK: getelementptr i32, ptr addrspace(1) %lsr.ptr, i64 1
; CHECK: getelementptr i32, ptr addrspace(1) %lsr.ptr, i64 2
; CHECK: getelementptr i32, ptr addrspace(1) %lsr.ptr, i64 3
; CHECK: getelementptr i8, ptr addrspace(1) %lsr.ptr, i64 16
