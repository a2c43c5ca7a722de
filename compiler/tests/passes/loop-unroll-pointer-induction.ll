; pass: loop-unroll
; `while (data != end) { k = *data++; ... }` with `end = data + len / 8` over
; a local `uint64_t` (HeCBench metropolis's `mmhash64(&seed, 8, ...)`, 16 B of
; stack, nvcc none): the induction variable is a pointer, stepped by a
; constant GEP and compared with a constant GEP of its start. The loop runs
; on byte offsets (0, 8; end 8): one trip, unrolled, so the local's load is
; at its start and the slot is promoted.
define i64 @hash(i64 %s) {
entry:
  %t = alloca i64, align 8
  store i64 %s, ptr %t, align 8
  %div = sdiv i32 8, 8
  %idx.ext = sext i32 %div to i64
  %end = getelementptr inbounds i64, ptr %t, i64 %idx.ext
  br label %while.cond

while.cond:
  %h = phi i64 [ 0, %entry ], [ %xor, %while.body ]
  %data = phi ptr [ %t, %entry ], [ %next, %while.body ]
  %cmp = icmp ne ptr %data, %end
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %next = getelementptr inbounds i64, ptr %data, i64 1
  %k = load i64, ptr %data, align 8
  %mul = mul i64 %k, 3
  %xor = xor i64 %h, %mul
  br label %while.cond

while.end:
  ret i64 %h
}
; CHECK: define i64 @hash
; CHECK-NOT: alloca
; CHECK-NOT: phi ptr
; CHECK: mul i64 %s, 3
; CHECK-NOT: br i1
; CHECK: ret i64
