; pass: loop-unroll-runtime
; `for (k = lo; k < n; k++) s += a[k];` with `n` known only at run time: the
; preheader counts the trips (`n - lo` when `lo < n`, else 0) and the part a
; multiple of 4; an unrolled loop runs 4 copies per trip (copy j reads
; `a[k + j]`, `nsw` as the step is; no header tests), counting down by 4, and
; the loop as it was runs the rest from the values the unrolled loop left.
define i32 @f(ptr %a, i32 %lo, i32 %n) {
entry:
  br label %h

h:
  %k = phi i32 [ %lo, %entry ], [ %inc, %b ]
  %s = phi i32 [ 0, %entry ], [ %t, %b ]
  %c = icmp slt i32 %k, %n
  br i1 %c, label %b, label %out

b:
  %e = sext i32 %k to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %p, align 4
  %t = add i32 %s, %v
  %inc = add nsw i32 %k, 1
  br label %h

out:
  ret i32 %s
}
; CHECK: entry:
; CHECK: = sub i32 %n, %lo
; CHECK-NEXT: = icmp slt i32 %lo, %n
; CHECK: and i32
; CHECK: br i1
; CHECK: h.unrolled.pre:
; CHECK-NEXT: br label %h.unrolled
; CHECK: h.unrolled:
; CHECK: phi i32 [ %lo, %h.unrolled.pre ]
; CHECK: h.unr1:
; CHECK-NEXT: add nsw i32
; CHECK: h.unr3:
; CHECK: h.unrolled.next:
; CHECK: sub i32
; CHECK: icmp ne i32
; CHECK: h.remainder:
; CHECK: br label %h
; CHECK: h:
; CHECK: %k = phi i32
; CHECK: %c = icmp slt i32 %k, %n
