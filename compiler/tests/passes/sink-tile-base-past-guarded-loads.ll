; pass: sink
; A destination tile's base computed before the guarded loads of a copy
; (CuTe's vectorized `copy_if`): its only uses are the guarded stores after
; the loads, so the base and the offset it alone reads move down to the block
; where the stores begin, and no register holds them across the loads. The
; loaded value, data, is not moved.
define void @f(ptr %s, ptr %d, i64 %row, i1 %c0, i1 %c1) {
entry:
  %off = mul i64 %row, 64
  %dst = getelementptr inbounds float, ptr %d, i64 %off
  br i1 %c0, label %load0, label %next
load0:
  %v0 = load float, ptr %s, align 4
  br label %next
next:
  %x0 = phi float [ %v0, %load0 ], [ 0.0, %entry ]
  br i1 %c1, label %load1, label %stores
load1:
  %s1 = getelementptr inbounds float, ptr %s, i64 1
  %v1 = load float, ptr %s1, align 4
  br label %stores
stores:
  %x1 = phi float [ %v1, %load1 ], [ 0.0, %next ]
  br i1 %c0, label %store0, label %after0
store0:
  store float %x0, ptr %dst, align 4
  br label %after0
after0:
  br i1 %c1, label %store1, label %done
store1:
  %d1 = getelementptr inbounds float, ptr %dst, i64 1
  store float %x1, ptr %d1, align 4
  br label %done
done:
  ret void
}
; CHECK: entry:
; CHECK-NOT: getelementptr
; CHECK: load0:
; CHECK: stores:
; CHECK: %off = mul i64 %row, 64
; CHECK: %dst = getelementptr inbounds float, ptr %d, i64 %off
; CHECK: store0:
