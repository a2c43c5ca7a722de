; pass: address-chains
; Rows 1..3 of a tile copy, unrolled (CuTe's cp.async copies in sgemm_sm80):
; each address is `&p[c * ld]` with the products `c * ld` computed apart. Each
; row's address becomes the previous row's stepped by one stride, `ld` rows
; of 2-byte elements, computed once right after `ld` is: one 64-bit value
; instead of a product per row. Row 1 keeps its own address (nothing smaller
; dominates it). The 64-bit `q` rows chain without `nsw`; `w` (a product
; that may wrap under its `sext`) stays whole, and so does an index that is
; no product at all (a load).
define void @f(ptr %p, ptr %q, i32 %ld, i64 %ld64, ptr %r, i32 %n) {
entry:
  %x = add nsw i32 %ld, 1
  %e1 = sext i32 %x to i64
  %a1 = getelementptr inbounds i16, ptr %p, i64 %e1
  store i16 1, ptr %a1, align 2
  %m2 = mul nsw i32 %x, 2
  %e2 = sext i32 %m2 to i64
  %a2 = getelementptr inbounds i16, ptr %p, i64 %e2
  store i16 2, ptr %a2, align 2
  %m3 = mul nsw i32 3, %x
  %e3 = sext i32 %m3 to i64
  %a3 = getelementptr inbounds i16, ptr %p, i64 %e3
  store i16 3, ptr %a3, align 2
  %b1 = getelementptr float, ptr %q, i64 %ld64
  store float 1.0, ptr %b1, align 4
  %k2 = shl i64 %ld64, 1
  %b2 = getelementptr float, ptr %q, i64 %k2
  store float 2.0, ptr %b2, align 4
  %w2 = mul i32 %n, 2
  %v2 = sext i32 %w2 to i64
  %c2 = getelementptr inbounds i8, ptr %r, i64 %v2
  %v1 = sext i32 %n to i64
  %c1 = getelementptr inbounds i8, ptr %r, i64 %v1
  store i8 1, ptr %c1, align 1
  store i8 2, ptr %c2, align 1
  %l = load i64, ptr %r, align 8
  %d1 = getelementptr i8, ptr %r, i64 %l
  store i8 3, ptr %d1, align 1
  ret void
}

; Across blocks: `&p[2x]` in the entry dominates both arms, so `&p[3x]` in
; one arm steps from it; `&p[4x]` in the other arm cannot step from `&p[3x]`
; (a sibling, not a dominator) and steps from `&p[2x]` by two strides.
define void @g(ptr %p, i64 %x, i1 %c) {
entry:
  %m2 = mul i64 %x, 2
  %a2 = getelementptr i32, ptr %p, i64 %m2
  store i32 2, ptr %a2, align 4
  br i1 %c, label %left, label %right
left:
  %m3 = mul i64 %x, 3
  %a3 = getelementptr i32, ptr %p, i64 %m3
  store i32 3, ptr %a3, align 4
  br label %done
right:
  %m4 = mul i64 %x, 4
  %a4 = getelementptr i32, ptr %p, i64 %m4
  store i32 4, ptr %a4, align 4
  br label %done
done:
  ret void
}
; CHECK: %x = add nsw i32 %ld, 1
; CHECK-NEXT: sext i32 %x to i64
; CHECK-NEXT: mul i64
; CHECK: %a1 = getelementptr inbounds i16, ptr %p, i64 %e1
; CHECK: %a2 = getelementptr inbounds i8, ptr %a1, i64
; CHECK: %a3 = getelementptr inbounds i8, ptr %a2, i64
; CHECK: %b2 = getelementptr i8, ptr %b1, i64
; CHECK: %c2 = getelementptr inbounds i8, ptr %r, i64 %v2
; CHECK: %d1 = getelementptr i8, ptr %r, i64 %l
; CHECK: define void @g(
; CHECK: %0 = mul i64 %x, 4
; CHECK: %1 = mul i64 %x, 8
; CHECK: %a2 = getelementptr i32, ptr %p, i64 %m2
; CHECK: %a3 = getelementptr i8, ptr %a2, i64 %0
; CHECK: %a4 = getelementptr i8, ptr %a2, i64 %1
