; pass: sroa
; The byte-order test `int one = 1; bool little = *(char *)&one;` and a read
; of the second byte: narrow loads from an i32 slot become a load of the
; whole slot, a shift by eight bits per byte of offset and a truncation
; (PTX is little-endian), so the slot has only whole-width accesses left and
; mem2reg can promote it. A slot read past its end stays
; (sroa-punned-narrow-stores.ll has the narrow stores).
define i32 @bytes(i32 %x) {
entry:
  %one = alloca i32, align 4
  %w = alloca i32, align 4
  store i32 1, ptr %one, align 4
  %b0 = load i8, ptr %one, align 1
  store i32 %x, ptr %w, align 4
  %p1 = getelementptr inbounds i8, ptr %w, i64 1
  %b1 = load i8, ptr %p1, align 1
  %z0 = zext i8 %b0 to i32
  %z1 = zext i8 %b1 to i32
  %s = add i32 %z0, %z1
  ret i32 %s
}
define i16 @read_past_the_end(i32 %x) {
entry:
  %v = alloca i32, align 4
  store i32 %x, ptr %v, align 4
  %p3 = getelementptr inbounds i8, ptr %v, i64 3
  %b = load i16, ptr %p3, align 1
  ret i16 %b
}
; CHECK: define i32 @bytes
; CHECK: store i32 1, ptr %one
; CHECK: load i32, ptr %one, align 4
; CHECK: trunc i32
; CHECK: store i32 %x, ptr %w
; CHECK: load i32, ptr %w, align 4
; CHECK: lshr i32 %
; CHECK: , 8
; CHECK: trunc i32
; CHECK-NOT: load i8
; CHECK: define i16 @read_past_the_end
; CHECK: %b = load i16, ptr %p3
