; pass: mem2reg
; `int q; ggml_cuda_memcpy_1<4, 0>(&q, src);` (ggml's lightning-indexer):
; the copy loop, unrolled once and inlined, stores through
; `getelementptr i32, ptr %q, i64 0`, which is the slot itself. The GEP is
; forwarded to the slot, which then promotes (8 bytes of stack before, nvcc
; none). A GEP moving by 4 bytes is not the slot, and keeps its slot.
define i32 @zero_offset(ptr %src) {
entry:
  %q = alloca i32, align 4
  %v = load i32, ptr %src, align 4
  %q0 = getelementptr inbounds i32, ptr %q, i64 0
  store i32 %v, ptr %q0, align 4
  %w = load i32, ptr %q, align 4
  %r = and i32 %w, 252645135
  ret i32 %r
}
define i32 @four_bytes(i32 %x) {
entry:
  %a = alloca [2 x i32], align 4
  %a1 = getelementptr inbounds i32, ptr %a, i64 1
  store i32 %x, ptr %a1, align 4
  %r = load i32, ptr %a1, align 4
  ret i32 %r
}
; CHECK: define i32 @zero_offset(
; CHECK-NOT: alloca
; CHECK: and i32 %v, 252645135
; CHECK: define i32 @four_bytes(
; CHECK: alloca [2 x i32]
; CHECK: getelementptr inbounds i32, ptr %a, i64 1
