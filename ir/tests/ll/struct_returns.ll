; Functions returning literal (unnamed) struct types: the overflow
; intrinsics NVPTX lowers, and a definition of the same shape.
target triple = "nvptx64-nvidia-cuda"

declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)

declare { i32, { i16, i1 } } @nested(i32)

define { i8, i1 } @add1(i8 %a) {
entry:
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 1)
  ret { i8, i1 } %r
}
