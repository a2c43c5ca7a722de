; pass: licm
; A grid-stride loop (`i += blockDim.x * gridDim.x`) mostly runs once per
; thread, so an invariant computation on a path the thread may skip (after
; `if (flag[i] == 4) continue;`) stays there: moved out, every thread that
; skips the path would compute it for nothing (HeCBench d3q19-bgk's products
; of the domain's sizes, computed at the entry by the threads outside the
; domain too). What the loop runs on every trip still moves (%w), and so does
; the same skipped-path product of a loop stepping by 1 (%q), which may run
; many times.
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out, i32 %start, i32 %n, i32 %a, i32 %b) {
entry:
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %grid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 %block, %grid
  br label %ph

ph:
  br label %loop

loop:
  %i = phi i32 [ %start, %ph ], [ %next, %latch ]
  %w = mul i32 %a, 3
  %i64 = sext i32 %i to i64
  %fp = getelementptr inbounds i8, ptr addrspace(1) %flag, i64 %i64
  %f = load i8, ptr addrspace(1) %fp, align 1
  %skip = icmp eq i8 %f, 4
  br i1 %skip, label %latch, label %work

work:
  %p = mul i32 %a, %b
  %p7 = mul i32 %p, 7
  %v = add i32 %p7, %w
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i64
  store i32 %v, ptr addrspace(1) %op, align 4
  br label %latch

latch:
  %next = add i32 %i, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %ph2

ph2:
  br label %loop2

loop2:
  %j = phi i32 [ %start, %ph2 ], [ %next2, %latch2 ]
  %j64 = sext i32 %j to i64
  %gp = getelementptr inbounds i8, ptr addrspace(1) %flag, i64 %j64
  %g = load i8, ptr addrspace(1) %gp, align 1
  %skip2 = icmp eq i8 %g, 4
  br i1 %skip2, label %latch2, label %work2

work2:
  %q = mul i32 %a, %b
  %oq = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j64
  store i32 %q, ptr addrspace(1) %oq, align 4
  br label %latch2

latch2:
  %next2 = add i32 %j, 1
  %more2 = icmp slt i32 %next2, %n
  br i1 %more2, label %loop2, label %done

done:
  ret void
}
; CHECK: ph:
; CHECK-NEXT: %w = mul i32 %a, 3
; CHECK-NEXT: br label %loop
; CHECK: work:
; CHECK-NEXT: %p = mul i32 %a, %b
; CHECK-NEXT: %p7 = mul i32 %p, 7
; CHECK: ph2:
; CHECK-NEXT: %q = mul i32 %a, %b
; CHECK-NEXT: br label %loop2
