// A host function whose loop declares an array with a brace initializer naming what
// a header ptxc sets aside declares (<signal.h>'s `SIGINT`, a cast to `sig_atomic_t`),
// as cuda-samples' EGLSync_CUDAEvent_Interop builds its list of `EGLAttrib`s. The
// body is set aside at that error; skipping the bad statement must end at its `;`,
// not at the initializer's `}`, or the loop's `}` would close the function and the
// rest of the body would read as file-scope declarations. The launches after the
// error still count (nvcc's entries for this source: all three kernels).
#include <signal.h>

template <typename T>
__global__ void bump(T* p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += T(1);
}

void run(float* d, int n, int rounds)
{
    for (int z = 0; z < rounds; z++) {
        long attributes[] = {SIGINT, (sig_atomic_t)n, 3};
        bump<float><<<(n + 255) / 256, 256>>>(d, n);
        (void)attributes;
    }
    if (n > 0) {
        bump<int><<<1, 32>>>((int*)d, n);
    }
}

__global__ void after(int* p) { p[threadIdx.x] = 7; }
