; pass: strength-reduce
; `*(in + i * size + idx)`: the address is two pointer additions, the first
; affine in the counter %i and the second by the invariant %idx. The walk is
; one pointer started at `&in[idx]` (the invariant part added once before the
; loop) and stepped by size*8 bytes, not `lsr.ptr + idx*8` in every iteration.
; In the second loop the first step %row2 has another use (%q), so it keeps
; its pointer and %p2 stays a step from it: two pointers would both be live.
; In the third, both uses of %row3 are steps by invariants (`data + i + n*gx`
; and `data + i + n*gy` after gvn shared `data + i`): each walks a pointer of
; its own and %row3 needs none.
define i64 @f(ptr addrspace(1) %in, i32 %n, i32 %size, i32 %idx) {
entry:
  %idx64 = zext i32 %idx to i64
  br label %ph

ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %ph ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %ph ], [ %acc1, %loop ]
  %is = mul nsw i32 %i, %size
  %is64 = sext i32 %is to i64
  %row = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %is64
  %p = getelementptr inbounds i64, ptr addrspace(1) %row, i64 %idx64
  %x = load i64, ptr addrspace(1) %p, align 8
  %acc1 = xor i64 %acc, %x
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %ph2

ph2:
  br label %loop2

loop2:
  %j = phi i32 [ 0, %ph2 ], [ %j1, %loop2 ]
  %accb = phi i64 [ %acc1, %ph2 ], [ %accb2, %loop2 ]
  %js = mul nsw i32 %j, %size
  %js64 = sext i32 %js to i64
  %row2 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %js64
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %row2, i64 %idx64
  %y = load i64, ptr addrspace(1) %p2, align 8
  %accb1 = xor i64 %accb, %y
  %q = getelementptr inbounds i64, ptr addrspace(1) %row2, i64 %accb1
  %z = load i64, ptr addrspace(1) %q, align 8
  %accb2 = add i64 %accb1, %z
  %j1 = add nsw i32 %j, 1
  %more2 = icmp slt i32 %j1, %n
  br i1 %more2, label %loop2, label %ph3

ph3:
  %gx = sext i32 %size to i64
  br label %loop3

loop3:
  %k = phi i32 [ 0, %ph3 ], [ %k1, %loop3 ]
  %accc = phi i64 [ %accb2, %ph3 ], [ %accc2, %loop3 ]
  %k64 = sext i32 %k to i64
  %row3 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %k64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %row3, i64 %gx
  %pb = getelementptr inbounds i64, ptr addrspace(1) %row3, i64 %idx64
  %a = load i64, ptr addrspace(1) %pa, align 8
  %b = load i64, ptr addrspace(1) %pb, align 8
  %ab = xor i64 %a, %b
  %accc2 = add i64 %accc, %ab
  %k1 = add nsw i32 %k, 4
  %more3 = icmp slt i32 %k1, %n
  br i1 %more3, label %loop3, label %done

done:
  ret i64 %accc2
}
; CHECK: ph:
; CHECK: %0 = getelementptr i64, ptr addrspace(1) %in, i64 %idx64
; CHECK: loop:
; CHECK: %lsr.ptr = phi ptr addrspace(1) [ %0, %ph ], [ %3, %loop ]
; CHECK: %x = load i64, ptr addrspace(1) %lsr.ptr,
; CHECK: %3 = getelementptr i8, ptr addrspace(1) %lsr.ptr, i64 %
; CHECK: loop2:
; CHECK: %lsr.ptr1 = phi ptr addrspace(1)
; CHECK: %p2 = getelementptr inbounds i64, ptr addrspace(1) %lsr.ptr1, i64 %idx64
; CHECK: %q = getelementptr inbounds i64, ptr addrspace(1) %lsr.ptr1, i64 %accb1
; CHECK: ph3:
; CHECK: getelementptr i64, ptr addrspace(1) %in, i64 %
; CHECK: getelementptr i64, ptr addrspace(1) %in, i64 %
; CHECK: loop3:
; CHECK: %lsr.ptr3 = phi ptr addrspace(1)
; CHECK: %lsr.ptr2 = phi ptr addrspace(1)
; CHECK: %a = load i64, ptr addrspace(1) %lsr.ptr2,
; CHECK: %b = load i64, ptr addrspace(1) %lsr.ptr3,
; CHECK: getelementptr i8, ptr addrspace(1) %lsr.ptr2, i64 32
; CHECK: getelementptr i8, ptr addrspace(1) %lsr.ptr3, i64 32
