; pass: fold-branches
; A conditional branch whose two targets are one block (what inlining and
; folding leave of `cond ? v : v` arms that emptied) is a jump; the target's
; phi, which had the same value twice from the block, keeps one entry.
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %join, label %join
join:
  %r = phi i32 [ %x, %entry ], [ %x, %entry ]
  ret i32 %r
}
; CHECK: define i32 @f(
; CHECK-NOT: br i1
; CHECK: ret i32 %x
