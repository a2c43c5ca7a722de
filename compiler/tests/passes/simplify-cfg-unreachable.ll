; pass: simplify-cfg
; A block no path from the entry reaches is removed, with the phi entries that
; named it.
define i32 @f(i32 %x) {
entry:
  br label %join
dead:
  %d = add i32 %x, 1
  br label %join
join:
  %r = phi i32 [ %x, %entry ], [ %d, %dead ]
  ret i32 %r
}
; CHECK-NOT: dead:
; CHECK: join:
; CHECK-NOT: %dead
; CHECK: ret i32
