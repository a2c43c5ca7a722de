; pass: if-convert
; `if (!(r < p.rows && c < p.cols)) return;` with `p` a record argument of a
; kernel, read in the parameter space: the load of `p.cols` in the `&&`'s
; second arm is safe to run whatever the first compare says (a constant
; offset inside the parameter) and costs nothing (nvcc reads parameters at
; entry; ptxas folds them into constant-bank operands), so the `&&` becomes
; an `and` of the compares, and the branch on its negation branches on the
; `and` with its targets swapped. The unused generic GEP that address-space
; inference left does not count. Out of the record (offset 16 of 16 bytes)
; or volatile, the read stays behind its branch.
%struct.P = type { i32, i32, ptr }

define void @k(ptr byval(%struct.P) align 8 %p, i32 %r, i32 %c) {
entry:
  %p.param = addrspacecast ptr %p to ptr addrspace(101)
  %rows = load i32, ptr addrspace(101) %p.param, align 8
  %cmp = icmp slt i32 %r, %rows
  br i1 %cmp, label %land.rhs, label %land.end
land.rhs:
  %cols.generic = getelementptr inbounds i8, ptr %p, i64 4
  %cols.addr = getelementptr inbounds i8, ptr addrspace(101) %p.param, i64 4
  %cols = load i32, ptr addrspace(101) %cols.addr, align 4
  %cmp1 = icmp slt i32 %c, %cols
  br label %land.end
land.end:
  %ok = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %not = xor i1 %ok, true
  br i1 %not, label %return, label %body
body:
  %out.addr = getelementptr inbounds i8, ptr addrspace(101) %p.param, i64 8
  %out = load ptr, ptr addrspace(101) %out.addr, align 8
  store i32 1, ptr %out, align 4
  br label %return
return:
  ret void
}

define void @past_the_record(ptr byval(%struct.P) align 8 %p, i32 %r, i32 %c) {
entry:
  %p.param = addrspacecast ptr %p to ptr addrspace(101)
  %rows = load i32, ptr addrspace(101) %p.param, align 8
  %cmp = icmp slt i32 %r, %rows
  br i1 %cmp, label %land.rhs, label %land.end
land.rhs:
  %past.addr = getelementptr inbounds i8, ptr addrspace(101) %p.param, i64 16
  %past = load i32, ptr addrspace(101) %past.addr, align 4
  %cmp1 = icmp slt i32 %c, %past
  br label %land.end
land.end:
  %ok = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  br i1 %ok, label %body, label %return
body:
  store i32 1, ptr null, align 4
  br label %return
return:
  ret void
}

define void @volatile_read(ptr byval(%struct.P) align 8 %p, i32 %r, i32 %c) {
entry:
  %p.param = addrspacecast ptr %p to ptr addrspace(101)
  %rows = load i32, ptr addrspace(101) %p.param, align 8
  %cmp = icmp slt i32 %r, %rows
  br i1 %cmp, label %land.rhs, label %land.end
land.rhs:
  %cols.addr = getelementptr inbounds i8, ptr addrspace(101) %p.param, i64 4
  %cols = load volatile i32, ptr addrspace(101) %cols.addr, align 4
  %cmp1 = icmp slt i32 %c, %cols
  br label %land.end
land.end:
  %ok = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  br i1 %ok, label %body, label %return
body:
  store i32 1, ptr null, align 4
  br label %return
return:
  ret void
}
; CHECK: define void @k(
; CHECK: %cols = load i32, ptr addrspace(101) %cols.addr
; CHECK: and i1 %cmp, %cmp1
; CHECK-NOT: xor i1
; CHECK: label %body, label %return
; CHECK: define void @past_the_record(
; CHECK: br i1 %cmp, label %land.rhs, label %land.end
; CHECK: define void @volatile_read(
; CHECK: br i1 %cmp, label %land.rhs, label %land.end
