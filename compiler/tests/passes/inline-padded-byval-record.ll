; pass: inline
; A record with padding passed by value is inlined too: its copy into the
; inlined body's own slot is a `memcpy` of the record's size and alignment
; (the call's copy moved every byte, padding included), which sroa later
; reads as field and padding moves.
%struct.T = type { i32, i8 }
define internal i32 @key_plus_flag(ptr byval(%struct.T) align 4 %t) {
entry:
  %k = load i32, ptr %t, align 4
  %fp = getelementptr inbounds i8, ptr %t, i64 4
  %f = load i8, ptr %fp, align 4
  %fz = zext i8 %f to i32
  %r = add i32 %k, %fz
  ret i32 %r
}
define i32 @f(i32 %x) {
entry:
  %v = alloca %struct.T, align 4
  store i32 %x, ptr %v, align 4
  %r = call i32 @key_plus_flag(ptr %v)
  ret i32 %r
}
; CHECK: define i32 @f
; CHECK: %key_plus_flag.byval = alloca %struct.T, align 4
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %key_plus_flag.byval, ptr align 4 %v, i64 8, i1 false)
; CHECK-NOT: call i32 @key_plus_flag
; CHECK: load i32, ptr %key_plus_flag.byval
