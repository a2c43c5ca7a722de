; pass: load-store-vectorize
; 16-bit lanes: the two halves of a 4-aligned pair read from global memory
; become one <2 x half> load, and two i16 stores to a 4-aligned address one
; <2 x i16> store (ld.global.v2.u16 / st.v2.u16, where a member-by-member
; copy of `__half2` gave two 16-bit accesses). The pair at offsets 6 and 8
; starts only 2-aligned and stays scalar.
define half @f(ptr addrspace(1) %g, ptr %q, i16 %x, i16 %y) {
entry:
  %g1 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 2
  %h0 = load half, ptr addrspace(1) %g, align 4
  %h1 = load half, ptr addrspace(1) %g1, align 2
  %g6 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 6
  %g8 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 8
  %u1 = load half, ptr addrspace(1) %g6, align 2
  %u2 = load half, ptr addrspace(1) %g8, align 8
  %q1 = getelementptr inbounds i8, ptr %q, i64 2
  store i16 %x, ptr %q, align 4
  store i16 %y, ptr %q1, align 2
  %s = fadd half %h0, %h1
  %t = fadd half %u1, %u2
  %r = fadd half %s, %t
  ret half %r
}
; CHECK: load <2 x half>, ptr addrspace(1) %g, align 4
; CHECK: extractelement <2 x half>
; CHECK-NOT: load <2 x half>
; CHECK: %u1 = load half
; CHECK: %u2 = load half
; CHECK: store <2 x i16>
