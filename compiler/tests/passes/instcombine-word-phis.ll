; pass: instcombine
; Two half phis that carry the halves of one i32 on every edge (constants on
; entry, `trunc`/`lshr` of the word from the latch) and are packed back into
; it become one i32 phi: a loop updating a half fragment word by word split
; and rebuilt each word every trip. Other uses of the halves read the new
; phi. The pair below whose halves come from two words stays.
define i32 @f(i32 %step, i1 %c) {
entry:
  br label %loop
loop:
  %lo = phi half [ 0xH0000, %entry ], [ %l, %loop ]
  %hi = phi half [ 0xH3C00, %entry ], [ %h, %loop ]
  %a = phi half [ 0xH0000, %entry ], [ %l, %loop ]
  %b = phi half [ 0xH0000, %entry ], [ %h2, %loop ]
  %lb = bitcast half %lo to i16
  %lz = zext i16 %lb to i32
  %hb = bitcast half %hi to i16
  %hz = zext i16 %hb to i32
  %hs = shl i32 %hz, 16
  %p = or i32 %lz, %hs
  %ab = bitcast half %a to i16
  %az = zext i16 %ab to i32
  %bb = bitcast half %b to i16
  %bz = zext i16 %bb to i32
  %bs = shl i32 %bz, 16
  %q = or i32 %az, %bs
  %w = add i32 %p, %step
  %v = add i32 %q, %step
  %lt = trunc i32 %w to i16
  %l = bitcast i16 %lt to half
  %ws = lshr i32 %w, 16
  %ht = trunc i32 %ws to i16
  %h = bitcast i16 %ht to half
  %vs = lshr i32 %v, 16
  %h2t = trunc i32 %vs to i16
  %h2 = bitcast i16 %h2t to half
  %e = fpext half %hi to float
  br i1 %c, label %loop, label %done
done:
  %r = add i32 %w, %v
  ret i32 %r
}
; CHECK: loop:
; CHECK-NEXT: phi i32 [ 1006632960, %entry ], [ %w, %loop ]
; CHECK: %a = phi half
; CHECK: %b = phi half
; CHECK: lshr i32
; CHECK: %e = fpext half
