; A conditional branch on an i32; LLVM's verifier rejects it, and so does ours.
; Document rule: seed 003 opcode table, br (cond) "Branch condition is not 'i1' type!".
; sm: 80
; expect: Branch condition is not 'i1' type!
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %c, i1 zeroext %ok) {
entry:
  br i32 %c, label %a, label %b
a:
  br i1 %ok, label %b, label %b
b:
  ret void
}
