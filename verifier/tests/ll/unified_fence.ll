; Unified NVVM IR mode: fences are allowed with acq_rel/seq_cst only; the triple is matched exactly.
; sm: 80
; mode: unified
; expect: Invalid ordering for fence, only acq_rel and seq_cst are supported.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
entry:
  fence acq_rel
  fence seq_cst
  fence acquire
  ret void
}
