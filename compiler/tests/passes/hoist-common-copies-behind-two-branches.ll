; pass: hoist-common
; Copies of `sext k` and `mul (sext k), n`, each behind two branches
; (`if (c1) if (c2)`): a copy runs on a quarter of the ways through the
; entry, taking each branch as likely either way. Two such copies run half
; as often as the computation moved to the entry would, so they stay (a
; `sinf(x)` and a `cosf(x)` of one `x` reducing a huge `x`); four run as
; often, so they move, the `mul`s with them once their `sext`s are one
; value (four inlined `exp(x)` scaling by the same power of two).
define i64 @two(i32 %k, i64 %n, i1 %c1, i1 %c2) {
entry:
  br i1 %c1, label %a1, label %j1
a1:
  br i1 %c2, label %b1, label %j1
b1:
  %s1 = sext i32 %k to i64
  %m1 = mul i64 %s1, %n
  br label %j1
j1:
  %x1 = phi i64 [ 0, %entry ], [ 0, %a1 ], [ %m1, %b1 ]
  br i1 %c1, label %a2, label %j2
a2:
  br i1 %c2, label %b2, label %j2
b2:
  %s2 = sext i32 %k to i64
  %m2 = mul i64 %s2, %n
  br label %j2
j2:
  %x2 = phi i64 [ 0, %j1 ], [ 0, %a2 ], [ %m2, %b2 ]
  %acc2 = add i64 %x1, %x2
  ret i64 %acc2
}
define i64 @four(i32 %k, i64 %n, i1 %c1, i1 %c2) {
entry:
  br i1 %c1, label %a1, label %j1
a1:
  br i1 %c2, label %b1, label %j1
b1:
  %s1 = sext i32 %k to i64
  %m1 = mul i64 %s1, %n
  br label %j1
j1:
  %x1 = phi i64 [ 0, %entry ], [ 0, %a1 ], [ %m1, %b1 ]
  br i1 %c1, label %a2, label %j2
a2:
  br i1 %c2, label %b2, label %j2
b2:
  %s2 = sext i32 %k to i64
  %m2 = mul i64 %s2, %n
  br label %j2
j2:
  %x2 = phi i64 [ 0, %j1 ], [ 0, %a2 ], [ %m2, %b2 ]
  %acc2 = add i64 %x1, %x2
  br i1 %c1, label %a3, label %j3
a3:
  br i1 %c2, label %b3, label %j3
b3:
  %s3 = sext i32 %k to i64
  %m3 = mul i64 %s3, %n
  br label %j3
j3:
  %x3 = phi i64 [ 0, %j2 ], [ 0, %a3 ], [ %m3, %b3 ]
  %acc3 = add i64 %acc2, %x3
  br i1 %c1, label %a4, label %j4
a4:
  br i1 %c2, label %b4, label %j4
b4:
  %s4 = sext i32 %k to i64
  %m4 = mul i64 %s4, %n
  br label %j4
j4:
  %x4 = phi i64 [ 0, %j3 ], [ 0, %a4 ], [ %m4, %b4 ]
  %acc4 = add i64 %acc3, %x4
  ret i64 %acc4
}
; CHECK: define i64 @two(
; CHECK: entry:
; CHECK-NOT: sext
; CHECK: b1:
; CHECK-NEXT: %s1 = sext i32 %k to i64
; CHECK: b2:
; CHECK-NEXT: %s2 = sext i32 %k to i64
; CHECK: define i64 @four(
; CHECK: entry:
; CHECK-NEXT: %s1 = sext i32 %k to i64
; CHECK-NEXT: %m1 = mul i64 %s1, %n
; CHECK: b1:
; CHECK-NOT: sext
; CHECK-NOT: mul
; CHECK: ret i64
