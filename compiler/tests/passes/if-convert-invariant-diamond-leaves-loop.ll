; pass: if-convert
; A diamond inside a loop on values the loop does not change (an inlined
; `acosf(x)` choosing between its two ranges): once it is a select, the whole
; computation is loop-invariant and moves to the preheader, so the loop keeps
; only the accumulation, as nvcc's branch-free math leaves it.
define float @f(float %x, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %join ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %join ]
  %big = fcmp ogt float %x, 5.000000e-01
  br i1 %big, label %wide, label %narrow
wide:
  %w = fmul float %x, 2.000000e+00
  br label %join
narrow:
  %s = fmul float %x, %x
  br label %join
join:
  %v = phi float [ %w, %wide ], [ %s, %narrow ]
  %acc.next = fadd float %acc, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %head, label %exit
exit:
  ret float %acc.next
}
; CHECK: entry:
; CHECK: %big = fcmp ogt float %x, 5.000000e-01
; CHECK: %w = fmul float %x, 2.000000e+00
; CHECK: %s = fmul float %x, %x
; CHECK: select i1 %big, float %w, float %s
; CHECK-NEXT: br label %head
; CHECK: head:
; CHECK-NOT: fmul
; CHECK: %acc.next = fadd float %acc,
; CHECK: ret float %acc.next
