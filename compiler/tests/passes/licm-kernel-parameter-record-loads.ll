; pass: licm
; A struct of arrays passed by value and read in place (lower-kernel-args cast
; it to the parameter space), in a loop that stores. Parameter memory does
; not change while the kernel runs, so loads of the record at offsets inside
; it, in the block every iteration runs, move to the preheader although the
; loop writes memory. %past reads beyond the 24-byte record and %other reads
; global memory the loop may write: both stay; so does %late, in a block a
; thread may skip (a grid-stride loop mostly runs once, and a skipping thread
; would load it for nothing).
%struct.Vars = type { ptr, ptr, ptr }
define void @k(ptr byval(%struct.Vars) align 8 %v, ptr addrspace(1) %g, i32 %n) {
entry:
  %v.param = addrspacecast ptr %v to ptr addrspace(101)
  %v.generic = addrspacecast ptr addrspace(101) %v.param to ptr
  %second = getelementptr inbounds i8, ptr %v.generic, i64 8
  %third = getelementptr inbounds i8, ptr %v.generic, i64 16
  %beyond = getelementptr inbounds i8, ptr %v.generic, i64 24
  br label %ph

ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %ph ], [ %i1, %latch ]
  %first = load ptr, ptr %v.generic, align 8
  %p = load ptr, ptr %second, align 8
  %past = load ptr, ptr %beyond, align 8
  %other = load i32, ptr addrspace(1) %g, align 4
  %i64 = sext i32 %i to i64
  %at = getelementptr inbounds i32, ptr %p, i64 %i64
  store i32 %other, ptr %at, align 4
  store ptr %past, ptr %first, align 8
  %skip = icmp eq i32 %other, 3
  br i1 %skip, label %latch, label %body

body:
  %late = load ptr, ptr %third, align 8
  store i32 %i, ptr %late, align 4
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
; CHECK: loop:
; CHECK: %past = load ptr, ptr %beyond
; CHECK-NEXT: %other = load i32, ptr addrspace(1) %g
; CHECK: body:
; CHECK-NEXT: %late = load ptr, ptr %third
