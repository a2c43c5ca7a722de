; pass: instcombine
; A kernel's record parameter read in place (the parameter space) is read one
; `ld.param` a field whatever its alignment, so a whole-record load of it
; read by `extractvalue`s of some fields becomes a load of each field read,
; even aligned to 8 (HeCBench d3q19-bgk passes its record of 15 pointers by
; value to a helper that reads one: 15 `ld.param`s, 14 unused). The same load
; from global memory, aligned for vector accesses, stays whole.
%struct.Vars = type { ptr, ptr, ptr, ptr }

define ptr @k(ptr byval(%struct.Vars) align 8 %v, ptr addrspace(1) %g) {
entry:
  %v.param = addrspacecast ptr %v to ptr addrspace(101)
  %r = load %struct.Vars, ptr addrspace(101) %v.param, align 8
  %third = extractvalue %struct.Vars %r, 2
  %s = load %struct.Vars, ptr addrspace(1) %g, align 8
  %first = extractvalue %struct.Vars %s, 0
  %d = ptrtoint ptr %first to i64
  %p = getelementptr inbounds i8, ptr %third, i64 %d
  ret ptr %p
}
; CHECK: getelementptr inbounds i8, ptr addrspace(101) %v.param, i64 16
; CHECK-NEXT: load ptr, ptr addrspace(101)
; CHECK-NOT: load %struct.Vars, ptr addrspace(101)
; CHECK: %s = load %struct.Vars, ptr addrspace(1) %g, align 8
