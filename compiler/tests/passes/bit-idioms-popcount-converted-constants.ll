; pass: bit-idioms
; `for (count = 0; x; count++) x &= x - 1;` on an `unsigned long` with a
; `char` counter (HeCBench popcount's pc3): before instsimplify the 1 of
; `x - 1` is still `sext i32 1 to i64` and the counter's step a `trunc`; the
; loop is a population count all the same (nvcc: one popc.b64).
define i32 @f(i64 %v) {
entry:
  %one = sext i32 1 to i64
  %zero = trunc i32 0 to i8
  br label %h

h:
  %x = phi i64 [ %v, %entry ], [ %and, %b ]
  %n = phi i8 [ %zero, %entry ], [ %inc, %b ]
  %nz = icmp ne i64 %x, 0
  br i1 %nz, label %b, label %out

b:
  %sub = sub i64 %x, %one
  %and = and i64 %x, %sub
  %inc = add i8 %n, 1
  br label %h

out:
  %r = sext i8 %n to i32
  ret i32 %r
}
; CHECK: call i64 @llvm.ctpop.i64(i64 %v)
; CHECK-NOT: and i64 %x
