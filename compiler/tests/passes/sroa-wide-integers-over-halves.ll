; pass: sroa
; A local array of halves filled through a `uint4` pointer and read element
; by element (vectorized loads of 16-bit data: `reinterpret_cast<uint4*>(v)[c]
; = src[c]`), and one written element by element and read back as a `uint4`
; (vectorized stores). The `i32` accesses overlap two halves each: both
; slots split into 32-bit words, the widest accesses (as LLVM's SROA makes
; its partitions); a half is read from its word by a shift and a truncation,
; and written by a read-modify-write (`and` keeps the other half, `zext`,
; `shl` and `or` put it in).
%struct.uint4 = type { i32, i32, i32, i32 }
define half @first_and_third(ptr %src) {
entry:
  %v = alloca [8 x half], align 16
  %r = load %struct.uint4, ptr %src, align 16
  store %struct.uint4 %r, ptr %v, align 16
  %p = getelementptr inbounds i8, ptr %v, i64 2
  %h1 = load half, ptr %p, align 2
  %q = getelementptr inbounds i8, ptr %v, i64 4
  %h2 = load half, ptr %q, align 4
  %s = fadd half %h1, %h2
  ret half %s
}
define %struct.uint4 @pack(half %a, half %b) {
entry:
  %w = alloca [8 x half], align 16
  store half %a, ptr %w, align 16
  %p = getelementptr inbounds i8, ptr %w, i64 2
  store half %b, ptr %p, align 2
  %r = load %struct.uint4, ptr %w, align 16
  ret %struct.uint4 %r
}
; CHECK: define half @first_and_third
; CHECK: %v.sroa.0 = alloca i32
; CHECK: %0 = extractvalue %struct.uint4 %r, 0
; CHECK: store i32 %0, ptr %v.sroa.0
; CHECK: %4 = load i32, ptr %v.sroa.0
; CHECK: %5 = lshr i32 %4, 16
; CHECK: %6 = trunc i32 %5 to i16
; CHECK: bitcast i16 %6 to half
; CHECK: trunc i32 %8 to i16
; CHECK: %s = fadd half
; CHECK: define %struct.uint4 @pack
; CHECK: %w.sroa.0 = alloca i32
; CHECK: %0 = bitcast half %a to i16
; CHECK: %1 = zext i16 %0 to i32
; CHECK: and i32 %2, -65536
; CHECK: or i32 %3, %1
; CHECK: shl i32 %6, 16
; CHECK: and i32 %8, 65535
; CHECK: or i32 %9, %7
; CHECK: store i32 %10, ptr %w.sroa.0
; CHECK: insertvalue %struct.uint4 undef, i32 %11, 0
