; pass: gvn
; `s[t + stride]` after `s[t]` (a shared-memory reduction): gvn merges the
; repeated base and extension, then the address of `t + stride` (an `nsw`
; sum) is the known `&s[t]` stepped by `stride` elements; a sum that may
; wrap (no nsw under sext) keeps its own address.
@s = internal addrspace(3) global [256 x i32] undef, align 4
define i32 @f(i32 %t, i32 %stride) {
entry:
  %i1 = sext i32 %t to i64
  %p1 = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %i1
  %a = load i32, ptr addrspace(3) %p1, align 4
  %sum = add nsw i32 %t, %stride
  %i2 = sext i32 %sum to i64
  %p2 = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %i2
  %b = load i32, ptr addrspace(3) %p2, align 4
  %wrap = add i32 %t, %stride
  %i3 = sext i32 %wrap to i64
  %p3 = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %i3
  %c = load i32, ptr addrspace(3) %p3, align 4
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}
; CHECK: %p1 = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %i1
; CHECK: sext i32 %stride to i64
; CHECK: %p2 = getelementptr i32, ptr addrspace(3) %p1, i64
; CHECK: %p3 = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %i3
