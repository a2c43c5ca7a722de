; pass: instsimplify
; `bitcast (bitcast x)` back to x's type is x (powf's |x| handed to the log
; core as a float and read back as bits); a bitcast to another type stays.
define i32 @f(i32 %u, float %x) {
entry:
  %f = bitcast i32 %u to float
  %back = bitcast float %f to i32
  %v = bitcast float %x to <2 x i16>
  %w = bitcast <2 x i16> %v to i32
  %s = add i32 %back, %w
  ret i32 %s
}
; CHECK: %w = bitcast <2 x i16> %v to i32
; CHECK: %s = add i32 %u, %w
