; pass: tail-recursion
; `return n * fact(n - 1)` (the shape IR generation gives it: the product
; reaches the `ret` through the return block's phi) becomes a loop: the
; parameter and an accumulator starting at 1 are phis of the old entry block,
; the call's block multiplies the accumulator and jumps back, and the base
; case returns the accumulator times its value.
define internal i64 @fact(i32 %n) {
entry:
  %cmp = icmp sle i32 %n, 1
  br i1 %cmp, label %if.then, label %if.end
if.then:
  br label %return
if.end:
  %conv = sext i32 %n to i64
  %sub = sub nsw i32 %n, 1
  %call = call i64 @fact(i32 %sub)
  %mul = mul nsw i64 %conv, %call
  br label %return
return:
  %retval = phi i64 [ %mul, %if.end ], [ 1, %if.then ]
  ret i64 %retval
}
; CHECK: define internal i64 @fact(
; CHECK: tailrecurse.entry:
; CHECK: br label %entry
; CHECK: entry:
; CHECK: %n.tr = phi i32 [ %n, %tailrecurse.entry ], [ %sub, %if.end ]
; CHECK: %accumulator.tr = phi i64 [ 1, %tailrecurse.entry ], [ %accumulate.tr, %if.end ]
; CHECK-NOT: call
; CHECK: %accumulate.tr = mul i64 %accumulator.tr, %conv
; CHECK: br label %entry
; CHECK: %retval = phi i64 [ 1, %if.then ]
; CHECK: %accumulator.ret.tr = mul i64 %accumulator.tr, %retval
; CHECK: ret i64 %accumulator.ret.tr
