; pass: instsimplify
; Compares decided whatever the variable (`v < 0u` with v converted to
; unsigned, `x >=u 0`, `x <=u UINT_MAX`, `x == x`), and the difference of a
; value and itself plus a constant (`k++` ... `--k`).
define i32 @f(i32 %v, i32 %k) {
entry:
  %never = icmp ult i32 %v, 0
  %always = icmp uge i32 %v, 0
  %top = icmp ule i32 %v, -1
  %same = icmp sle i32 %k, %k
  %kept = icmp ult i32 %v, 1
  %k1 = add nsw i32 %k, 3
  %d = sub nsw i32 %k, %k1
  %k2 = sub i32 %k, 5
  %e = sub i32 %k2, %k
  %a = select i1 %never, i32 1, i32 %d
  %b = select i1 %always, i32 %e, i32 2
  %c = select i1 %top, i32 %a, i32 3
  %g = select i1 %same, i32 %b, i32 4
  %h = select i1 %kept, i32 %c, i32 %g
  ret i32 %h
}
; CHECK-NOT: %never
; CHECK-NOT: %always
; CHECK-NOT: %top
; CHECK-NOT: %same
; CHECK: %kept = icmp ult i32 %v, 1
; CHECK: %h = select i1 %kept, i32 -3, i32 -5
