; pass: legalize-i128
; Every i128 becomes two i64 halves (issue 17, seed 000: __int128 is i128):
; add takes its carry from an unsigned compare of the low halves, mul the high
; half of the low product from llvm.nvvm.mulhi.ull plus both cross products,
; an unsigned compare orders by the high halves unless they are equal; loads,
; stores, parameters, results and globals carry <2 x i64>.
@g = internal addrspace(1) global i128 18446744073709551621, align 16
define internal i128 @f(i128 %a, i128 %b, ptr addrspace(1) %p) {
entry:
  %s = add i128 %a, %b
  %m = mul i128 %s, %b
  %v = load i128, ptr addrspace(1) @g, align 16
  %c = icmp ult i128 %m, %v
  %r = select i1 %c, i128 %m, i128 %v
  store i128 %r, ptr addrspace(1) %p, align 16
  ret i128 %r
}
; CHECK: @g = internal addrspace(1) global <2 x i64> <i64 5, i64 1>, align 16
; CHECK: define internal <2 x i64> @f(<2 x i64> %a, <2 x i64> %b, ptr addrspace(1) %p)
; CHECK: extractelement <2 x i64> %a, i32 0
; CHECK: add i64
; CHECK: icmp ult i64
; CHECK: zext i1
; CHECK: call i64 @llvm.nvvm.mulhi.ull(i64
; CHECK: load <2 x i64>, ptr addrspace(1) @g, align 16
; CHECK: icmp eq i64
; CHECK: select i1
; CHECK: store <2 x i64>
; CHECK: ret <2 x i64>
; CHECK-NOT: i128
