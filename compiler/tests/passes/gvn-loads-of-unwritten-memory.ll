; pass: gvn
; No kernel writes the parameter space (a record parameter is cast there
; only when the kernel never writes it) nor the constant space, so a load
; there reads the same value as a dominating load of the same address,
; stores and loops in between notwithstanding, and what is computed from it
; merges too (HeCBench d3q19-bgk's domain sizes, read for the loop test at
; the entry and again inside the loop, with the `(x + nx) % nx` of each).
; A global load after the store (%g2) is not merged.
%struct.Box = type { i32, i32, i32 }
@table = internal addrspace(4) global [4 x i32] zeroinitializer, align 4
define void @k(ptr byval(%struct.Box) align 4 %box, ptr addrspace(1) %out, i32 %x, i1 %c) {
entry:
  %box.param = addrspacecast ptr %box to ptr addrspace(101)
  %nxp = getelementptr inbounds i8, ptr addrspace(101) %box.param, i64 4
  %nx = load i32, ptr addrspace(101) %nxp, align 4
  %t0 = load i32, ptr addrspace(4) @table, align 4
  %g1 = load i32, ptr addrspace(1) %out, align 4
  br i1 %c, label %side, label %loop

side:
  %nx.s = load i32, ptr addrspace(101) %nxp, align 4
  store i32 %nx.s, ptr addrspace(1) %out, align 4
  br label %loop

loop:
  %i = phi i32 [ %x, %entry ], [ %x, %side ], [ %i1, %loop ]
  store i32 %i, ptr addrspace(1) %out, align 4
  %nx2 = load i32, ptr addrspace(101) %nxp, align 4
  %s = add i32 %i, %nx2
  %r = srem i32 %s, %nx2
  %t1 = load i32, ptr addrspace(4) @table, align 4
  %g2 = load i32, ptr addrspace(1) %out, align 4
  %u = add i32 %r, %t1
  %v = add i32 %u, %g2
  %i1 = add i32 %v, %g1
  %more = icmp slt i32 %i1, %t0
  br i1 %more, label %loop, label %done

done:
  ret void
}
; CHECK: side:
; CHECK-NEXT: store i32 %nx, ptr addrspace(1) %out
; CHECK: loop:
; CHECK-NOT: load i32, ptr addrspace(101)
; CHECK: %s = add i32 %i, %nx
; CHECK-NEXT: %r = srem i32 %s, %nx
; CHECK-NOT: load i32, ptr addrspace(4)
; CHECK: %g2 = load i32, ptr addrspace(1) %out
; CHECK: %u = add i32 %r, %t0
