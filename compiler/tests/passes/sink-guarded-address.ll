; pass: sink
; An element's address computed before the test of its predicate (CuTe's
; `copy_if`): the extension and the GEP are used only by the guarded store,
; in a block entered from here alone, so both move into it, the GEP after
; the extension it reads. The compare the branch reads stays.
define void @f(ptr %d, i32 %i, i32 %n, float %v) {
entry:
  %e = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %d, i64 %e
  %c = icmp slt i32 %i, %n
  br i1 %c, label %store, label %done
store:
  store float %v, ptr %p, align 4
  br label %done
done:
  ret void
}
; CHECK: entry:
; CHECK-NOT: sext
; CHECK: %c = icmp slt i32 %i, %n
; CHECK: store:
; CHECK: %e = sext i32 %i to i64
; CHECK: %p = getelementptr inbounds float, ptr %d, i64 %e
; CHECK: store float %v, ptr %p
