; pass: sroa
; `int q; ggml_cuda_memcpy_1<4, 2>(&q, src);` (ggml's lightning-indexer
; dequantization) writes an `int` as two 16-bit halves, then reads it whole
; and as bytes. Each narrow store becomes a read-modify-write of the whole
; slot: the other bits kept by an `and`, the stored ones `zext`-ed, shifted
; by eight bits per byte of offset and `or`-ed in (PTX is little-endian), so
; only whole-width accesses are left and mem2reg promotes the slot (8 bytes
; of stack before, nvcc none). A store past the slot's end keeps it whole.
define i8 @halves(ptr %src) {
entry:
  %q = alloca i32, align 4
  %lo = load i16, ptr %src, align 2
  store i16 %lo, ptr %q, align 2
  %s1 = getelementptr inbounds i16, ptr %src, i64 1
  %hi = load i16, ptr %s1, align 2
  %q1 = getelementptr inbounds i16, ptr %q, i64 1
  store i16 %hi, ptr %q1, align 2
  %w = load i32, ptr %q, align 4
  %m = and i32 %w, 252645135
  store i32 %m, ptr %q, align 4
  %b2 = getelementptr inbounds i8, ptr %q, i64 2
  %b = load i8, ptr %b2, align 2
  ret i8 %b
}
define i32 @past_the_end(i16 %x) {
entry:
  %v = alloca i32, align 4
  store i32 0, ptr %v, align 4
  %p3 = getelementptr inbounds i8, ptr %v, i64 3
  store i16 %x, ptr %p3, align 1
  %r = load i32, ptr %v, align 4
  ret i32 %r
}
; CHECK: define i8 @halves(
; CHECK: load i32, ptr %q, align 4
; CHECK: and i32 %
; CHECK: , -65536
; CHECK: zext i16 %lo to i32
; CHECK: store i32
; CHECK: load i32, ptr %q, align 4
; CHECK: and i32
; CHECK: , 65535
; CHECK: zext i16 %hi to i32
; CHECK: shl i32
; CHECK: , 16
; CHECK: or i32
; CHECK: store i32
; CHECK: lshr i32
; CHECK: , 16
; CHECK: trunc i32
; CHECK-NOT: store i16
; CHECK-NOT: load i8
; CHECK: define i32 @past_the_end(
; CHECK: store i16 %x, ptr %p3
