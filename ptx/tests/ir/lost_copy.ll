; The loop exit reads the header phi's value of the last iteration, so the
; phi's copy for the back edge must stay on that edge: the exit path stores
; %i (its register is only rewritten in the edge block).
; CHECK: $L__BB0_1:
; CHECK: add.s32 	%r3, %r2, 1;
; CHECK: @%p1 bra 	$L__BB0_3;
; CHECK: st.global.u32 	[%rd1], %r2;
; CHECK: $L__BB0_3:
; CHECK: mov.b32 	%r2, %r3;
; CHECK: bra.uni 	$L__BB0_1;
define void @lc(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  store i32 %i, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @lc, !"kernel", i32 1}
