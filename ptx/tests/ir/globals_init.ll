; Initializers: scalars typed, arrays as bytes up to the last nonzero one (as
; nvcc prints them; PTX zero-fills the rest), addresses of other globals
; as generic() words.
; CHECK: .visible .global .align 4 .u32 counter = 7;
; CHECK: .visible .global .align 8 .u64 where = generic(counter);
; CHECK: .const .align 4 .b8 table[8] = {1, 0, 0, 0, 2};
@counter = addrspace(1) global i32 7, align 4
@where = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 8
@table = internal addrspace(4) constant [2 x i32] [i32 1, i32 2], align 4

define void @g(ptr addrspace(1) %out, i32 %i) {
entry:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds [2 x i32], ptr addrspace(4) @table, i64 0, i64 %idx
  %t = load i32, ptr addrspace(4) %p, align 4
  %w = load ptr, ptr addrspace(1) @where, align 8
  %c = load i32, ptr %w, align 4
  %s = add i32 %t, %c
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @g, !"kernel", i32 1}
