// 16-bit compare-and-swap (issue 43): atomicCAS(unsigned short*, ...) and __usAtomicCAS
// (sm_70_rt.h) on shared and global memory. Thread i swaps its neighbour's halfword
// (expected value a[i ^ 1], or a wrong one for every fourth thread); out[i * N + k]: the
// old value each CAS returned and the halfwords afterwards. tests/device_api.rs compares
// ptxc's results with nvcc's (nvcc/cas16.ARCH.ptx) in ptxsim and with the rule.
// N = 4
extern "C" __global__ void cas16(const unsigned short* a, unsigned short* g, unsigned long long* out, int n) {
    __shared__ unsigned short s[64];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    s[t] = a[i];
    g[i] = a[i];
    __syncthreads();
    unsigned short expect = (i & 3) == 3 ? (unsigned short)(a[i ^ 1] + 1) : a[i ^ 1];
    unsigned long long* o = out + i * 4;
    o[0] = atomicCAS(&s[t ^ 1], expect, (unsigned short)(i * 3 + 1));
    o[1] = __usAtomicCAS(&g[i ^ 1], expect, (unsigned short)(i * 5 + 2));
    __syncthreads();
    o[2] = s[t];
    o[3] = g[i];
}
