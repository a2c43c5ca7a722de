// __nv_aligned_device_malloc (issue 43): alignments a[i] (powers of two up to 4096 and
// values that are not), 100 bytes each; out[i * N + k]: whether the block is non-NULL,
// whether it is aligned, and a byte written and read back; then freed. tests/device_api.rs
// compares ptxc's results with nvcc's (nvcc/heap.ARCH.ptx) in ptxsim and with the rule:
// NULL exactly when the alignment is not a power of two.
// N = 3
extern "C" __global__ void heap(const unsigned long long* a, unsigned long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned long long align = a[i];
    unsigned long long* o = out + i * 3;
    char* p = (char*)__nv_aligned_device_malloc(100, align);
    o[0] = p != 0;
    o[1] = p != 0 && ((unsigned long long)p % align) == 0;
    if (p) {
        p[99] = (char)(i + 1);
        o[2] = (unsigned char)p[99];
        free(p);
    } else {
        o[2] = 0;
    }
}
