; pass: legalize-vectors
; PTX moves at most 4 lanes / 16 bytes per ld/st.v4: an <8 x float> access is two
; <4 x float> accesses 16 bytes apart (ld.v4.f32 each), an <8 x half> one aligned
; to 4 bytes four <2 x half> accesses; a <4 x float> access stays whole.
define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <8 x float>, ptr addrspace(1) %p, align 32
  store <8 x float> %v, ptr addrspace(1) %q, align 32
  %h = load <8 x half>, ptr addrspace(1) %p, align 4
  %s = load <4 x float>, ptr addrspace(1) %p, align 16
  ret void
}
; CHECK-NOT: load <8 x float>
; CHECK: load <4 x float>, ptr addrspace(1) %p, align 32
; CHECK: getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
; CHECK: load <4 x float>, ptr addrspace(1) %1, align 16
; CHECK: shufflevector <4 x float>
; CHECK-NOT: store <8 x float>
; CHECK: store <4 x float>
; CHECK: getelementptr inbounds i8, ptr addrspace(1) %q, i64 16
; CHECK: store <4 x float>
; CHECK-NOT: load <8 x half>
; CHECK: load <2 x half>, ptr addrspace(1) %p, align 4
; CHECK: i64 12
; CHECK: load <2 x half>
; CHECK: %s = load <4 x float>, ptr addrspace(1) %p, align 16
