; pass: sroa
; A `float` array filled through a `uint4` pointer (vectorized loads into a
; local array, `reinterpret_cast<uint4*>(v)[c] = src[c]`) and read as floats:
; the accesses at each offset have one size but two types. The slot still
; splits, one scalar slot per offset of the type first met there; the other
; type's loads and stores go through a `bitcast`.
%struct.uint4 = type { i32, i32, i32, i32 }
define float @sum(ptr %src, float %z) {
entry:
  %v = alloca [4 x float], align 16
  store float %z, ptr %v, align 16
  %r = load %struct.uint4, ptr %src, align 16
  store %struct.uint4 %r, ptr %v, align 16
  %a = load float, ptr %v, align 16
  %p = getelementptr inbounds i8, ptr %v, i64 12
  %d = load float, ptr %p, align 4
  %q = getelementptr inbounds i8, ptr %v, i64 4
  %bits = load i32, ptr %q, align 4
  %s = fadd float %a, %d
  %bf = bitcast i32 %bits to float
  %t = fadd float %s, %bf
  ret float %t
}
; CHECK: %v.sroa.0 = alloca float
; CHECK: store float %z, ptr %v.sroa.0
; CHECK: extractvalue %struct.uint4 %r, 0
; CHECK: bitcast i32
; CHECK: store float
; CHECK: %a = load float, ptr %v.sroa.0
; CHECK: load i32, ptr %v.sroa.12
; CHECK: bitcast i32
; CHECK: %bits = load i32, ptr %v.sroa.4
; CHECK: ret float %t
