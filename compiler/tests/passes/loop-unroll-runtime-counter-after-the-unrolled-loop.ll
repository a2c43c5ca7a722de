; pass: loop-unroll-runtime
; The remainder starts its counter at `lo + main` (the trips the unrolled loop
; runs, known in the preheader), not at the unrolled loop's last counter: a
; body that never reads the counter (`t = t * t + c` repeated `n` times)
; leaves the unrolled loop stepping the count-down alone, as nvcc's does.
define float @f(float %x, i32 %lo, i32 %n) {
entry:
  br label %h

h:
  %k = phi i32 [ %lo, %entry ], [ %inc, %b ]
  %t = phi float [ %x, %entry ], [ %u, %b ]
  %c = icmp slt i32 %k, %n
  br i1 %c, label %b, label %out

b:
  %sq = fmul float %t, %t
  %u = fadd float %sq, 1.0
  %inc = add nsw i32 %k, 1
  br label %h

out:
  ret float %t
}
; CHECK: entry:
; CHECK: %3 = and i32 %2, -4
; CHECK: %5 = add i32 %lo, %3
; CHECK: h.remainder:
; CHECK-NEXT: phi i32 [ %lo, %entry ], [ %5, %h.unrolled.next ]
