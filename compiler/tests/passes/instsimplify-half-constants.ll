; pass: instsimplify
; A float constant narrowed to `half` or `bfloat` (`(__half)0.5f`,
; `__float2half2_rn(0.f)`) is a constant of that type, rounded to nearest
; even as `cvt.rn.f16.f32` rounds it (0.1 is 0x2E66 in half, 0x3DCD in
; bfloat), and a `half` constant widened is its exact value. A result that
; would be subnormal or infinite in the narrow type stays a conversion
; (flush-to-zero modes and overflow are the instruction's to decide).
define void @f(ptr %p, ptr %q) {
entry:
  %one = fptrunc float 1.000000e+00 to half
  %tenth = fptrunc float 0x3FB99999A0000000 to half
  %btenth = fptrunc float 0x3FB99999A0000000 to bfloat
  %tiny = fptrunc float 0x3EB0C6F7A0000000 to half
  %huge = fptrunc float 1.000000e+05 to half
  %wide = fpext half 0xH3C00 to float
  store half %one, ptr %p, align 2
  %p1 = getelementptr inbounds half, ptr %p, i64 1
  store half %tenth, ptr %p1, align 2
  %p2 = getelementptr inbounds half, ptr %p, i64 2
  store bfloat %btenth, ptr %p2, align 2
  %p3 = getelementptr inbounds half, ptr %p, i64 3
  store half %tiny, ptr %p3, align 2
  %p4 = getelementptr inbounds half, ptr %p, i64 4
  store half %huge, ptr %p4, align 2
  store float %wide, ptr %q, align 4
  ret void
}
; CHECK: %tiny = fptrunc float
; CHECK: %huge = fptrunc float
; CHECK: store half 0xH3C00, ptr %p
; CHECK: store half 0xH2E66, ptr %p1
; CHECK: store bfloat 0xR3DCD, ptr %p2
; CHECK: store half %tiny
; CHECK: store half %huge
; CHECK: store float 1.000000e+00, ptr %q
