; pass: loop-unroll
; `#pragma unroll` on a loop of 2 iterations whose body keeps a loop of a
; run-time trip count (mixbench's `for (j...) { t[j] = ...; for (i < n) ... }`,
; ntt's modular multiplication loop): the outer loop becomes two copies, each
; with its own copy of the inner loop, as nvcc does; the same loop without the
; mark stays a loop (only innermost loops are unrolled unasked).
define i32 @marked(i32 %n) {
entry:
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %jn, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %outer.latch ]
  %more = icmp slt i32 %j, 2
  br i1 %more, label %inner, label %done

inner:
  %i = phi i32 [ 0, %outer ], [ %in, %inner ]
  %v = phi i32 [ %j, %outer ], [ %vn, %inner ]
  %vn = mul i32 %v, 3
  %in = add nsw i32 %i, 1
  %again = icmp slt i32 %in, %n
  br i1 %again, label %inner, label %outer.latch

outer.latch:
  %sum = add i32 %acc, %vn
  %jn = add nsw i32 %j, 1
  br label %outer, !llvm.loop !0

done:
  ret i32 %acc
}

define i32 @unmarked(i32 %n) {
entry:
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %jn, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %outer.latch ]
  %more = icmp slt i32 %j, 2
  br i1 %more, label %inner, label %done

inner:
  %i = phi i32 [ 0, %outer ], [ %in, %inner ]
  %v = phi i32 [ %j, %outer ], [ %vn, %inner ]
  %vn = mul i32 %v, 3
  %in = add nsw i32 %i, 1
  %again = icmp slt i32 %in, %n
  br i1 %again, label %inner, label %outer.latch

outer.latch:
  %sum = add i32 %acc, %vn
  %jn = add nsw i32 %j, 1
  br label %outer

done:
  ret i32 %acc
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
; CHECK: define i32 @marked
; CHECK-NOT: icmp slt i32 %j
; CHECK: inner.unr0:
; CHECK: phi i32 [ 0,
; CHECK: icmp slt i32
; CHECK: inner.unr1:
; CHECK: phi i32 [ 1,
; CHECK: icmp slt i32
; CHECK: define i32 @unmarked
; CHECK: %j = phi i32
; CHECK: icmp slt i32 %j, 2
