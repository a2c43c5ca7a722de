; pass: sroa
; A `__half4` record copied into a local and read back byte by byte as
; `int8_t` (HeCBench gemv's `gemv_quantized_int8` keeps int8 weights in
; `half4` loads): the slot splits into its halves, the widest accesses, and
; the byte is read from the 16-bit integer of its half's bits (a `bitcast`,
; a shift and a truncation).
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
; CHECK: %v.sroa.2 = alloca half
; CHECK: %1 = extractvalue %struct.__half4 %r, 1
; CHECK: store half %1, ptr %v.sroa.2
; CHECK: %4 = load half, ptr %v.sroa.2
; CHECK: %5 = bitcast half %4 to i16
; CHECK: %6 = lshr i16 %5, 8
; CHECK: trunc i16 %6 to i8
; CHECK-NOT: ptr %p
; CHECK: ret i8
