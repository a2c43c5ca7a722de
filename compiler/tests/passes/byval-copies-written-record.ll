; pass: byval-copies
; A record a kernel takes by value and writes (a work-share record whose block
; range the kernel fills in, as CUB's radix sort kernels do) gets a slot of its
; own, filled by one whole-record copy at entry, and every use moves to the slot,
; where sroa can split it. A record only read (@r) stays in place, for
; lower-kernel-args to read from the parameter space.
%struct.Share = type { i32, i32, i64, i64, i64 }
define void @w(ptr %out, ptr byval(%struct.Share) align 8 %share) {
entry:
  %tiles = getelementptr inbounds i8, ptr %share, i64 4
  %n = load i32, ptr %tiles, align 4
  %wide = sext i32 %n to i64
  %end = getelementptr inbounds i8, ptr %share, i64 24
  store i64 %wide, ptr %end, align 8
  %v = load i64, ptr %end, align 8
  store i64 %v, ptr %out, align 8
  ret void
}
define void @r(ptr %out, ptr byval(%struct.Share) align 8 %share) {
entry:
  %end = getelementptr inbounds i8, ptr %share, i64 24
  %v = load i64, ptr %end, align 8
  store i64 %v, ptr %out, align 8
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @w, !"kernel", i32 1}
!1 = !{ptr @r, !"kernel", i32 1}
; CHECK: define void @w(
; CHECK-NEXT: entry:
; CHECK-NEXT: %share.copy = alloca %struct.Share, align 8
; CHECK-NEXT: load %struct.Share, ptr %share, align 8
; CHECK-NEXT: store %struct.Share
; CHECK: %tiles = getelementptr inbounds i8, ptr %share.copy, i64 4
; CHECK: %end = getelementptr inbounds i8, ptr %share.copy, i64 24
; CHECK: define void @r(
; CHECK-NOT: alloca
; CHECK: %end = getelementptr inbounds i8, ptr %share, i64 24
