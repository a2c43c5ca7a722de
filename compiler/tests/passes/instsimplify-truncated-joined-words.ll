; pass: instsimplify
; A 64-bit word joined from two 32-bit values (`zext`, `shl` by 32, `or`),
; as sroa joins the `u32` pieces of a `uint4` stored into a `uint64_t[2]`,
; taken apart again (`trunc`, and `lshr` by 32 then `trunc`, as the pieces
; are read back as a `uint4`) gives the values back: HeCBench reverse2D's
; 64-bit kernel moved each word through ten instructions, nvcc through none.
; A window over both values (%mid) or over a term that may set its bits
; (%mixed) stays.
define i32 @f(i32 %a, i32 %b, i64 %c) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %hi = shl i64 %zb, 32
  %w = or i64 %za, %hi
  %lo32 = trunc i64 %w to i32
  %up = lshr i64 %w, 32
  %hi32 = trunc i64 %up to i32
  %m = lshr i64 %w, 16
  %mid = trunc i64 %m to i32
  %x = or i64 %w, %c
  %mixed = trunc i64 %x to i32
  %s1 = add i32 %lo32, %hi32
  %s2 = add i32 %s1, %mid
  %s3 = add i32 %s2, %mixed
  ret i32 %s3
}
; CHECK: %mid = trunc i64 %m to i32
; CHECK: %mixed = trunc i64 %x to i32
; CHECK: %s1 = add i32 %a, %b
