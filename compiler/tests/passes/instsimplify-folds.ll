; pass: instsimplify
; Identities (a constant on either side of a commutative operator) and constant operations fold into their operands' values; a select
; on a constant condition picks its arm; division by zero is left alone (it is
; undefined, and folding it would hide that from later stages).
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 0
  %m = mul i32 %a, 1
  %k = sdiv i32 -8, 7
  %s = ashr i32 -8, 1
  %c = icmp slt i32 3, 5
  %sel = select i1 %c, i32 %m, i32 %k
  %t = add i32 %sel, %s
  %bad = udiv i32 7, 0
  %u = add i32 %t, %bad
  %l = add i32 0, %u
  %o = mul i32 1, %l
  ret i32 %o
}
; CHECK: %t = add i32 %x, -4
; CHECK: %bad = udiv i32 7, 0
; CHECK: %u = add i32 %t, %bad
; CHECK: ret i32 %u
