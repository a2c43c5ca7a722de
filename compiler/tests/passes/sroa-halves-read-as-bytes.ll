; pass: sroa
; A `__half4` record copied into a local and read back byte by byte as
; `int8_t` (HeCBench gemv's `gemv_quantized_int8` keeps int8 weights in
; `half4` loads): each `half` overlaps two bytes, so it is cut, as the
; 16-bit integer of its bits, into bytes (a `bitcast`, a shift and
; truncations), and the slot splits into one scalar per byte.
%struct.__half4 = type { half, half, half, half }
define i8 @third_byte(ptr %src) {
entry:
  %v = alloca %struct.__half4, align 2
  %r = load %struct.__half4, ptr %src, align 2
  store %struct.__half4 %r, ptr %v, align 2
  %p = getelementptr inbounds i8, ptr %v, i64 3
  %b = load i8, ptr %p, align 1
  ret i8 %b
}
; CHECK: %v.sroa.0 = alloca i8
; CHECK: %0 = extractvalue %struct.__half4 %r, 0
; CHECK: bitcast half %0 to i16
; CHECK: trunc i16
; CHECK: %5 = extractvalue %struct.__half4 %r, 1
; CHECK: %6 = bitcast half %5 to i16
; CHECK: lshr i16 %6, 8
; CHECK: load i8, ptr %v.sroa.3
; CHECK-NOT: ptr %p
; CHECK: ret i8
