; pass: strength-reduce
; `acc += a[row*n + k] * b[k*n + col]` over k: both addresses are affine in
; the counter %k (nsw arithmetic, sign-extended), so each becomes a pointer
; phi started in the preheader at k = 0 and stepped at the latch: a by 4
; bytes, b by n*4 bytes. The address of c[%k] is also used after the loop,
; and %u's index wraps (no nsw): both stay.
define i32 @f(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %n, i32 %row, i32 %col) {
entry:
  %rown = mul nsw i32 %row, %n
  br label %ph

ph:
  br label %loop

loop:
  %k = phi i32 [ 0, %ph ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %ph ], [ %acc1, %loop ]
  %ia = add nsw i32 %rown, %k
  %ia64 = sext i32 %ia to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ia64
  %kn = mul nsw i32 %k, %n
  %ib = add nsw i32 %kn, %col
  %ib64 = sext i32 %ib to i64
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ib64
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %u = add i32 %k, %col
  %u64 = sext i32 %u to i64
  %pu = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %u64
  %z = load i32, ptr addrspace(1) %pu, align 4
  %k64 = sext i32 %k to i64
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k64
  store i32 %z, ptr addrspace(1) %pc, align 4
  %xy = mul nsw i32 %x, %y
  %acc1 = add nsw i32 %acc, %xy
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %done

done:
  %last = load i32, ptr addrspace(1) %pc, align 4
  %r = add i32 %acc1, %last
  ret i32 %r
}
; CHECK: ph:
; CHECK: %0 = sext i32 %rown to i64
; CHECK: %1 = getelementptr i32, ptr addrspace(1) %a, i64 %0
; CHECK: %2 = sext i32 %col to i64
; CHECK: %3 = getelementptr i32, ptr addrspace(1) %b, i64 %2
; CHECK: %4 = sext i32 %n to i64
; CHECK: %5 = mul i64 %4, 4
; CHECK: loop:
; CHECK: %lsr.ptr1 = phi ptr addrspace(1) [ %3, %ph ], [ %7, %loop ]
; CHECK: %lsr.ptr = phi ptr addrspace(1) [ %1, %ph ], [ %6, %loop ]
; CHECK: %x = load i32, ptr addrspace(1) %lsr.ptr,
; CHECK: %y = load i32, ptr addrspace(1) %lsr.ptr1,
; CHECK: %z = load i32, ptr addrspace(1) %pu,
; CHECK: store i32 %z, ptr addrspace(1) %pc,
; CHECK: %6 = getelementptr i8, ptr addrspace(1) %lsr.ptr, i64 4
; CHECK: %7 = getelementptr i8, ptr addrspace(1) %lsr.ptr1, i64 %5
; CHECK: br i1 %more
; CHECK: %last = load i32, ptr addrspace(1) %pc
