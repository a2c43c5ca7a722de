; pass: loop-unroll
; Near misses and limits of unrolling by a bound's range. `x % 2` of an
; argument may be negative and the range analysis only bounds values it knows
; are non-negative, so `j <= x % 2` stays a loop. `t & 15` allows up to 15
; iterations, more than the 8 a tested unroll allows: it stays. `j < (x & 7)`
; runs at most 7 times: 7 copies, each keeping its test, then a jump out (the
; eighth header's compare is left for dce).
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define i32 @signed_remainder(i32 %x) {
entry:
  %r = srem i32 %x, 2
  br label %for.cond
for.cond:
  %j = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp sle i32 %j, %r
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %inc = add nsw i32 %j, 1
  br label %for.cond
for.end:
  ret i32 %j
}

define i32 @sixteen(i32 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = and i32 %t, 15
  br label %for.cond
for.cond:
  %j = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp ult i32 %j, %r
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %inc = add nsw i32 %j, 1
  br label %for.cond
for.end:
  ret i32 %j
}

define i32 @seven(i32 %x) {
entry:
  %r = and i32 %x, 7
  br label %for.cond
for.cond:
  %j = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp ult i32 %j, %r
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %inc = add nsw i32 %j, 1
  br label %for.cond
for.end:
  ret i32 %j
}
; CHECK: define i32 @signed_remainder
; CHECK: %j = phi i32
; CHECK: icmp sle i32 %j, %r
; CHECK: define i32 @sixteen
; CHECK: %j = phi i32
; CHECK: icmp ult i32 %j, %r
; CHECK: define i32 @seven
; CHECK-NOT: %j = phi
; CHECK: icmp ult i32 0, %r
; CHECK: icmp ult i32 6, %r
; CHECK: for.cond.unr7:
; CHECK-NOT: br i1
; CHECK: br label %for.end
; CHECK: phi i32 [ 7, %for.cond.unr7 ]
; CHECK: ret i32
