; Vectors, aggregates, control flow, unnamed numbering, quoted names,
; forward references, comments and metadata with debug info skipped.
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define i32 @numbering(i32 %0, i32 %named, i32 %1) {
  %3 = add nsw i32 %0, %1
  br label %4

4:                                                ; preds = %2, %7
  %5 = phi i32 [ %3, %2 ], [ %8, %7 ]
  %"odd name" = mul i32 %5, %named
  %6 = icmp ult i32 %"odd name", 100
  br i1 %6, label %7, label %exit

7:
  %8 = shl nuw i32 %5, 1
  br label %4

exit:
  ret i32 %5
}

define <4 x float> @vectors(<4 x float> %a, <4 x float> %b, float %s, i64 %i) {
entry:
  %sum = fadd fast <4 x float> %a, %b
  %neg = fneg nnan ninf <4 x float> %sum
  %e = extractelement <4 x float> %neg, i64 %i
  %f = fmul contract float %e, %s
  %ins = insertelement <4 x float> %neg, float %f, i32 0
  %sh = shufflevector <4 x float> %ins, <4 x float> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %cmp = fcmp une <4 x float> %sh, zeroinitializer
  %sel = select <4 x i1> %cmp, <4 x float> %sh, <4 x float> <float 1.000000e+00, float 2.500000e-01, float 0x3FB99999A0000000, float -0.000000e+00>
  %fr0 = freeze <4 x float> %sel
  %fr = fadd <4 x float> %fr0, splat (float 5.000000e-01)
  ret <4 x float> %fr
}

define i64 @control(i32 %x, ptr %target, ...) !dbg !9 {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i64
  call void @llvm.va_end.p0(ptr %ap)
  switch i32 %x, label %def [
    i32 0, label %zero
    i32 -1, label %neg
  ]

zero:                                     
  %agg = insertvalue { i64, [2 x i8] } undef, i64 %v, 0
  %inner = insertvalue { i64, [2 x i8] } %agg, i8 3, 1, 1
  %back = extractvalue { i64, [2 x i8] } %inner, 1, 1
  %w = zext nneg i8 %back to i64
  %o = or disjoint i64 %w, 256
  %t = trunc nuw nsw i64 %o to i32
  %u = udiv exact i32 %t, 2
  %z = uitofp i32 %u to double
  %bits = bitcast double %z to i64
  ret i64 %bits

neg:
  indirectbr ptr %target, [label %zero, label %def]

def:
  %later = add i64 %v, 1, !dbg !7
  %p2i = ptrtoint ptr %target to i64
  %big = alloca i32, i32 4, align 16, addrspace(5)
  %g = getelementptr inbounds nuw [4 x i32], ptr addrspace(5) %big, i64 0, i64 %p2i
  %q = addrspacecast ptr addrspace(5) %g to ptr
  store volatile i32 1, ptr %q, align 4, !nontemporal !8
  unreachable
}

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!3, !4}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "misc.cu", directory: "/tmp")
!3 = !{ptr @numbering, !"kernel", i32 1, !4, null}
!4 = !{!"nested", !{i64 5, !"inline"}}
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 3, column: 5, scope: !9)
!8 = !{i32 1}
!9 = distinct !DISubprogram(name: "control", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
