; pass: loop-unroll-partial
; A loop of 4096 trips, too many to unroll fully, runs 16 copies of its
; five-instruction body per trip (HeCBench layout's `res += a[i].trees[gid]`,
; as nvcc unrolls it). Copy j indexes with `%i + j`, `nsw` as the counter's
; step is, so its address is one constant away from copy 0's; the copies'
; header tests are gone (4096 is a multiple of 16), and the last copy's latch
; jumps back to the header, whose phis take its values.
define i32 @f(ptr %a) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %inc, %b ]
  %s = phi i32 [ 0, %entry ], [ %t, %b ]
  %c = icmp slt i32 %i, 4096
  br i1 %c, label %b, label %out

b:
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %p, align 4
  %t = add i32 %s, %v
  %inc = add nsw i32 %i, 1
  br label %h

out:
  ret i32 %s
}
; CHECK: h:
; CHECK: %i = phi i32 [ 0, %entry ], [ %inc15, %b.unr15 ]
; CHECK: %s = phi i32 [ 0, %entry ], [ %t15, %b.unr15 ]
; CHECK: br i1 %c, label %b, label %out
; CHECK: br label %h.unr1
; CHECK: h.unr1:
; CHECK-NEXT: = add nsw i32 %i, 1
; CHECK-NOT: phi
; CHECK: h.unr15:
; CHECK-NEXT: = add nsw i32 %i, 15
; CHECK: b.unr15:
; CHECK: br label %h
; A `char` counter compared as an `int` (`for (char i = 0; i < 64; i++)`,
; HeCBench popcount's pc4), its start still `trunc i32 0`: the trips are
; counted on the `char`'s signed values, and the loop runs 16 copies a trip.
define i32 @g(i64 %v) {
entry:
  %zero = trunc i32 0 to i8
  br label %h

h:
  %i = phi i8 [ %zero, %entry ], [ %inc, %b ]
  %s = phi i64 [ 0, %entry ], [ %t, %b ]
  %x = phi i64 [ %v, %entry ], [ %sh, %b ]
  %w = sext i8 %i to i32
  %c = icmp slt i32 %w, 64
  br i1 %c, label %b, label %out

b:
  %bit = and i64 %x, 1
  %t = add i64 %s, %bit
  %sh = lshr i64 %x, 1
  %inc = add nsw i8 %i, 1
  br label %h

out:
  %r = trunc i64 %s to i32
  ret i32 %r
}
; CHECK: define i32 @g(
; CHECK: h.unr15:
; CHECK-NEXT: = add nsw i8 %i, 15
; CHECK-NOT: h.unr16:
; CHECK: out:
