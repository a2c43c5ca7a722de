; Function and parameter attributes, header fields, calling conventions.
source_filename = "attrs.cu"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [4 x i64], double }
%struct.Packed = type <{ i8, i32 }>
%struct.Fwd = type opaque

@gv = dso_local addrspace(1) global i32 0, section "data", align 4
@arr = internal unnamed_addr addrspace(4) constant [2 x %struct.Packed] [%struct.Packed <{ i8 1, i32 2 }>, %struct.Packed zeroinitializer], align 1
@"quoted name" = private constant { i32, ptr } { i32 -7, ptr @gv.generic }
@gv.generic = internal global ptr addrspacecast (ptr addrspace(1) @gv to ptr), align 8
@tail = internal global ptr addrspace(4) getelementptr inbounds ([2 x %struct.Packed], ptr addrspace(4) @arr, i64 0, i64 1, i32 1)

define dso_local ptx_kernel void @kern(ptr addrspace(1) noalias nocapture readonly align 8 %in, ptr noundef byval(%struct.Big) align 8 %big) local_unnamed_addr #0 section ".text.kern" align 16 gc "shadow-stack" prefix i32 123 prologue i8 7 {
entry:
  ret void
}

define internal fastcc noundef signext i8 @helper(i8 noundef zeroext %c, ptr dereferenceable(16) %d) #1 {
  %r = tail call fastcc i8 @helper(i8 zeroext %c, ptr %d) #2
  %m = musttail call fastcc signext i8 @helper(i8 zeroext %r, ptr %d)
  ret i8 %m
}

define void @returns_big(ptr sret(%struct.Big) align 8 %out, i32 inreg %x) {
  store i64 0, ptr %out, align 8
  ret void
}

declare cc 71 void @numbered_cc() "nvvm.xyz"="7" nounwind

declare ptx_device i32 @vprintf(ptr, ptr) #1

attributes #0 = { convergent noinline "nvvm.maxntid"="128,1,1" "nvvm.kernel" memory(readwrite) }
attributes #1 = { nounwind uwtable(sync) }
attributes #2 = { nounwind }

; Return attributes with parentheses come before the name.
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
