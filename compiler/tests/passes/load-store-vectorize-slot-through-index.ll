; pass: load-store-vectorize
; A fragment slot of type alignment 4 read through a variable index as 16-byte
; elements whose loads say `align 16` (CUTLASS reads an `Array<int8_t, 64>` as
; `AlignedArray<int8_t, 16, 16>`s): the four loads become one <4 x i32>, and the
; slot is raised to 16 so that the vector access is aligned in the local frame.
%struct.Aligned = type { [4 x i32] }
define i32 @f(i64 %i) {
entry:
  %frag = alloca [16 x i32], align 4
  %e = getelementptr inbounds %struct.Aligned, ptr %frag, i64 %i
  %e1 = getelementptr inbounds i8, ptr %e, i64 4
  %e2 = getelementptr inbounds i8, ptr %e, i64 8
  %e3 = getelementptr inbounds i8, ptr %e, i64 12
  %x = load i32, ptr %e, align 16
  %y = load i32, ptr %e1, align 4
  %z = load i32, ptr %e2, align 8
  %w = load i32, ptr %e3, align 4
  %s0 = add i32 %x, %y
  %s1 = add i32 %z, %w
  %s = add i32 %s0, %s1
  ret i32 %s
}
; CHECK: %frag = alloca [16 x i32], align 16
; CHECK: load <4 x i32>
; CHECK: extractelement <4 x i32>
; CHECK: ret i32
