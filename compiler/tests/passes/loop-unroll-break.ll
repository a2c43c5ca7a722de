; pass: loop-unroll
; A loop of constant trip count (4) left also by a `break` (through a block
; that only jumps to the exit) is unrolled: every copy keeps its own test
; and branch out, and the exit phi gets one entry per copy of the breaking
; block plus the last header copy.
define i32 @f(i32 %lim) {
entry:
  br label %for.cond

for.cond:
  %k = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %acc = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %cmp = icmp slt i32 %k, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %add = add i32 %acc, %k
  %big = icmp sgt i32 %add, %lim
  br i1 %big, label %brk, label %for.inc

brk:
  br label %for.end

for.inc:
  %inc = add i32 %k, 1
  br label %for.cond

for.end:
  %r = phi i32 [ %acc, %for.cond ], [ %add, %brk ]
  ret i32 %r
}
; CHECK: define i32 @f
; CHECK-NOT: phi i32 [ 0, %entry ], [ %inc
; CHECK: icmp sgt i32 0, %lim
; CHECK: br i1 %big1, label %brk.unr0, label %for.inc.unr0
; CHECK: icmp sgt i32 1, %lim
; CHECK: icmp sgt i32 3, %lim
; CHECK: icmp sgt i32 6, %lim
; CHECK: br i1 %big4, label %brk.unr3, label %for.inc.unr3
; CHECK: for.end:
; CHECK: %r = phi i32 [ 6, %for.cond.unr4 ], [ 0, %brk.unr0 ], [ 1, %brk.unr1 ], [ 3, %brk.unr2 ], [ 6, %brk.unr3 ]
