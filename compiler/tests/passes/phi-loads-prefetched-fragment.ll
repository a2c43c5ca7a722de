; pass: phi-loads
; A value prefetched before a loop and loaded again at the end of each trip
; from the same address (CuTe's sgemm_sm70 register pipeline: the next
; k-block's fragment, read from shared memory after the barrier) reaches the
; header as a phi of two loads: one load at the top of the loop replaces it,
; so the value is not carried across the back edge. The prefetch sits before
; the loop's guard; nothing writes memory between either load and its edge.
; In @stored a store follows the loop's load: the phi stays.
define float @f(ptr addrspace(3) %s, i32 %n) {
entry:
  %pre = load float, ptr addrspace(3) %s, align 4
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %ph, label %done
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %inc, %latch ]
  %acc = phi float [ 0.0, %ph ], [ %sum, %latch ]
  %frag = phi float [ %pre, %ph ], [ %next, %latch ]
  %sum = fadd float %acc, %frag
  call void @llvm.nvvm.barrier0()
  %next = load float, ptr addrspace(3) %s, align 4
  br label %latch
latch:
  %inc = add i32 %i, 1
  %more = icmp slt i32 %inc, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %entry ], [ %sum, %latch ]
  ret float %r
}

define float @stored(ptr addrspace(3) %s, i32 %n) {
entry:
  %pre = load float, ptr addrspace(3) %s, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %frag = phi float [ %pre, %entry ], [ %next, %loop ]
  %sum = fadd float %acc, %frag
  %next = load float, ptr addrspace(3) %s, align 4
  store float %sum, ptr addrspace(3) %s, align 4
  %inc = add i32 %i, 1
  %more = icmp slt i32 %inc, %n
  br i1 %more, label %loop, label %done
done:
  ret float %sum
}

declare void @llvm.nvvm.barrier0()
; CHECK: define float @f(
; CHECK-NOT: load float
; CHECK: loop:
; CHECK-NOT: phi float [ %pre
; CHECK: load float, ptr addrspace(3) %s
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK-NOT: load float
; CHECK: define float @stored(
; CHECK: phi float [ %pre, %entry ], [ %next, %loop ]
