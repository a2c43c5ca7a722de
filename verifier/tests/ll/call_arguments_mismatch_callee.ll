; A direct call must pass what its callee's type takes: the IR syntax lets the
; call state its own function type, so each of these parses (llvm-as-19 accepts
; the file); the verifier rejects the wrong type, the wrong count and the missing
; fixed argument of a variadic callee, and accepts the matching calls and a
; record's value for a `ptr byval` parameter (ptxc's convention for records passed
; through a function pointer that resolved to the function) but not a value of
; another record type there.
; expect: Call parameter type does not match function signature!
; expect: Incorrect number of arguments passed to called function!
; expect: Call parameter type does not match function signature!
; expect: Incorrect number of arguments passed to called function!
; expect: Call parameter type does not match function signature!
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.R = type { i32, i32 }
%struct.Other = type { i64 }

@g = internal addrspace(1) global i32 0

define internal i32 @take_record(ptr byval(%struct.R) align 4 %r) {
entry:
  %v = load i32, ptr %r, align 4
  ret i32 %v
}

define internal i32 @f(i64 %x) {
entry:
  %t = trunc i64 %x to i32
  ret i32 %t
}

define internal void @take_global(ptr addrspace(1) %p) {
entry:
  ret void
}

declare i32 @vararg_sink(i32, ...)

define ptx_kernel void @k(ptr %p) {
entry:
  %a = call i32 @f(i32 7)
  %b = call i32 (i64, i32) @f(i64 7, i32 1)
  call void (ptr) @take_global(ptr %p)
  %c = call i32 (...) @vararg_sink()
  %ok1 = call i32 @f(i64 7)
  call void @take_global(ptr addrspace(1) @g)
  %ok2 = call i32 (i32, ...) @vararg_sink(i32 1, double 2.0)
  %ok3 = call i32 (%struct.R) @take_record(%struct.R { i32 1, i32 2 })
  %d = call i32 (%struct.Other) @take_record(%struct.Other { i64 3 })
  store i32 %a, ptr %p
  ret void
}
