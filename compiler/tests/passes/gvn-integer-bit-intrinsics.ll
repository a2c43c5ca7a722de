; pass: gvn
; `llvm.abs`, `llvm.ctpop` and the other integer bit intrinsics compute a value
; of their operands only: one repeated where an equal call dominates it is
; that call's value (an `if`-`else if` chain testing `abs((int)v)` twice ran
; two `abs.s32`). A call with another operand, or another poison flag, stays.
define i32 @f(i32 %x, i32 %y, i1 %c) {
entry:
  %a = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %p = call i32 @llvm.ctpop.i32(i32 %x)
  br i1 %c, label %then, label %done
then:
  %b = call i32 @llvm.abs.i32(i32 %x, i1 false)
  %q = call i32 @llvm.ctpop.i32(i32 %x)
  %d = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %e = call i32 @llvm.abs.i32(i32 %y, i1 false)
  %s1 = add i32 %b, %q
  %s2 = add i32 %d, %e
  %s = add i32 %s1, %s2
  br label %done
done:
  %r = phi i32 [ %a, %entry ], [ %s, %then ]
  %t = add i32 %r, %p
  ret i32 %t
}
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
; CHECK: %a = call i32 @llvm.abs.i32(i32 %x, i1 false)
; CHECK: then:
; CHECK-NOT: %b =
; CHECK-NOT: %q =
; CHECK: %d = call i32 @llvm.abs.i32(i32 %x, i1 true)
; CHECK: %e = call i32 @llvm.abs.i32(i32 %y, i1 false)
; CHECK: %s1 = add i32 %a, %p
