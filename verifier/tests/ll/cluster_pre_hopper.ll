; Cluster dimensions on sm_80.
; sm: 80
; expect: Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"cluster_dim_x", i32 2}
!1 = !{ptr @k, !"cluster_dim_y", i32 1}
!2 = !{ptr @k, !"cluster_dim_z", i32 1}
