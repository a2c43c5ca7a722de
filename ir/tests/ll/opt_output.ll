; Output of `opt-19 -passes='default<O2>' -S` on the printed sample kernel
; module (tests/common): LLVM's own printing style, attributes and metadata.
source_filename = "sample.cu"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float }

@.str = private constant [4 x i8] c"hi\0A\00", align 1
@dev_s = addrspace(1) externally_initialized global %struct.S zeroinitializer, align 4

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: noinline
define void @kern(ptr addrspace(1) noalias nocapture align 4 %out, i32 noundef %n, float %0) local_unnamed_addr #0 {
entry:
  %1 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = alloca i32, align 4
  store volatile i32 0, ptr %i, align 4
  %cmp = icmp slt i32 %1, %n
  br i1 %cmp, label %for.body.preheader, label %for.end.preheader

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 1
  %2 = icmp eq i32 %n, 1
  br i1 %2, label %for.end.preheader.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, -2
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %iv = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %inc = or disjoint i32 %iv, 1
  %idx.ext = zext nneg i32 %iv to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx.ext
  %x = load float, ptr addrspace(1) %arrayidx, align 4
  %mul = fmul float %x, 5.000000e-01
  %add = fadd float %mul, 0x3FB99999A0000000
  %3 = fadd float %add, %0
  store float %3, ptr addrspace(1) %arrayidx, align 4
  %conv = fpext float %3 to double
  %4 = fcmp olt double %conv, 0x400921FB54442D18
  %sel = zext i1 %4 to i32
  %old = atomicrmw add ptr addrspace(1) @dev_s, i32 %sel monotonic, align 4
  %inc.1 = add nuw nsw i32 %iv, 2
  %idx.ext.1 = zext nneg i32 %inc to i64
  %arrayidx.1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx.ext.1
  %x.1 = load float, ptr addrspace(1) %arrayidx.1, align 4
  %mul.1 = fmul float %x.1, 5.000000e-01
  %add.1 = fadd float %mul.1, 0x3FB99999A0000000
  %5 = fadd float %add.1, %0
  store float %5, ptr addrspace(1) %arrayidx.1, align 4
  %conv.1 = fpext float %5 to double
  %6 = fcmp olt double %conv.1, 0x400921FB54442D18
  %sel.1 = zext i1 %6 to i32
  %old.1 = atomicrmw add ptr addrspace(1) @dev_s, i32 %sel.1 monotonic, align 4
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.preheader.loopexit.unr-lcssa.loopexit, label %for.body

for.end.preheader.loopexit.unr-lcssa.loopexit:    ; preds = %for.body
  %7 = zext nneg i32 %inc.1 to i64
  br label %for.end.preheader.loopexit.unr-lcssa

for.end.preheader.loopexit.unr-lcssa:             ; preds = %for.end.preheader.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %iv.unr = phi i64 [ 0, %for.body.preheader ], [ %7, %for.end.preheader.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.preheader, label %for.body.epil

for.body.epil:                                    ; preds = %for.end.preheader.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds float, ptr addrspace(1) %out, i64 %iv.unr
  %x.epil = load float, ptr addrspace(1) %arrayidx.epil, align 4
  %mul.epil = fmul float %x.epil, 5.000000e-01
  %add.epil = fadd float %mul.epil, 0x3FB99999A0000000
  %8 = fadd float %add.epil, %0
  store float %8, ptr addrspace(1) %arrayidx.epil, align 4
  %conv.epil = fpext float %8 to double
  %9 = fcmp olt double %conv.epil, 0x400921FB54442D18
  %sel.epil = zext i1 %9 to i32
  %old.epil = atomicrmw add ptr addrspace(1) @dev_s, i32 %sel.epil monotonic, align 4
  br label %for.end.preheader

for.end.preheader:                                ; preds = %for.body.epil, %for.end.preheader.loopexit.unr-lcssa, %entry
  %cond = icmp eq i32 %1, 1
  br label %for.end

for.end:                                          ; preds = %for.end.preheader, %for.end
  %10 = tail call i32 @vprintf(ptr nonnull @.str, ptr null)
  br i1 %cond, label %for.end, label %11

11:                                               ; preds = %for.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { noinline "nvvm.kernel" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}

!0 = !{ptr @kern, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
