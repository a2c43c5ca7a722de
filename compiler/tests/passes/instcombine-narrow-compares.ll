; pass: instcombine
; `if (j.x ^ k.x)` on two `char`s: the bytes sign-extended, `xor`ed and
; compared with 0 are the bytes compared (HeCBench all-pairs-distance; nvcc:
; one `setp.ne.s16`). A signed order through `sext` compares the narrow values
; too, an unsigned order through `zext` likewise; an unsigned order through
; `sext`, or extensions of two different widths, stay.
define i32 @f(i8 %a, i8 %b, i16 %w) {
entry:
  %ea = sext i8 %a to i32
  %eb = sext i8 %b to i32
  %x = xor i32 %ea, %eb
  %ne = icmp ne i32 %x, 0
  %lt = icmp slt i32 %ea, %eb
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %ult = icmp ult i32 %za, %zb
  %mixed = icmp ult i32 %ea, %eb
  %ew = sext i16 %w to i32
  %widths = icmp eq i32 %ea, %ew
  %r1 = and i1 %ne, %lt
  %r2 = and i1 %r1, %ult
  %r3 = and i1 %r2, %mixed
  %r4 = and i1 %r3, %widths
  %r = zext i1 %r4 to i32
  ret i32 %r
}
; CHECK: = icmp ne i8 %a, %b
; CHECK: = icmp slt i8 %a, %b
; CHECK: = icmp ult i8 %a, %b
; CHECK: %mixed = icmp ult i32 %ea, %eb
; CHECK: %widths = icmp eq i32 %ea, %ew
