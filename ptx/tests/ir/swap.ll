; A swap loop: the phis of %loop exchange %a and %b every iteration.
; CHECK: mov.b32
; CHECK: st.global.u32
define void @swap(ptr addrspace(1) %out, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %a, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @swap, !"kernel", i32 1}
