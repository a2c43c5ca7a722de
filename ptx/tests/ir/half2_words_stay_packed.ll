; Pairs of halves kept in 32-bit words (a `float4` of `__half2`s, as
; vectorized elementwise kernels load them): `bitcast i32 -> <2 x half>` is
; the word's register itself, a pair result bit-cast back to a word is the
; result's register, and a word loaded as a float and bit-cast is loaded as
; `.b32` into the integer register (bit_moves.rs), as nvcc prints it: one
; `add.rn.f16x2` per word, no unpacking into `b16` lanes and packing again,
; no moves between float and integer registers.
; CHECK: ld.global.v2.b32 	{%r1, %r2}
; CHECK-NOT: mov.b32
; CHECK: add.rn.f16x2 	%r4, %r1, %r2;
; CHECK-NOT: mov.b32
; CHECK: st.global.b32 	[%rd3], %r4;
define void @words(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %a = extractelement <2 x float> %v, i32 0
  %b = extractelement <2 x float> %v, i32 1
  %ai = bitcast float %a to i32
  %bi = bitcast float %b to i32
  %ah = bitcast i32 %ai to <2 x half>
  %bh = bitcast i32 %bi to <2 x half>
  %s = fadd <2 x half> %ah, %bh
  %si = bitcast <2 x half> %s to i32
  %sf = bitcast i32 %si to float
  store float %sf, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @words, !"kernel", i32 1}
