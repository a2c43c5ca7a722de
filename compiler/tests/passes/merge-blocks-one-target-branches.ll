; pass: merge-blocks
; What if-convert leaves of `if ((a && !b) || (!a && b)) { <emptied> }`: a
; branch whose two targets are one block, and a block whose branch reaches
; that block either way once its forwarder is bypassed. Each becomes a jump,
; the conditions are dropped, and the function is one block.
define void @f(i1 %a, i1 %b, i32 %n, i32 %len) {
entry:
  %cmp = icmp sge i32 %n, %len
  br i1 %cmp, label %return, label %if.end

if.end:
  %na = xor i1 %a, true
  br i1 %a, label %lhs, label %rhs

lhs:
  %nb = xor i1 %b, true
  br i1 %nb, label %return, label %rhs

rhs:
  %c = and i1 %na, %b
  br i1 %c, label %return, label %return

return:
  ret void
}
; CHECK: entry:
; CHECK-NOT: icmp
; CHECK-NOT: xor
; CHECK-NOT: and i1
; CHECK-NOT: if.end:
; CHECK: ret void
