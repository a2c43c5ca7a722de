; The same inline assembly with the pointer converted to i64 and scalar
; operands of every accepted type, including a two-output struct result.
; expect: ok
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %x, float %f, double %d, i16 zeroext %h, i8 signext %b, i1 zeroext %c) {
entry:
  %addr = ptrtoint ptr %p to i64
  call void asm sideeffect "st.u32 [$0], 0;", "l,~{memory}"(i64 %addr)
  %pair = call { i32, i32 } asm "mov.b64 {$0, $1}, $2;", "=r,=r,l"(i64 %x)
  %g = call float asm "add.f32 $0, $1, $1;", "=f,f"(float %f)
  %e = call double asm "add.f64 $0, $1, $1;", "=d,d"(double %d)
  call void asm sideeffect "// $0 $1 $2", "h,c,b"(i16 %h, i8 %b, i1 %c)
  ret void
}
