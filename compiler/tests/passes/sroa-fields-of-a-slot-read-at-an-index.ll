; pass: sroa
; A slot read at a run-time index (`pred[word]`, CUTLASS's predicate word,
; `word` computed from the slot's own fields) cannot be split, but each field
; whose every write writes exactly it gets a slot of its own, stored alongside,
; that its loads read (mem2reg promotes it; the index then folds). The i32 read
; of the low half of an i64 field is left reading the slot, as is the indexed
; load, which still sees every store.
%struct.Iter = type { [1 x i32], i32, i32, i64 }
define i32 @k(i32 %a, i32 %b, i64 %w) {
entry:
  %it = alloca %struct.Iter, align 8
  store i32 %a, ptr %it, align 8
  %f1 = getelementptr inbounds i8, ptr %it, i64 4
  store i32 %b, ptr %f1, align 4
  %f2 = getelementptr inbounds i8, ptr %it, i64 8
  store i32 7, ptr %f2, align 8
  %f3 = getelementptr inbounds i8, ptr %it, i64 16
  store i64 %w, ptr %f3, align 8
  %lo = load i32, ptr %f3, align 8
  %k = load i32, ptr %f1, align 4
  %idx = sext i32 %k to i64
  %word = getelementptr inbounds [1 x i32], ptr %it, i64 0, i64 %idx
  %p = load i32, ptr %word, align 4
  %c = load i32, ptr %f2, align 8
  %s = add i32 %p, %c
  %t = add i32 %s, %lo
  ret i32 %t
}
; CHECK-NOT: it.field.16
; CHECK-NOT: it.field.0
; CHECK: %it = alloca %struct.Iter, align 8
; CHECK: store i32 %a, ptr %it, align 8
; CHECK: store i32 %b, ptr %it.field.4, align 4
; CHECK: store i32 %b, ptr %f1, align 4
; CHECK: store i32 7, ptr %it.field.8, align 8
; CHECK: store i32 7, ptr %f2, align 8
; CHECK: %lo = load i32, ptr %f3, align 8
; CHECK: %k = load i32, ptr %it.field.4, align 4
; CHECK: %p = load i32, ptr %word, align 4
; CHECK: %c = load i32, ptr %it.field.8, align 8
