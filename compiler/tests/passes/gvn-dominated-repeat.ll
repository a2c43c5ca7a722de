; pass: gvn
; A pure computation repeated where an equal one dominates it is replaced by the
; earlier value; a load after a store is not merged with an earlier load.
define i32 @f(i32 %x, ptr %p, i1 %c) {
entry:
  %a = mul i32 %x, 5
  %l1 = load i32, ptr %p, align 4
  br i1 %c, label %then, label %done
then:
  %b = mul i32 %x, 5
  store i32 %b, ptr %p, align 4
  %l2 = load i32, ptr %p, align 4
  %s = add i32 %b, %l2
  br label %done
done:
  %r = phi i32 [ %a, %entry ], [ %s, %then ]
  %t = add i32 %r, %l1
  ret i32 %t
}
; CHECK: %a = mul i32 %x, 5
; CHECK: then:
; CHECK: store i32 %a, ptr %p
; CHECK: %l2 = load i32, ptr %p
; CHECK: %s = add i32 %a, %l2
