; pass: instcombine
; A `__half2` kept in a `float` word by reinterpretation (HeCBench vadd's
; float4 of four `__half2`): the word's halves inserted into a `<2 x half>`
; are the word bit cast, and the two lanes of a `<2 x half>` packed back with
; `zext`, `shl` and `or` are the vector bit cast; nvcc keeps the word in one
; register throughout. A pair from two different words, or lanes in the
; other order, stay as they are. (The two halves may come from two bit casts
; of one float: gvn merges them only later.)
define float @f(float %w, float %u) {
entry:
  %x = bitcast float %w to i32
  %lo = trunc i32 %x to i16
  %l = bitcast i16 %lo to half
  %x2 = bitcast float %w to i32
  %sh = lshr i32 %x2, 16
  %hi = trunc i32 %sh to i16
  %h = bitcast i16 %hi to half
  %v0 = insertelement <2 x half> undef, half %l, i32 0
  %v = insertelement <2 x half> %v0, half %h, i32 1
  %s = fadd <2 x half> %v, %v
  %e0 = extractelement <2 x half> %s, i32 0
  %e1 = extractelement <2 x half> %s, i32 1
  %b0 = bitcast half %e0 to i16
  %z0 = zext i16 %b0 to i32
  %b1 = bitcast half %e1 to i16
  %z1 = zext i16 %b1 to i32
  %s1 = shl i32 %z1, 16
  %p = or i32 %z0, %s1
  %swapped = or i32 %z1, %s1
  %y = bitcast float %u to i32
  %ysh = lshr i32 %y, 16
  %yhi = trunc i32 %ysh to i16
  %g = bitcast i16 %yhi to half
  %m0 = insertelement <2 x half> undef, half %l, i32 0
  %mixed = insertelement <2 x half> %m0, half %g, i32 1
  %t = fadd <2 x half> %mixed, %s
  %tb = bitcast <2 x half> %t to i32
  %q = add i32 %p, %swapped
  %q2 = add i32 %q, %tb
  %r = bitcast i32 %q2 to float
  ret float %r
}
; CHECK: define float @f(
; CHECK: = bitcast i32 %x to <2 x half>
; CHECK: %s = fadd <2 x half>
; CHECK: = bitcast <2 x half> %s to i32
; CHECK: %swapped = or i32 %z1, %s1
; CHECK: %mixed = insertelement <2 x half> %m0, half %g, i32 1
