; pass: instsimplify
; A `bool` kept as a byte and read back as a truth value: `trunc (zext i1
; c to i8) to i1` is c (also through sext); a truncation to another width
; stays.
define i32 @f(i1 %c, i16 %h) {
entry:
  %b = zext i1 %c to i8
  %back = trunc i8 %b to i1
  %w = sext i16 %h to i32
  %h2 = trunc i32 %w to i16
  %h3 = trunc i32 %w to i8
  %z = zext i1 %back to i32
  %y = zext i16 %h2 to i32
  %q = zext i8 %h3 to i32
  %s = add i32 %z, %y
  %r = add i32 %s, %q
  ret i32 %r
}
; CHECK: %h3 = trunc i32 %w to i8
; CHECK: %z = zext i1 %c to i32
; CHECK: %y = zext i16 %h to i32
