; pass: inline
; A template taking the operation (`op(a, b)`, as cooperative groups' reduce
; does), once inlined itself, calls through a stack slot whose only store is
; of a function: the call reaches that function for certain and is inlined
; as nvcc does (mem2reg would make it direct only after this pass). An
; indirect call passes a record by value where the function takes it
; `byval`: the record goes straight into the inlined body's slot. A slot
; stored twice keeps its call indirect.
%struct.pair = type { float, float }
define internal %struct.pair @combine(ptr byval(%struct.pair) align 8 %a, ptr byval(%struct.pair) align 8 %b) {
entry:
  %0 = load float, ptr %a, align 8
  %1 = load float, ptr %b, align 8
  %m = call float @llvm.maxnum.f32(float %0, float %1)
  %r = insertvalue %struct.pair undef, float %m, 0
  ret %struct.pair %r
}
define internal %struct.pair @apply(ptr %op, %struct.pair %x, %struct.pair %y) {
entry:
  %op.addr = alloca ptr, align 8
  store ptr %op, ptr %op.addr, align 8
  %f = load ptr, ptr %op.addr, align 8
  %r = call %struct.pair %f(%struct.pair %x, %struct.pair %y)
  ret %struct.pair %r
}
define %struct.pair @k(%struct.pair %x, %struct.pair %y) {
entry:
  %r = call %struct.pair @apply(ptr @combine, %struct.pair %x, %struct.pair %y)
  ret %struct.pair %r
}
define %struct.pair @two(%struct.pair %x, i1 %c) {
entry:
  %s = alloca ptr, align 8
  store ptr @combine, ptr %s, align 8
  br i1 %c, label %other, label %join
other:
  store ptr @apply, ptr %s, align 8
  br label %join
join:
  %f = load ptr, ptr %s, align 8
  %r = call %struct.pair %f(%struct.pair %x, %struct.pair %x)
  ret %struct.pair %r
}
declare float @llvm.maxnum.f32(float, float)
; CHECK: define %struct.pair @k
; CHECK: %combine.byval = alloca %struct.pair, align 8
; CHECK: store %struct.pair %x, ptr %combine.byval
; CHECK-NOT: call %struct.pair
; CHECK: call float @llvm.maxnum.f32
; CHECK: define %struct.pair @two
; CHECK: %r = call %struct.pair %f(%struct.pair %x, %struct.pair %x)
