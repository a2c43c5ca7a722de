; pass: gep-offsets
; An unsigned index `zext (8 * i + 3)`: the constant only fills low bits the
; scaled `8 * i` has clear, so the sum cannot carry or wrap and is `zext (8 *
; i) + 3`: the bytes of an 8-byte block read one by one (`p[8 * i + n]`)
; share one address and read at `[%rd+3]`. `8 * i + 9` may carry into the
; scaled bits, and its range is not known: it stays whole.
define i32 @f(ptr addrspace(1) %p, i32 %i) {
entry:
  %s = shl i32 %i, 3
  %a = add i32 %s, 3
  %z = zext i32 %a to i64
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %z
  %v = load i8, ptr addrspace(1) %q, align 1
  %b = add i32 %s, 9
  %zb = zext i32 %b to i64
  %qb = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %zb
  %vb = load i8, ptr addrspace(1) %qb, align 1
  %w = zext i8 %v to i32
  %wb = zext i8 %vb to i32
  %r = add i32 %w, %wb
  ret i32 %r
}
; CHECK: zext i32 %s to i64
; CHECK-NEXT: getelementptr i8, ptr addrspace(1) %p
; CHECK-NEXT: %q = getelementptr inbounds i8, ptr addrspace(1) %1, i64 3
; CHECK: %qb = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %zb
