; pass: bit-idioms
; @pop: `for (t = v; t; t &= t - 1) n += 2;` from n = 3 counts the set bits:
; the counter leaves the loop as 3 + 2 * ctpop(v), computed before the loop,
; whose header now jumps straight to the exit and whose body is gone.
; @rev: an i64 `or` tree moving bit k of %v to bit 63 - k (grouped in pairs,
; bit 0 and bit 63 written without a mask) is llvm.bitreverse.
define i64 @pop(i64 %v) {
entry:
  br label %h

h:
  %t = phi i64 [ %v, %entry ], [ %and, %b ]
  %n = phi i32 [ 3, %entry ], [ %inc, %b ]
  %c = icmp eq i64 %t, 0
  br i1 %c, label %x, label %b

b:
  %inc = add i32 %n, 2
  %dec = add i64 %t, -1
  %and = and i64 %dec, %t
  br label %h

x:
  %w = zext i32 %n to i64
  %r = or i64 %w, %t
  ret i64 %r
}

define i64 @rev(i64 %v) {
entry:
  %s0 = shl i64 %v, 63
  %r1 = lshr i64 %v, 1
  %a1 = and i64 %r1, 1
  %s1 = shl i64 %a1, 62
  %r2 = lshr i64 %v, 2
  %a2 = and i64 %r2, 1
  %s2 = shl i64 %a2, 61
  %r3 = lshr i64 %v, 3
  %a3 = and i64 %r3, 1
  %s3 = shl i64 %a3, 60
  %r4 = lshr i64 %v, 4
  %a4 = and i64 %r4, 1
  %s4 = shl i64 %a4, 59
  %r5 = lshr i64 %v, 5
  %a5 = and i64 %r5, 1
  %s5 = shl i64 %a5, 58
  %r6 = lshr i64 %v, 6
  %a6 = and i64 %r6, 1
  %s6 = shl i64 %a6, 57
  %r7 = lshr i64 %v, 7
  %a7 = and i64 %r7, 1
  %s7 = shl i64 %a7, 56
  %r8 = lshr i64 %v, 8
  %a8 = and i64 %r8, 1
  %s8 = shl i64 %a8, 55
  %r9 = lshr i64 %v, 9
  %a9 = and i64 %r9, 1
  %s9 = shl i64 %a9, 54
  %r10 = lshr i64 %v, 10
  %a10 = and i64 %r10, 1
  %s10 = shl i64 %a10, 53
  %r11 = lshr i64 %v, 11
  %a11 = and i64 %r11, 1
  %s11 = shl i64 %a11, 52
  %r12 = lshr i64 %v, 12
  %a12 = and i64 %r12, 1
  %s12 = shl i64 %a12, 51
  %r13 = lshr i64 %v, 13
  %a13 = and i64 %r13, 1
  %s13 = shl i64 %a13, 50
  %r14 = lshr i64 %v, 14
  %a14 = and i64 %r14, 1
  %s14 = shl i64 %a14, 49
  %r15 = lshr i64 %v, 15
  %a15 = and i64 %r15, 1
  %s15 = shl i64 %a15, 48
  %r16 = lshr i64 %v, 16
  %a16 = and i64 %r16, 1
  %s16 = shl i64 %a16, 47
  %r17 = lshr i64 %v, 17
  %a17 = and i64 %r17, 1
  %s17 = shl i64 %a17, 46
  %r18 = lshr i64 %v, 18
  %a18 = and i64 %r18, 1
  %s18 = shl i64 %a18, 45
  %r19 = lshr i64 %v, 19
  %a19 = and i64 %r19, 1
  %s19 = shl i64 %a19, 44
  %r20 = lshr i64 %v, 20
  %a20 = and i64 %r20, 1
  %s20 = shl i64 %a20, 43
  %r21 = lshr i64 %v, 21
  %a21 = and i64 %r21, 1
  %s21 = shl i64 %a21, 42
  %r22 = lshr i64 %v, 22
  %a22 = and i64 %r22, 1
  %s22 = shl i64 %a22, 41
  %r23 = lshr i64 %v, 23
  %a23 = and i64 %r23, 1
  %s23 = shl i64 %a23, 40
  %r24 = lshr i64 %v, 24
  %a24 = and i64 %r24, 1
  %s24 = shl i64 %a24, 39
  %r25 = lshr i64 %v, 25
  %a25 = and i64 %r25, 1
  %s25 = shl i64 %a25, 38
  %r26 = lshr i64 %v, 26
  %a26 = and i64 %r26, 1
  %s26 = shl i64 %a26, 37
  %r27 = lshr i64 %v, 27
  %a27 = and i64 %r27, 1
  %s27 = shl i64 %a27, 36
  %r28 = lshr i64 %v, 28
  %a28 = and i64 %r28, 1
  %s28 = shl i64 %a28, 35
  %r29 = lshr i64 %v, 29
  %a29 = and i64 %r29, 1
  %s29 = shl i64 %a29, 34
  %r30 = lshr i64 %v, 30
  %a30 = and i64 %r30, 1
  %s30 = shl i64 %a30, 33
  %r31 = lshr i64 %v, 31
  %a31 = and i64 %r31, 1
  %s31 = shl i64 %a31, 32
  %r32 = lshr i64 %v, 32
  %a32 = and i64 %r32, 1
  %s32 = shl i64 %a32, 31
  %r33 = lshr i64 %v, 33
  %a33 = and i64 %r33, 1
  %s33 = shl i64 %a33, 30
  %r34 = lshr i64 %v, 34
  %a34 = and i64 %r34, 1
  %s34 = shl i64 %a34, 29
  %r35 = lshr i64 %v, 35
  %a35 = and i64 %r35, 1
  %s35 = shl i64 %a35, 28
  %r36 = lshr i64 %v, 36
  %a36 = and i64 %r36, 1
  %s36 = shl i64 %a36, 27
  %r37 = lshr i64 %v, 37
  %a37 = and i64 %r37, 1
  %s37 = shl i64 %a37, 26
  %r38 = lshr i64 %v, 38
  %a38 = and i64 %r38, 1
  %s38 = shl i64 %a38, 25
  %r39 = lshr i64 %v, 39
  %a39 = and i64 %r39, 1
  %s39 = shl i64 %a39, 24
  %r40 = lshr i64 %v, 40
  %a40 = and i64 %r40, 1
  %s40 = shl i64 %a40, 23
  %r41 = lshr i64 %v, 41
  %a41 = and i64 %r41, 1
  %s41 = shl i64 %a41, 22
  %r42 = lshr i64 %v, 42
  %a42 = and i64 %r42, 1
  %s42 = shl i64 %a42, 21
  %r43 = lshr i64 %v, 43
  %a43 = and i64 %r43, 1
  %s43 = shl i64 %a43, 20
  %r44 = lshr i64 %v, 44
  %a44 = and i64 %r44, 1
  %s44 = shl i64 %a44, 19
  %r45 = lshr i64 %v, 45
  %a45 = and i64 %r45, 1
  %s45 = shl i64 %a45, 18
  %r46 = lshr i64 %v, 46
  %a46 = and i64 %r46, 1
  %s46 = shl i64 %a46, 17
  %r47 = lshr i64 %v, 47
  %a47 = and i64 %r47, 1
  %s47 = shl i64 %a47, 16
  %r48 = lshr i64 %v, 48
  %a48 = and i64 %r48, 1
  %s48 = shl i64 %a48, 15
  %r49 = lshr i64 %v, 49
  %a49 = and i64 %r49, 1
  %s49 = shl i64 %a49, 14
  %r50 = lshr i64 %v, 50
  %a50 = and i64 %r50, 1
  %s50 = shl i64 %a50, 13
  %r51 = lshr i64 %v, 51
  %a51 = and i64 %r51, 1
  %s51 = shl i64 %a51, 12
  %r52 = lshr i64 %v, 52
  %a52 = and i64 %r52, 1
  %s52 = shl i64 %a52, 11
  %r53 = lshr i64 %v, 53
  %a53 = and i64 %r53, 1
  %s53 = shl i64 %a53, 10
  %r54 = lshr i64 %v, 54
  %a54 = and i64 %r54, 1
  %s54 = shl i64 %a54, 9
  %r55 = lshr i64 %v, 55
  %a55 = and i64 %r55, 1
  %s55 = shl i64 %a55, 8
  %r56 = lshr i64 %v, 56
  %a56 = and i64 %r56, 1
  %s56 = shl i64 %a56, 7
  %r57 = lshr i64 %v, 57
  %a57 = and i64 %r57, 1
  %s57 = shl i64 %a57, 6
  %r58 = lshr i64 %v, 58
  %a58 = and i64 %r58, 1
  %s58 = shl i64 %a58, 5
  %r59 = lshr i64 %v, 59
  %a59 = and i64 %r59, 1
  %s59 = shl i64 %a59, 4
  %r60 = lshr i64 %v, 60
  %a60 = and i64 %r60, 1
  %s60 = shl i64 %a60, 3
  %r61 = lshr i64 %v, 61
  %a61 = and i64 %r61, 1
  %s61 = shl i64 %a61, 2
  %r62 = lshr i64 %v, 62
  %a62 = and i64 %r62, 1
  %s62 = shl i64 %a62, 1
  %s63 = lshr i64 %v, 63
  %p0 = or i64 %s1, %s0
  %p2 = or i64 %s3, %s2
  %p4 = or i64 %s5, %s4
  %p6 = or i64 %s7, %s6
  %p8 = or i64 %s9, %s8
  %p10 = or i64 %s11, %s10
  %p12 = or i64 %s13, %s12
  %p14 = or i64 %s15, %s14
  %p16 = or i64 %s17, %s16
  %p18 = or i64 %s19, %s18
  %p20 = or i64 %s21, %s20
  %p22 = or i64 %s23, %s22
  %p24 = or i64 %s25, %s24
  %p26 = or i64 %s27, %s26
  %p28 = or i64 %s29, %s28
  %p30 = or i64 %s31, %s30
  %p32 = or i64 %s33, %s32
  %p34 = or i64 %s35, %s34
  %p36 = or i64 %s37, %s36
  %p38 = or i64 %s39, %s38
  %p40 = or i64 %s41, %s40
  %p42 = or i64 %s43, %s42
  %p44 = or i64 %s45, %s44
  %p46 = or i64 %s47, %s46
  %p48 = or i64 %s49, %s48
  %p50 = or i64 %s51, %s50
  %p52 = or i64 %s53, %s52
  %p54 = or i64 %s55, %s54
  %p56 = or i64 %s57, %s56
  %p58 = or i64 %s59, %s58
  %p60 = or i64 %s61, %s60
  %p62 = or i64 %s63, %s62
  %q0 = or i64 %p0, %p2
  %q1 = or i64 %q0, %p4
  %q2 = or i64 %q1, %p6
  %q3 = or i64 %q2, %p8
  %q4 = or i64 %q3, %p10
  %q5 = or i64 %q4, %p12
  %q6 = or i64 %q5, %p14
  %q7 = or i64 %q6, %p16
  %q8 = or i64 %q7, %p18
  %q9 = or i64 %q8, %p20
  %q10 = or i64 %q9, %p22
  %q11 = or i64 %q10, %p24
  %q12 = or i64 %q11, %p26
  %q13 = or i64 %q12, %p28
  %q14 = or i64 %q13, %p30
  %q15 = or i64 %q14, %p32
  %q16 = or i64 %q15, %p34
  %q17 = or i64 %q16, %p36
  %q18 = or i64 %q17, %p38
  %q19 = or i64 %q18, %p40
  %q20 = or i64 %q19, %p42
  %q21 = or i64 %q20, %p44
  %q22 = or i64 %q21, %p46
  %q23 = or i64 %q22, %p48
  %q24 = or i64 %q23, %p50
  %q25 = or i64 %q24, %p52
  %q26 = or i64 %q25, %p54
  %q27 = or i64 %q26, %p56
  %q28 = or i64 %q27, %p58
  %q29 = or i64 %q28, %p60
  %all = or i64 %q29, %p62
  ret i64 %all
}
; CHECK: define i64 @pop(
; CHECK: call i64 @llvm.ctpop.i64(i64 %v)
; CHECK: br label %h
; CHECK: h:
; CHECK: br label %x
; CHECK-NOT: b:
; CHECK: x:
; CHECK: define i64 @rev(
; CHECK: call i64 @llvm.bitreverse.i64(i64 %v)
; CHECK: ret i64 %
