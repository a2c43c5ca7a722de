; pass: instsimplify
; A load at a constant offset of a global no code may change (a `const`
; `__device__` table with an initializer: `constant` in addrspace(1)) reads
; its initializer, as nvcc folds it (ptxc's `logf` tables read at an index
; folding made constant: `powf(2.0f, y)`). A load at a variable index stays,
; and so does one from `__constant__` memory (addrspace(4): the host writes
; it with cudaMemcpyToSymbol) and from a global that is not `constant`.
@tab = internal addrspace(1) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@rec = internal addrspace(1) constant { i32, [2 x i16] } { i32 7, [2 x i16] [i16 5, i16 9] }, align 4
@cmem = addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@var = internal addrspace(1) global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
define float @f(i64 %i) {
entry:
  %base = getelementptr inbounds [4 x float], ptr addrspace(1) @tab, i64 0, i64 0
  %p2 = getelementptr inbounds float, ptr addrspace(1) %base, i64 2
  %t2 = load float, ptr addrspace(1) %p2, align 4
  %pi = getelementptr inbounds float, ptr addrspace(1) %base, i64 %i
  %ti = load float, ptr addrspace(1) %pi, align 4
  %ph = getelementptr inbounds i8, ptr addrspace(1) @rec, i64 6
  %h = load i16, ptr addrspace(1) %ph, align 2
  %hf = sitofp i16 %h to float
  %pc = getelementptr inbounds [4 x float], ptr addrspace(4) @cmem, i64 0, i64 1
  %c1 = load float, ptr addrspace(4) %pc, align 4
  %pv = getelementptr inbounds [4 x float], ptr addrspace(1) @var, i64 0, i64 1
  %v1 = load float, ptr addrspace(1) %pv, align 4
  %s1 = fadd float %t2, %ti
  %s2 = fadd float %s1, %hf
  %s3 = fadd float %s2, %c1
  %s4 = fadd float %s3, %v1
  ret float %s4
}
; CHECK: %ti = load float
; CHECK: %c1 = load float, ptr addrspace(4)
; CHECK: %v1 = load float, ptr addrspace(1)
; CHECK: %s1 = fadd float 3.000000e+00, %ti
; CHECK-NEXT: %s2 = fadd float %s1, 9.000000e+00
