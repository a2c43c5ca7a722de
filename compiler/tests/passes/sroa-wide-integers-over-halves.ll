; pass: sroa
; A local array of halves filled through a `uint4` pointer and read element
; by element (vectorized loads of 16-bit data: `reinterpret_cast<uint4*>(v)[c]
; = src[c]`), and one written element by element and read back as a `uint4`
; (vectorized stores). The `i32` accesses overlap two halves each: they are
; cut into 16-bit pieces (a shift and a truncation per piece to store; a
; `zext`, `shl` and `or` to load), and both slots split, one scalar per half.
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
; CHECK: %v.sroa.0 = alloca i16
; CHECK: %0 = extractvalue %struct.uint4 %r, 0
; CHECK: trunc i32 %0 to i16
; CHECK: lshr i32 %0, 16
; CHECK: load i16, ptr %v.sroa.2
; CHECK: bitcast i16
; CHECK: %s = fadd half
; CHECK: define %struct.uint4 @pack
; CHECK: %w.sroa.0 = alloca half
; CHECK: store half %a, ptr %w.sroa.0
; CHECK: load half, ptr %w.sroa.0
; CHECK: bitcast half
; CHECK: zext i16
; CHECK: shl i32
; CHECK: or i32
; CHECK: insertvalue %struct.uint4
