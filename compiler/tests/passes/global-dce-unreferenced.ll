; pass: global-dce
; Internal functions and globals nothing reachable uses are removed, as are
; declarations no one calls; what a kernel reaches stays.
@used = internal addrspace(1) global i32 1, align 4
@unused = internal addrspace(1) global i32 2, align 4
define internal i32 @helper() {
entry:
  %v = load i32, ptr addrspace(1) @used, align 4
  ret i32 %v
}
define internal i32 @orphan() {
entry:
  ret i32 0
}
declare i32 @never_called()
define void @k(ptr %out) {
entry:
  %v = call i32 @helper()
  store i32 %v, ptr %out, align 4
  ret void
}
; CHECK-NOT: @unused
; CHECK: @used =
; CHECK-NOT: @orphan
; CHECK: define internal i32 @helper(
; CHECK-NOT: @never_called
; CHECK: define void @k(
