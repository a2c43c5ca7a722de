; pass: loop-unroll
; Under `#pragma unroll` a known trip count past MAX_TRIPS (64) is unrolled
; when the copies fit the pragma budget (CUTLASS's `Array<float, 128>::fill`
; of a GEMM's accumulators); the same loop without the pragma stays a loop.
define void @fill(ptr %p, ptr %q) {
entry:
  br label %marked

marked:
  %i = phi i32 [ 0, %entry ], [ %inc, %marked.body ]
  %cmp = icmp slt i32 %i, 100
  br i1 %cmp, label %marked.body, label %plain

marked.body:
  %idx = sext i32 %i to i64
  %gep = getelementptr inbounds float, ptr %p, i64 %idx
  store float 0.0, ptr %gep, align 4
  %inc = add nsw i32 %i, 1
  br label %marked, !llvm.loop !0

plain:
  %j = phi i32 [ 0, %marked ], [ %jinc, %plain.body ]
  %jcmp = icmp slt i32 %j, 100
  br i1 %jcmp, label %plain.body, label %done

plain.body:
  %jdx = sext i32 %j to i64
  %qgep = getelementptr inbounds float, ptr %q, i64 %jdx
  store float 0.0, ptr %qgep, align 4
  %jinc = add nsw i32 %j, 1
  br label %plain

done:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
; CHECK-NOT: phi
; CHECK: getelementptr inbounds float, ptr %p, i64 0
; CHECK: getelementptr inbounds float, ptr %p, i64 99
; CHECK-NOT: getelementptr inbounds float, ptr %p, i64 100
; CHECK: phi i32
; CHECK: icmp slt i32 %j, 100
