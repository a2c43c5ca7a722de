; A kernel marked only by the function attachment `!nvvm.kernel` (the design
; documents' IR form, no nvvm.annotations entry) stays a kernel through the IR
; reader: an `.entry` with its parameter, not a `.func`.
; CHECK: .visible .entry k(
; CHECK: .param .u64 k_param_0
; CHECK: st.global.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) !nvvm.kernel !0 {
entry:
  store i32 7, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{}
