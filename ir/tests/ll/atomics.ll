target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @atomics(ptr addrspace(1) %p, ptr %q, float %f) {
  %a = load atomic i32, ptr addrspace(1) %p acquire, align 4
  %b = load atomic volatile i32, ptr addrspace(1) %p syncscope("block") monotonic, align 4
  store atomic i32 %a, ptr addrspace(1) %p release, align 4
  store atomic volatile i32 %b, ptr addrspace(1) %p syncscope("device") seq_cst, align 4
  fence acq_rel
  fence syncscope("block") seq_cst
  %pair = cmpxchg weak volatile ptr addrspace(1) %p, i32 %a, i32 %b syncscope("device") acq_rel monotonic, align 4
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %c = atomicrmw volatile xchg ptr addrspace(1) %p, i32 %old seq_cst, align 4
  %d = atomicrmw umax ptr %q, i32 %c syncscope("block") monotonic, align 4
  %e = atomicrmw fadd ptr %q, float %f monotonic, align 4
  %g = atomicrmw uinc_wrap ptr %q, i32 %d acquire, align 4
  %r = select i1 %ok, i32 %g, i32 0
  ret i32 %r
}
