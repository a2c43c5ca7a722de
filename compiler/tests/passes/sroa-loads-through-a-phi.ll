; pass: sroa
; `c ? make_float4(...) : a[i]` with a branch: the load goes through a phi of
; a stack slot's address and a global element's (HeCBench hybridsort's
; `mergeSortPass`, 16 B of stack). Each predecessor now loads its own side
; at its end and a phi chooses the values: the slot is then only stored and
; loaded whole, which mem2reg promotes (a slot of at most 16 bytes).
%struct.float4 = type { float, float, float, float }
define %struct.float4 @choose(i1 %c, %struct.float4 %v, ptr %a) {
entry:
  %t = alloca %struct.float4, align 16
  br i1 %c, label %made, label %element

made:
  store %struct.float4 %v, ptr %t, align 16
  br label %join

element:
  %p = getelementptr inbounds %struct.float4, ptr %a, i64 1
  br label %join

join:
  %q = phi ptr [ %t, %made ], [ %p, %element ]
  %r = load %struct.float4, ptr %q, align 16
  ret %struct.float4 %r
}
; CHECK: made:
; CHECK: %0 = load %struct.float4, ptr %t, align 16
; CHECK: br label %join
; CHECK: element:
; CHECK: load %struct.float4, ptr %p, align 16
; CHECK: join:
; CHECK: phi %struct.float4
; CHECK-NOT: phi ptr
; CHECK: ret %struct.float4
