; pass: gep-offsets
; `out[4 * i + 1]` and `out[4 * i - 2]` with signed (nsw) index arithmetic:
; each becomes `&out[4 * i]` (no longer inbounds) stepped by a constant
; number of elements; the unsigned (wrapping) `out[u + 3]` stays whole.
define void @f(ptr %out, i32 %i, i32 %u) {
entry:
  %m = mul nsw i32 4, %i
  %a = add nsw i32 %m, 1
  %ea = sext i32 %a to i64
  %pa = getelementptr inbounds i32, ptr %out, i64 %ea
  store i32 1, ptr %pa, align 4
  %s = sub nsw i32 %m, 2
  %es = sext i32 %s to i64
  %ps = getelementptr inbounds i32, ptr %out, i64 %es
  store i32 2, ptr %ps, align 4
  %w = add i32 %u, 3
  %ew = zext i32 %w to i64
  %pw = getelementptr inbounds i32, ptr %out, i64 %ew
  store i32 3, ptr %pw, align 4
  ret void
}
; CHECK: %0 = sext i32 %m to i64
; CHECK: %1 = getelementptr i32, ptr %out, i64 %0
; CHECK: %pa = getelementptr inbounds i32, ptr %1, i64 1
; CHECK: %3 = getelementptr i32, ptr %out, i64 %2
; CHECK: %ps = getelementptr inbounds i32, ptr %3, i64 -2
; CHECK: %pw = getelementptr inbounds i32, ptr %out, i64 %ew
