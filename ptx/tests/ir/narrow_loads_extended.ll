; An 8- or 16-bit load whose one use extends it to 32 or 64 bits loads into
; the wide register (`ld.global.s8 %r`, `ld.global.u16 %rd`: PTX zero- or
; sign-extends by the instruction's type), as nvcc emits it, with no `cvt`
; from a 16-bit register. A byte with two uses is loaded once, narrow, and
; extended for each; a volatile load keeps its own width. A truncation of the
; extension back to the byte (@t) reads the wide register: the load has none
; of its own (Csmith seed 226 at -O0 stored a register never written).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
entry:
  %a = load i8, ptr addrspace(1) %p, align 1
  %ax = sext i8 %a to i32
  store i32 %ax, ptr addrspace(1) %o, align 4
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 2
  %b = load i16, ptr addrspace(1) %q, align 2
  %bx = zext i16 %b to i64
  %o8 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store i64 %bx, ptr addrspace(1) %o8, align 8
  %r = getelementptr inbounds i8, ptr addrspace(1) %p, i64 5
  %c = load i8, ptr addrspace(1) %r, align 1
  %c1 = zext i8 %c to i32
  %c2 = sext i8 %c to i32
  %cs = add i32 %c1, %c2
  %o16 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 16
  store i32 %cs, ptr addrspace(1) %o16, align 4
  %s = getelementptr inbounds i8, ptr addrspace(1) %p, i64 6
  %d = load volatile i8, ptr addrspace(1) %s, align 1
  %dx = zext i8 %d to i32
  %o20 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 20
  store i32 %dx, ptr addrspace(1) %o20, align 4
  ret void
}
; CHECK: ld.global.s8 	%r
; CHECK: ld.global.u16 	%rd
; CHECK: ld.global.u8 	%rs
; CHECK: ld.volatile.global.u8 	%rs
define ptx_kernel void @t(ptr addrspace(1) %p, ptr addrspace(1) %o) {
entry:
  %e = load i8, ptr addrspace(1) %p, align 1
  %ex = zext i8 %e to i32
  %et = trunc i32 %ex to i8
  store i8 %et, ptr addrspace(1) %o, align 1
  %o4 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  store i32 %ex, ptr addrspace(1) %o4, align 4
  ret void
}
; CHECK: .entry t(
; CHECK: ld.global.u8 	%r
; CHECK: cvt.u16.u32
; CHECK: st.global.u8
