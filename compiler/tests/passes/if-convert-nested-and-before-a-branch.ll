; pass: if-convert
; `if (in_bounds(r, c))` with `bool in_bounds(r, c) { return r < m && c < n; }`
; inlined, per element of an unrolled copy (CuTe's copy_if): the inner `&&`
; (a branch on `c < n` to a join whose phi gives false or true) becomes the
; compare itself; its block and join merge into one arm of the outer `&&`,
; whose join only branches on its phi, and an arm of one compare is converted
; too (as LLVM's FoldBranchToCommonDest): one `and` and one branch per element,
; the column compare computed once where every element's arm repeated it.
define void @f(i32 %r, i32 %c, i32 %m, i32 %n, ptr %p) {
entry:
  %cmp.r = icmp ult i32 %r, %m
  br i1 %cmp.r, label %rhs, label %land.end
rhs:
  %cmp.c = icmp ult i32 %c, %n
  br i1 %cmp.c, label %land.rhs1, label %land.end1
land.rhs1:
  br label %land.end1
land.end1:
  %in = phi i1 [ false, %rhs ], [ true, %land.rhs1 ]
  br label %land.end
land.end:
  %ok = phi i1 [ false, %entry ], [ %in, %land.end1 ]
  br i1 %ok, label %then, label %next
then:
  store i32 1, ptr %p, align 4
  br label %next
next:
  %r2 = add i32 %r, 1
  %cmp.r2 = icmp ult i32 %r2, %m
  br i1 %cmp.r2, label %rhs2, label %land.end2
rhs2:
  %cmp.c2 = icmp ult i32 %c, %n
  br label %land.end2
land.end2:
  %ok2 = phi i1 [ false, %next ], [ %cmp.c2, %rhs2 ]
  br i1 %ok2, label %then2, label %done
then2:
  %q = getelementptr inbounds i32, ptr %p, i64 1
  store i32 2, ptr %q, align 4
  br label %done
done:
  ret void
}
; CHECK: define void @f(
; CHECK: %cmp.r = icmp ult i32 %r, %m
; CHECK: %cmp.c = icmp ult i32 %c, %n
; CHECK: and i1 %cmp.r, %cmp.c
; CHECK-NOT: phi i1 [ false
; CHECK: %cmp.r2 = icmp ult i32 %r2, %m
; CHECK: %cmp.c2 = icmp ult i32 %c, %n
; CHECK: and i1 %cmp.r2, %cmp.c2
; CHECK-NOT: phi i1 [ false
; CHECK: ret void
