; pass: sroa
; `const float4 xi = c ? x4[i] : make_float4(0, 0, 0, 0);` (ggml's
; quantize_mmq_q8_1): a phi of the element's address and a temporary's, read
; after the join. The load moves to the end of both incoming blocks and the
; temporary's store and load split (nvcc keeps it in registers). In `@written`
; a store comes between the phi and the load: it stays.
%struct.float4 = type { float, float, float, float }
define float @pick(i1 %c, ptr %x4) {
entry:
  %tmp = alloca %struct.float4, align 16
  br i1 %c, label %element, label %zero
element:
  %p = getelementptr inbounds %struct.float4, ptr %x4, i64 3
  br label %join
zero:
  %z0 = insertvalue %struct.float4 undef, float 0.000000e+00, 0
  %z1 = insertvalue %struct.float4 %z0, float 0.000000e+00, 1
  %z2 = insertvalue %struct.float4 %z1, float 0.000000e+00, 2
  %z3 = insertvalue %struct.float4 %z2, float 0.000000e+00, 3
  store %struct.float4 %z3, ptr %tmp, align 16
  br label %join
join:
  %a = phi ptr [ %p, %element ], [ %tmp, %zero ]
  %v = load %struct.float4, ptr %a, align 16
  %x = extractvalue %struct.float4 %v, 0
  ret float %x
}
define float @written(i1 %c, ptr %x4, ptr %out) {
entry:
  %tmp = alloca %struct.float4, align 16
  br i1 %c, label %element, label %zero
element:
  br label %join
zero:
  store %struct.float4 zeroinitializer, ptr %tmp, align 16
  br label %join
join:
  %a = phi ptr [ %x4, %element ], [ %tmp, %zero ]
  store float 1.000000e+00, ptr %out, align 4
  %v = load %struct.float4, ptr %a, align 16
  %x = extractvalue %struct.float4 %v, 0
  ret float %x
}
; CHECK: define float @pick(
; CHECK: element:
; CHECK: load %struct.float4, ptr %p, align 16
; CHECK: br label %join
; CHECK: zero:
; CHECK: load %struct.float4, ptr %tmp, align 16
; CHECK: br label %join
; CHECK: join:
; CHECK: phi %struct.float4
; CHECK-NOT: phi ptr
; CHECK: define float @written(
; CHECK: %tmp = alloca %struct.float4
; CHECK: %a = phi ptr
; CHECK: %v = load %struct.float4, ptr %a
