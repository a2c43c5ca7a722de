; pass: bit-idioms
; Whole bytes of two words put together (`and`s, shifts and `or`s, as sroa
; leaves halves or bytes moved between two 32-bit words) are one
; `prmt(a, b, selector)`; a tree that puts every byte of one word back where
; it was is that word (%back is %a). HeCBench reverse2D swaps element i of a `ushort8`
; with element 7 - i for every i, so each pair is swapped twice: nvcc stores
; the words it loaded, ptxc moved halves between words 32 instructions long.
define i32 @f(i32 %a, i32 %b) {
entry:
  ; the low half of %a with the high half of %b: bytes a0 a1 b2 b3
  %alo = and i32 %a, 65535
  %bhi = and i32 %b, -65536
  %mix = or i32 %alo, %bhi
  ; the high half of %b moved down beside the high half of %a: b2 b3 a2 a3
  %bdown = lshr i32 %b, 16
  %bz = and i32 %bdown, 65535
  %ahi = and i32 %a, -65536
  %swap = or i32 %ahi, %bz
  ; and back: the low half of %mix with the high half of %swap is %a
  %mlo = and i32 %mix, 65535
  %shi = and i32 %swap, -65536
  %back = or i32 %mlo, %shi
  %s1 = add i32 %mix, %swap
  %s2 = add i32 %s1, %back
  ret i32 %s2
}
; CHECK: call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 30224)
; CHECK: call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 12918)
; CHECK: %s2 = add i32 %s1, %a
