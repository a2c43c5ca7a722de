; A local whose address escapes to a call uses the generic %SP address;
; direct accesses stay in .local through %SPL.
; CHECK: .local .align 4 .b8 	__local_depot1[8];
; CHECK: cvta.local.u64 	%SP, %SPL;
; CHECK: add.u64 	%rd3, %SP, 0;
; CHECK: st.local.u32 	[%SPL+4], 5;
; CHECK: ld.u32 	%r1, [%rd3];
define internal void @sink(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  ret void
}

define void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store i32 5, ptr %b, align 4
  call void @sink(ptr %a)
  %v = load i32, ptr %a, align 4
  %w = load i32, ptr %b, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
