; A shared symbol first moved into a register inside a loop (`mov.u32 %r,
; tile`), with no move in a block above, is moved in the preheader of the
; outermost loop holding the use, as LLVM's machine LICM takes a constant out
; of every loop: HeCBench bh's tree walk read `pos[depth]` in an inner loop
; whose only earlier `mov` stood in a block one lane runs, and moved the
; symbol again on every step. The move is not made before the entry: a
; thread whose loop runs no trip (the guard in %entry) would make it for
; nothing. Both arms of the inner `if` then use the one register.
; CHECK: $L__BB0_8;
; CHECK: tile;
; CHECK: $L__BB0_2:
; CHECK-NOT: tile;
; CHECK: st.shared.u32
; CHECK-NOT: tile;
; CHECK: st.shared.u32
; CHECK-NOT: tile;
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %in, i32 %n, i32 %m) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %ph, label %done

ph:
  br label %outer

outer:
  %i = phi i32 [ 0, %ph ], [ %i1, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %join ]
  %k = add i32 %i, %j
  %e = sext i32 %k to i64
  %gp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %e
  %v = load i32, ptr addrspace(1) %gp, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %else

then:
  %p = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %e
  store i32 %v, ptr addrspace(3) %p, align 4
  br label %join

else:
  %q = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %e
  store i32 0, ptr addrspace(3) %q, align 4
  br label %join

join:
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %m
  br i1 %more, label %inner, label %outer.latch

outer.latch:
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, %n
  br i1 %again, label %outer, label %done

done:
  ret void
}
