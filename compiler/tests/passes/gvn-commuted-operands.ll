; pass: gvn
; Commutative operations and compares with their operands the other way
; round (the compare's predicate swapped) are the same value.
define i32 @f(i32 %x, i32 %y) {
entry:
  %a = add i32 %x, %y
  %b = add i32 %y, %x
  %c1 = icmp slt i32 %x, %y
  %c2 = icmp sgt i32 %y, %x
  %c3 = icmp slt i32 %y, %x
  %s1 = select i1 %c1, i32 %a, i32 0
  %s2 = select i1 %c2, i32 %b, i32 1
  %s3 = select i1 %c3, i32 %b, i32 2
  %t = add i32 %s1, %s2
  %u = add i32 %t, %s3
  ret i32 %u
}
; CHECK: %c1 = icmp slt i32 %x, %y
; CHECK: %c3 = icmp slt i32 %y, %x
; CHECK: %s1 = select i1 %c1, i32 %a, i32 0
; CHECK: %s2 = select i1 %c1, i32 %a, i32 1
; CHECK: %s3 = select i1 %c3, i32 %a, i32 2
