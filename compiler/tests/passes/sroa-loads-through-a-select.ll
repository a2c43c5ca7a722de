; pass: sroa
; `c ? y : x` of two records is read through a select of the two slots'
; addresses. Each load through it becomes a load from each slot (both reads
; are inside their slots, so neither can fault) and a select of the values;
; the select of addresses goes, and both slots split into scalars (the
; records' own allocas are left for dce).
%struct.P = type { i32, i8 }
define i32 @pick(i1 %c, i32 %a, i32 %b) {
entry:
  %x = alloca %struct.P, align 4
  %y = alloca %struct.P, align 4
  store i32 %a, ptr %x, align 4
  %xf = getelementptr inbounds i8, ptr %x, i64 4
  store i8 1, ptr %xf, align 4
  store i32 %b, ptr %y, align 4
  %yf = getelementptr inbounds i8, ptr %y, i64 4
  store i8 0, ptr %yf, align 4
  %s = select i1 %c, ptr %y, ptr %x
  %k = load i32, ptr %s, align 4
  %fp = getelementptr inbounds i8, ptr %s, i64 4
  %f = load i8, ptr %fp, align 4
  %fz = zext i8 %f to i32
  %r = add i32 %k, %fz
  ret i32 %r
}
; CHECK: %x.sroa.0 = alloca i32
; CHECK: %y.sroa.0 = alloca i32
; CHECK-NOT: select i1 %c, ptr
; CHECK: select i1 %c, i32
; CHECK: select i1 %c, i8
; CHECK: ret i32 %r
