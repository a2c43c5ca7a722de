; The remaining arithmetic and conversion instructions, each with its flags.
target triple = "nvptx64-nvidia-cuda"

define double @arith(i32 %a, i32 %b, float %x, double %y, i64 %addr) {
entry:
  %sub = sub nuw i32 %a, %b
  %sdiv = sdiv exact i32 %sub, 4
  %urem = urem i32 %sdiv, %b
  %srem = srem i32 %urem, 3
  %lshr = lshr exact i32 %srem, 1
  %ashr = ashr i32 %lshr, %b
  %and = and i32 %ashr, 255
  %xor = xor i32 %and, -1
  %fsub = fsub nsz float %x, 1.000000e+00
  %fdiv = fdiv arcp float %fsub, 3.000000e+00
  %frem = frem float %fdiv, 2.000000e+00
  %ui = fptoui float %frem to i32
  %si = fptosi double %y to i64
  %back = sitofp i32 %xor to double
  %narrow = fptrunc double %back to float
  %wide = fpext float %narrow to double
  %p = inttoptr i64 %addr to ptr addrspace(1)
  %s = add i32 %ui, %xor
  %t = trunc i64 %si to i32
  %u = add i32 %s, %t
  store i32 %u, ptr addrspace(1) %p, align 4
  ret double %wide
}
