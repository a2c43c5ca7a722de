; pass: strength-reduce
; A 64-bit index holding a widened 32-bit counter, `maps[(size_t)i * n + j]`
; (`sext i` times the widened `n`, plus `j`): `sext i` is affine in `i` when
; the counter's step is `nsw`, so the address becomes a pointer stepped by
; `n` elements a trip (four instructions a load before). A counter stepped
; without `nsw` may wrap, and its address stays.
define float @f(ptr addrspace(1) %maps, i32 %n, i64 %j, i32 %lim) {
entry:
  %n64 = sext i32 %n to i64
  br label %ph

ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %ph ], [ %inc, %loop ]
  %s = phi float [ 0.0, %ph ], [ %t, %loop ]
  %wi = sext i32 %i to i64
  %row = mul i64 %wi, %n64
  %idx = add i64 %row, %j
  %p = getelementptr inbounds float, ptr addrspace(1) %maps, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %t = fadd float %s, %v
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %lim
  br i1 %c, label %loop, label %done

done:
  br label %ph2

ph2:
  br label %loop2

loop2:
  %i2 = phi i32 [ 0, %ph2 ], [ %inc2, %loop2 ]
  %s2 = phi float [ %t, %ph2 ], [ %t2, %loop2 ]
  %wi2 = sext i32 %i2 to i64
  %row2 = mul i64 %wi2, %n64
  %idx2 = add i64 %row2, %j
  %p2 = getelementptr inbounds float, ptr addrspace(1) %maps, i64 %idx2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %t2 = fadd float %s2, %v2
  %inc2 = add i32 %i2, 1
  %c2 = icmp slt i32 %inc2, %lim
  br i1 %c2, label %loop2, label %out

out:
  ret float %t2
}
; CHECK: ph:
; CHECK-NEXT: getelementptr float, ptr addrspace(1) %maps, i64 %j
; CHECK: loop:
; CHECK-NEXT: %lsr.ptr = phi ptr addrspace(1)
; CHECK: load float, ptr addrspace(1) %lsr.ptr, align 4
; CHECK: loop2:
; CHECK-NOT: lsr.ptr
; CHECK: load float, ptr addrspace(1) %p2, align 4
