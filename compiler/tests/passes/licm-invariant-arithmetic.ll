; pass: licm
; In the loop over %i, `%n % 50 + 100` and the address `%a + %n` do not
; change: they move to the preheader (`entry`), the remainder with its
; constant divisor too. The load and what depends on %i stay.
define i32 @f(ptr %a, i32 %n) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %inc, %b ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %x

b:
  %r = srem i32 %n, 50
  %lim = add i32 %r, 100
  %ext = sext i32 %n to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ext
  %v = load i32, ptr %p, align 4
  %t = add i32 %v, %i
  %sum = add i32 %acc, %t
  %inc = add i32 %i, %lim
  br label %h

x:
  ret i32 %acc
}
; CHECK: entry:
; CHECK: %r = srem i32 %n, 50
; CHECK: %lim = add i32 %r, 100
; CHECK: %p = getelementptr inbounds i32, ptr %a, i64 %ext
; CHECK: br label %h
; CHECK: b:
; CHECK-NOT: srem
; CHECK: %v = load i32, ptr %p
; CHECK: %t = add i32 %v, %i
