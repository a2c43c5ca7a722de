; pass: instsimplify
; A load from a constant global at a known offset is the initializer's value
; there: a field of a `static constexpr` record (CUB's kernel policy), an element
; of a table read through a constant GEP, a zero-initialized part, and a string's
; bytes read as a word. A load from a global that is not constant, one that
; another module may define (`weak`), a volatile load and one at a run-time index
; stay, and so does one from the constant bank (`__constant__`, which the host
; writes between launches).
%struct.Pol = type { i32, i32, double }

@policy = internal addrspace(1) constant %struct.Pol { i32 256, i32 2, double 1.500000e+00 }, align 8
@table = internal addrspace(1) constant [4 x i16] [i16 1, i16 2, i16 3, i16 4], align 2
@zeros = internal addrspace(1) constant [8 x i32] zeroinitializer, align 4
@text = internal addrspace(1) constant [4 x i8] c"abcd", align 1
@mutable = internal addrspace(1) global %struct.Pol { i32 7, i32 8, double 0.0 }, align 8
@replaceable = weak addrspace(1) constant i32 9, align 4
@bank = addrspace(4) constant i32 10, align 4

define void @f(i64 %i, ptr %o32, ptr %o16, ptr %o64) {
entry:
  %threads = load i32, ptr addrspace(1) @policy, align 8
  store i32 %threads, ptr %o32, align 4
  %items.at = getelementptr inbounds %struct.Pol, ptr addrspace(1) @policy, i64 0, i32 1
  %items = load i32, ptr addrspace(1) %items.at, align 4
  store i32 %items, ptr %o32, align 4
  %scale.at = getelementptr inbounds i8, ptr addrspace(1) @policy, i64 8
  %scale = load double, ptr addrspace(1) %scale.at, align 8
  store double %scale, ptr %o64, align 8
  %third.at = getelementptr inbounds [4 x i16], ptr addrspace(1) @table, i64 0, i64 2
  %third = load i16, ptr addrspace(1) %third.at, align 2
  store i16 %third, ptr %o16, align 2
  %zero.at = getelementptr inbounds i8, ptr addrspace(1) @zeros, i64 12
  %zero = load i32, ptr addrspace(1) %zero.at, align 4
  store i32 %zero, ptr %o32, align 4
  %word = load i32, ptr addrspace(1) @text, align 1
  store i32 %word, ptr %o32, align 4
  %m = load i32, ptr addrspace(1) @mutable, align 8
  store i32 %m, ptr %o32, align 4
  %w = load i32, ptr addrspace(1) @replaceable, align 4
  store i32 %w, ptr %o32, align 4
  %b = load i32, ptr addrspace(4) @bank, align 4
  store i32 %b, ptr %o32, align 4
  %v = load volatile i32, ptr addrspace(1) @policy, align 8
  store i32 %v, ptr %o32, align 4
  %any.at = getelementptr inbounds [4 x i16], ptr addrspace(1) @table, i64 0, i64 %i
  %any = load i16, ptr addrspace(1) %any.at, align 2
  store i16 %any, ptr %o16, align 2
  ret void
}
; CHECK: store i32 256, ptr %o32
; CHECK: store i32 2, ptr %o32
; CHECK: store double 1.500000e+00, ptr %o64
; CHECK: store i16 3, ptr %o16
; CHECK: store i32 0, ptr %o32
; CHECK: store i32 1684234849, ptr %o32
; CHECK: %m = load i32
; CHECK: %w = load i32
; CHECK: %b = load i32, ptr addrspace(4) @bank
; CHECK: %v = load volatile i32
; CHECK: %any = load i16
