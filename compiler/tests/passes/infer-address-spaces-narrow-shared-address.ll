; pass: infer-address-spaces
; `__cvta_generic_to_shared` of a pointer into shared data, truncated to the
; 32 bits an `ldmatrix` or `cp.async` takes (CuTe's `cast_smem_ptr_to_uint`):
; the cast back to the shared space folds, and the address is computed in 32
; bits, the base's truncated address plus the index times the element size,
; instead of a 64-bit GEP, `ptrtoint` and `trunc` (left for DCE). A pointer carried round a
; loop gets a 32-bit twin phi, stepped in 32 bits.
@tile = internal addrspace(3) global [1024 x i16] undef, align 16
define i32 @f(i32 %i, i32 %n) {
entry:
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  %e = zext i32 %i to i64
  %p = getelementptr inbounds i16, ptr %g, i64 %e
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %loop ]
  %s = addrspacecast ptr %q to ptr addrspace(3)
  %a = ptrtoint ptr addrspace(3) %s to i64
  %t = trunc i64 %a to i32
  %sum = add i32 %acc, %t
  %next = getelementptr inbounds i16, ptr %q, i64 64
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %sum
}
; CHECK: entry:
; CHECK: ptrtoint ptr addrspace(3) @tile to i64
; CHECK: trunc i64
; CHECK: mul i32 %i, 2
; CHECK: loop:
; CHECK: = phi i32 [ %
; CHECK: %sum = add i32 %acc, %
; CHECK: , 128
