; pass: inline
; A record passed by value whose fields and padding are more than sroa splits
; (CUTLASS's epilogue takes its source iterator and fragment so, 39 fields and
; padding) is inlined too, copied into the body's own slot by a `memcpy`: as a
; call it needed that copy in local memory all the same, and the call kept
; every other argument (the accumulators' address) in local memory as well.
%struct.Big = type { [40 x i32], i8 }
define internal i32 @first_plus_flag(ptr byval(%struct.Big) align 4 %t, ptr %acc) {
entry:
  %k = load i32, ptr %t, align 4
  %fp = getelementptr inbounds i8, ptr %t, i64 160
  %f = load i8, ptr %fp, align 4
  %fz = zext i8 %f to i32
  %a = load i32, ptr %acc, align 4
  %s = add i32 %k, %fz
  %r = add i32 %s, %a
  ret i32 %r
}
define i32 @f(i32 %x) {
entry:
  %v = alloca %struct.Big, align 4
  %acc = alloca i32, align 4
  store i32 %x, ptr %v, align 4
  store i32 %x, ptr %acc, align 4
  %r = call i32 @first_plus_flag(ptr %v, ptr %acc)
  ret i32 %r
}
; CHECK: define i32 @f
; CHECK: %first_plus_flag.byval = alloca %struct.Big, align 4
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %first_plus_flag.byval, ptr align 4 %v, i64 164, i1 false)
; CHECK-NOT: call i32 @first_plus_flag
; CHECK: load i32, ptr %first_plus_flag.byval
