; pass: instsimplify
; A `__half2` kept in a local array as its two halves and read back as a
; pair vector by the next `__hsub2` (tests/kernels/half2_local_array.cu):
; `insertelement`s writing each lane with the `extractelement` of the same
; lane of `%sum` are `%sum` itself. Lanes swapped, or taken from two
; vectors, are not. `i * blockDim.x` in the first copy of an unrolled loop
; (`0 * n`) is 0, as is `n & 0`. (The dead `%v0` is dce's.)
define <2 x half> @rebuilt(<2 x half> %a, <2 x half> %b) {
entry:
  %sum = fadd <2 x half> %a, %b
  %lo = extractelement <2 x half> %sum, i32 0
  %hi = extractelement <2 x half> %sum, i32 1
  %v0 = insertelement <2 x half> undef, half %lo, i32 0
  %v = insertelement <2 x half> %v0, half %hi, i32 1
  %d = fsub <2 x half> %v, %a
  ret <2 x half> %d
}
define <2 x half> @swapped(<2 x half> %a) {
entry:
  %lo = extractelement <2 x half> %a, i32 0
  %hi = extractelement <2 x half> %a, i32 1
  %s0 = insertelement <2 x half> undef, half %hi, i32 0
  %s = insertelement <2 x half> %s0, half %lo, i32 1
  ret <2 x half> %s
}
define <2 x half> @two_sources(<2 x half> %a, <2 x half> %b) {
entry:
  %lo = extractelement <2 x half> %a, i32 0
  %hi = extractelement <2 x half> %b, i32 1
  %t0 = insertelement <2 x half> undef, half %lo, i32 0
  %t = insertelement <2 x half> %t0, half %hi, i32 1
  ret <2 x half> %t
}
define i32 @annihilators(i32 %n, i32 %base) {
entry:
  %z = mul i32 0, %n
  %a = add i32 %base, %z
  %m = and i32 %n, 0
  %r = add i32 %a, %m
  ret i32 %r
}
; CHECK: define <2 x half> @rebuilt(
; CHECK-NOT: %v = insertelement
; CHECK: fsub <2 x half> %sum, %a
; CHECK: define <2 x half> @swapped(
; CHECK: insertelement <2 x half> %s0, half %lo, i32 1
; CHECK: ret <2 x half> %s
; CHECK: define <2 x half> @two_sources(
; CHECK: ret <2 x half> %t
; CHECK: define i32 @annihilators(
; CHECK-NOT: mul
; CHECK-NOT: and
; CHECK: ret i32 %base
