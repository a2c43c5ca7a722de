; Inline assembly with a pointer operand, a 128-bit result and a vector
; operand: one error per call.
; expect: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double
; expect: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double
; expect: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %x, <2 x float> %v) {
entry:
  call void asm sideeffect "st.u32 [$0], 0;", "l"(ptr %p)
  %wide = call i128 asm "mov.b128 $0, {$1, $1};", "=q,l"(i64 %x)
  %f = call float asm "add.f32 $0, $1, $1;", "=f,f"(<2 x float> %v)
  ret void
}
