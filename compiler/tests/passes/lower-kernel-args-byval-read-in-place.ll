; pass: lower-kernel-args
; A record passed by value that is only loaded from, also through a GEP with a
; run-time index and a pointer phi (a tensor-offset loop over `info.sizes[d]`),
; is cast to the kernel parameter space, addrspace(101), so its loads become
; `ld.param` at a computed address instead of a copy in the stack frame. A
; record that is written (@w) or whose address is stored (@e) keeps its copy.
%struct.Info = type { [16 x i32], i32 }
define void @k(ptr byval(%struct.Info) align 4 %info, ptr %out, i32 %d) {
entry:
  %dims = getelementptr inbounds i8, ptr %info, i64 64
  %n = load i32, ptr %dims, align 4
  %i = sext i32 %d to i64
  %p0 = getelementptr inbounds [16 x i32], ptr %info, i64 0, i64 %i
  br label %loop
loop:
  %p = phi ptr [ %p0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %n, %entry ], [ %sum, %loop ]
  %v = load i32, ptr %p, align 4
  %sum = add i32 %acc, %v
  %next = getelementptr i8, ptr %p, i64 -4
  %done = icmp eq ptr %next, %info
  br i1 %done, label %exit, label %loop
exit:
  store i32 %sum, ptr %out, align 4
  ret void
}
define void @w(ptr byval(%struct.Info) align 4 %info, ptr %out) {
entry:
  store i32 1, ptr %info, align 4
  %v = load i32, ptr %info, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
define void @e(ptr byval(%struct.Info) align 4 %info, ptr %out) {
entry:
  store ptr %info, ptr %out, align 8
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @w, !"kernel", i32 1}
!2 = !{ptr @e, !"kernel", i32 1}
; CHECK: define void @k(
; CHECK: %info.param = addrspacecast ptr %info to ptr addrspace(101)
; CHECK: %info.generic = addrspacecast ptr addrspace(101) %info.param to ptr
; CHECK: %dims = getelementptr inbounds i8, ptr %info.generic, i64 64
; CHECK: define void @w(
; CHECK-NOT: addrspace(101)
; CHECK: store i32 1, ptr %info, align 4
; CHECK: define void @e(
; CHECK-NOT: addrspace(101)
; CHECK: store ptr %info, ptr %out
