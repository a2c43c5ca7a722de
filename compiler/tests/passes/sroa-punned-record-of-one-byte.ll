; pass: sroa
; `int bits = ...; __nv_fp8_e4m3 v = *(__nv_fp8_e4m3 *)&bits;` (ggml's nvfp4
; dequantization): a record wrapping one byte read from an `i32` slot is a
; narrow integer load, wrapped again by an `insertvalue`, so the slot is read
; whole and promotes (nvcc keeps it in a register).
%struct.fp8 = type { i8 }
define i8 @low_byte(i32 %x) {
entry:
  %bits = alloca i32, align 4
  store i32 %x, ptr %bits, align 4
  %r = load %struct.fp8, ptr %bits, align 1
  %b = extractvalue %struct.fp8 %r, 0
  ret i8 %b
}
; CHECK: define i8 @low_byte(
; CHECK: load i32, ptr %bits
; CHECK: trunc i32
; CHECK: insertvalue %struct.fp8 undef, i8
; CHECK-NOT: load %struct.fp8
