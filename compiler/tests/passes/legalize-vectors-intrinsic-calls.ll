; pass: legalize-vectors
; Element-wise intrinsics split like arithmetic: llvm.fma.v4f16 becomes two
; llvm.fma.v2f16 (each one fma.rn.f16x2), llvm.fabs.v2f32 two llvm.fabs.f32
; (declared on first use); a pair fma is printed packed and stays whole.
define <4 x half> @f(<4 x half> %a, <2 x float> %x, <2 x half> %h) {
entry:
  %p = call <4 x half> @llvm.fma.v4f16(<4 x half> %a, <4 x half> %a, <4 x half> %a)
  %q = call <2 x float> @llvm.fabs.v2f32(<2 x float> %x)
  %r = call <2 x half> @llvm.fma.v2f16(<2 x half> %h, <2 x half> %h, <2 x half> %h)
  ret <4 x half> %p
}
declare <4 x half> @llvm.fma.v4f16(<4 x half>, <4 x half>, <4 x half>)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
; CHECK-NOT: call <4 x half> @llvm.fma.v4f16
; CHECK: call <2 x half> @llvm.fma.v2f16(<2 x half> %0
; CHECK: call <2 x half> @llvm.fma.v2f16(<2 x half> %
; CHECK: shufflevector <2 x half>
; CHECK-NOT: call <2 x float> @llvm.fabs.v2f32
; CHECK: call float @llvm.fabs.f32(float
; CHECK: call float @llvm.fabs.f32(float
; CHECK: call <2 x half> @llvm.fma.v2f16(<2 x half> %h, <2 x half> %h, <2 x half> %h)
; CHECK: declare float @llvm.fabs.f32(float)
