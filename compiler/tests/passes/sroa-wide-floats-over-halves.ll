; pass: sroa
; `*reinterpret_cast<float4*>(a_frag) = *reinterpret_cast<const float4*>(src)`
; fills a local `__half a_frag[8]` that the half2 functions then read as
; `<2 x half>` pairs (HeCBench vadd's 128-bit loads of fp16 data). Each
; `float` overlaps two halves: the slot splits into the floats, the widest
; accesses, and a half is read from the integer of its float's bits (a
; `bitcast`, a shift and a truncation), as LLVM's SROA does.
%struct.float4 = type { float, float, float, float }
define <2 x half> @second_pair(ptr %src) {
entry:
  %a = alloca [8 x half], align 16
  %v = load %struct.float4, ptr %src, align 16
  store %struct.float4 %v, ptr %a, align 16
  %p = getelementptr inbounds i8, ptr %a, i64 4
  %h = load <2 x half>, ptr %p, align 4
  ret <2 x half> %h
}
; CHECK: %a.sroa.0 = alloca float
; CHECK: %a.sroa.12 = alloca float
; CHECK: %0 = extractvalue %struct.float4 %v, 0
; CHECK: store float %0, ptr %a.sroa.0
; CHECK: %4 = load float, ptr %a.sroa.4
; CHECK: %5 = bitcast float %4 to i32
; CHECK: %6 = trunc i32 %5 to i16
; CHECK: bitcast i16 %6 to half
; CHECK: insertelement <2 x half>
; CHECK: lshr i32 %10, 16
; CHECK-NOT: ptr %p
; CHECK: ret <2 x half>
