; pass: sroa
; `*reinterpret_cast<float4*>(a_frag) = *reinterpret_cast<const float4*>(src)`
; fills a local `__half a_frag[8]` that the half2 functions then read as
; `<2 x half>` pairs (HeCBench vadd's 128-bit loads of fp16 data). Each
; `float` overlaps two halves: it is cut, as the integer of its bits, into
; 16-bit pieces (a `bitcast`, a shift and a truncation), and the slot splits
; into one scalar per half.
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
; CHECK: %a.sroa.0 = alloca i16
; CHECK: %a.sroa.14 = alloca i16
; CHECK: %0 = extractvalue %struct.float4 %v, 0
; CHECK: %1 = bitcast float %0 to i32
; CHECK: %2 = trunc i32 %1 to i16
; CHECK: store i16 %2, ptr %a.sroa.0
; CHECK: %3 = lshr i32 %1, 16
; CHECK: load i16, ptr %a.sroa.4
; CHECK: bitcast i16
; CHECK: insertelement <2 x half>
; CHECK-NOT: ptr %p
; CHECK: ret <2 x half>
