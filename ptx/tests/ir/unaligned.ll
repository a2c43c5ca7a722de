; Under-aligned accesses (packed structs) are split into pieces of the
; alignment's width: PTX needs naturally aligned ld/st.
; CHECK: ld.global.u8
; CHECK: cvt.u32.u8
; CHECK: shl.b32
; CHECK: or.b32
; CHECK: ld.global.u16
; CHECK: mov.b64 	%fd
; CHECK: st.global.u8
; CHECK: st.global.u16
define void @packed(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %x = load i32, ptr addrspace(1) %p, align 1
  %d = load double, ptr addrspace(1) %q, align 2
  %y = add i32 %x, 1
  %e = fadd double %d, 1.0
  store i32 %y, ptr addrspace(1) %p, align 1
  store double %e, ptr addrspace(1) %q, align 2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @packed, !"kernel", i32 1}
