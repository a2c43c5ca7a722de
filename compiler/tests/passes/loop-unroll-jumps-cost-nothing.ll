; pass: loop-unroll
; Unconditional jumps cost nothing in the unrolling budget: copies of inner
; loops unrolled earlier leave chains of blocks that only jump to the next
; (merged later), and counting them kept large `#pragma unroll` loops of real
; kernels loops (their local arrays then stayed in memory). This loop has
; eight instructions of work and 30 jump-only blocks per iteration, 40
; iterations: 40 x 41 instructions would pass the 1200 budget, 40 x 11 does
; not, so it is unrolled (no phi, no compare left).
define i32 @jumps(ptr %p) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]
  %cmp = icmp slt i32 %i, 40
  br i1 %cmp, label %j0, label %for.end

j0:
  br label %j1

j1:
  br label %j2

j2:
  br label %j3

j3:
  br label %j4

j4:
  br label %j5

j5:
  br label %j6

j6:
  br label %j7

j7:
  br label %j8

j8:
  br label %j9

j9:
  br label %j10

j10:
  br label %j11

j11:
  br label %j12

j12:
  br label %j13

j13:
  br label %j14

j14:
  br label %j15

j15:
  br label %j16

j16:
  br label %j17

j17:
  br label %j18

j18:
  br label %j19

j19:
  br label %j20

j20:
  br label %j21

j21:
  br label %j22

j22:
  br label %j23

j23:
  br label %j24

j24:
  br label %j25

j25:
  br label %j26

j26:
  br label %j27

j27:
  br label %j28

j28:
  br label %j29

j29:
  br label %work

work:
  %idx = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %a, align 4
  %w = mul i32 %v, 3
  %s2 = add i32 %s, %w
  br label %latch

latch:
  %inc = add nsw i32 %i, 1
  br label %for.cond

for.end:
  ret i32 %s
}
; CHECK-NOT: phi
; CHECK: getelementptr inbounds i32, ptr %p, i64 39
; CHECK-NOT: icmp
