; pass: mem2reg
; `int calls = 0; if (c && bump(&calls, v)) ...` once bump is inlined: the
; pointer parameter's slot is promoted first, leaving a dead phi of the
; pointer where the call was skipped; that phi must not keep `%calls` in
; memory, which the next round promotes.
define i32 @f(i1 %c, i32 %v) {
entry:
  %calls = alloca i32, align 4
  %counter.addr = alloca ptr, align 8
  store i32 0, ptr %calls, align 4
  br i1 %c, label %rhs, label %join
rhs:
  store ptr %calls, ptr %counter.addr, align 8
  %p = load ptr, ptr %counter.addr, align 8
  %old = load i32, ptr %p, align 4
  %new = add i32 %old, 1
  store i32 %new, ptr %p, align 4
  br label %join
join:
  %n = load i32, ptr %calls, align 4
  ret i32 %n
}
; CHECK: define i32 @f(
; CHECK-NOT: alloca
; CHECK: %new = add i32 0, 1
; CHECK-NOT: load
; CHECK: phi i32 [ 0, %entry ], [ %new, %rhs ]
