; pass: merge-blocks
; The blocks that only jump on (`skip`, `join`) are bypassed when their
; target has no phis; `more` has one predecessor that jumps only to it and is
; appended to it. In @phi_target the forwarder stays: it is where the
; phi's copy for that edge goes.
define i32 @f(i32 %x, ptr %p) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %skip

skip:
  br label %join

then:
  %y = add i32 %x, 1
  br label %more

more:
  %z = mul i32 %y, 3
  store i32 %z, ptr %p, align 4
  br label %join

join:
  br label %out

out:
  %s = add i32 %x, 7
  ret i32 %s
}

define i32 @phi_target(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %fwd

fwd:
  br label %join

then:
  br label %join

join:
  %r = phi i32 [ 1, %fwd ], [ 2, %then ]
  ret i32 %r
}
; CHECK: define i32 @f
; CHECK: br i1 %c, label %then, label %out
; CHECK-NOT: skip:
; CHECK: then:
; CHECK: %y = add i32 %x, 1
; CHECK-NOT: more:
; CHECK: %z = mul i32 %y, 3
; CHECK: br label %out
; CHECK-NOT: join:
; CHECK: out:
; CHECK: %s = add i32 %x, 7
; CHECK: define i32 @phi_target
; CHECK: fwd:
; CHECK: %r = phi i32 [ 1, %fwd ], [ 2, %then ]
