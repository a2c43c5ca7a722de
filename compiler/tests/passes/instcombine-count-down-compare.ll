; pass: instcombine
; `icmp ne (sub a, b), 0` is `icmp ne a, b`, except when a phi carries the
; difference to the next trip: a count-down `left = count - 4` tested
; `left != 0` keeps one register, while `count != 4` keeps `count` and `left`
; both live across the back edge (a copy every trip).
define i32 @f(i32 %n, i32 %a, i32 %b) {
entry:
  %d = sub i32 %a, %b
  %z = icmp ne i32 %d, 0
  br label %loop
loop:
  %count = phi i32 [ %n, %entry ], [ %left, %loop ]
  %left = sub i32 %count, 4
  %more = icmp ne i32 %left, 0
  br i1 %more, label %loop, label %done
done:
  %r = select i1 %z, i32 %left, i32 1
  ret i32 %r
}
; CHECK: icmp ne i32 %a, %b
; CHECK: %left = sub i32 %count, 4
; CHECK-NEXT: %more = icmp ne i32 %left, 0
