; pass: licm
; Calls of arithmetic intrinsics compute from their operands alone and cannot
; fault: `sqrtf(d)` and `__fdiv_rn(x, s)` of values the loop does not change
; move to the preheader (HeCBench inversek2j: each of 25 iterations took the
; same square roots and quotients, nvcc's code takes them once). A call of
; anything else stays, and so does a call whose operand changes in the loop.
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.nvvm.div.rn.f(float, float)
declare float @g(float)
define float @f(float %x, float %d, i32 %n) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %inc, %b ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %sum, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %out

b:
  %s = call float @llvm.nvvm.sqrt.f(float %d)
  %q = call float @llvm.nvvm.div.rn.f(float %x, float %s)
  %o = call float @g(float %q)
  %v = call float @llvm.nvvm.sqrt.f(float %acc)
  %t = fadd float %o, %v
  %sum = fadd float %acc, %t
  %inc = add i32 %i, 1
  br label %h

out:
  ret float %acc
}
; CHECK: entry:
; CHECK: %s = call float @llvm.nvvm.sqrt.f(float %d)
; CHECK: %q = call float @llvm.nvvm.div.rn.f(float %x, float %s)
; CHECK: br label %h
; CHECK: b:
; CHECK: %o = call float @g(float %q)
; CHECK: %v = call float @llvm.nvvm.sqrt.f(float %acc)
