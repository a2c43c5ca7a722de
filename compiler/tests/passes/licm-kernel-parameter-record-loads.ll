; pass: licm
; A struct of arrays passed by value and read in place (lower-kernel-args cast
; it to the parameter space): its pointers are loaded in a conditional block
; of a loop that stores. Parameter memory does not change while the kernel
; runs and the record is always readable, so the loads at offsets inside the
; record move to the preheader, as nvcc loads them once. %past reads beyond
; the 24-byte record and %other reads global memory the loop may write: both
; stay.
%struct.Vars = type { ptr, ptr, ptr }
define void @k(ptr byval(%struct.Vars) align 8 %v, ptr addrspace(1) %g, i32 %n) {
entry:
  %v.param = addrspacecast ptr %v to ptr addrspace(101)
  %v.generic = addrspacecast ptr addrspace(101) %v.param to ptr
  %second = getelementptr inbounds i8, ptr %v.generic, i64 8
  %beyond = getelementptr inbounds i8, ptr %v.generic, i64 24
  br label %ph

ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %ph ], [ %i1, %latch ]
  %skip = icmp eq i32 %i, 3
  br i1 %skip, label %latch, label %body

body:
  %first = load ptr, ptr %v.generic, align 8
  %p = load ptr, ptr %second, align 8
  %past = load ptr, ptr %beyond, align 8
  %other = load i32, ptr addrspace(1) %g, align 4
  %i64 = sext i32 %i to i64
  %at = getelementptr inbounds i32, ptr %p, i64 %i64
  store i32 %other, ptr %at, align 4
  store ptr %past, ptr %first, align 8
  br label %latch

latch:
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %out

out:
  ret void
}
; CHECK: ph:
; CHECK-NEXT: %first = load ptr, ptr %v.generic
; CHECK-NEXT: %p = load ptr, ptr %second
; CHECK: body:
; CHECK-NEXT: %past = load ptr, ptr %beyond
; CHECK-NEXT: %other = load i32, ptr addrspace(1) %g
