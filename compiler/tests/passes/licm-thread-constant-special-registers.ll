; pass: licm
; A grid-stride loop reads `%nctaid.x` each step (`i += 256 * gridDim.x`):
; the register is constant while the thread runs, so its read and the
; stride move to the preheader and the loop adds one register, as nvcc's
; does (issue 76's minreduce). `%clock` changes as the loop runs and stays.
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
define i32 @f(i32 %start, i32 %n) {
entry:
  br label %ph

ph:
  br label %body

body:
  %i = phi i32 [ %start, %ph ], [ %next, %body ]
  %acc = phi i32 [ 0, %ph ], [ %sum, %body ]
  %grid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 256, %grid
  %t = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %sum = add i32 %acc, %t
  %next = add i32 %i, %stride
  %c = icmp slt i32 %next, %n
  br i1 %c, label %body, label %out

out:
  ret i32 %sum
}
; CHECK: ph:
; CHECK-NEXT: %grid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK-NEXT: %stride = mul i32 256, %grid
; CHECK-NEXT: br label %body
; CHECK: body:
; CHECK-NOT: nctaid
; CHECK: %t = call i32 @llvm.nvvm.read.ptx.sreg.clock()
; CHECK: %next = add i32 %i, %stride
