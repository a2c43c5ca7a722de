; pass: infer-address-spaces
; `for (; p < end; ++p) s += *p` over a kernel's global array: the compare
; of two pointers known to be global compares the global pointers, so the
; generic induction variable is left unused (dce removes it) and the loop
; steps one pointer, not two.
define float @f(ptr addrspace(1) %in, i64 %n) {
entry:
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %end = getelementptr inbounds float, ptr %g, i64 %n
  br label %loop
loop:
  %p = phi ptr [ %g, %entry ], [ %next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %t, %loop ]
  %x = load float, ptr %p, align 4
  %t = fadd float %s, %x
  %next = getelementptr inbounds float, ptr %p, i64 1
  %more = icmp ult ptr %next, %end
  br i1 %more, label %loop, label %out
out:
  ret float %t
}
; CHECK: define float @f(
; CHECK: %more = icmp ult ptr addrspace(1)
; CHECK: br i1 %more
