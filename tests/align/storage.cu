// Alignment specifiers on variables with static storage, locals and a
// by-value parameter. nvcc 13 (-O3, sm_80) prints for this file:
//   .global .align 16 .b8 g[12];
//   .const .align 32 .b8 cg[8] = {1, 0, 0, 0, 2};
//   .param .align 16 .b8 storage_param_1[16]
//   .local .align 16 .b8 __local_depot0[16];
//   .shared .align 16 .b8 _ZZ7storageE2sh[16];
// The kernel reports each object's address modulo its alignment (all 0).

struct __align__(16) A { float x; };
__device__ __align__(16) float g[3];
__constant__ alignas(32) int cg[2] = {1, 2};

extern "C" __global__ void storage(unsigned long long* out, A a) {
    __shared__ __align__(16) float sh[4];
    alignas(16) float loc[4];
    int i = threadIdx.x;
    if (i < 4) sh[i] = a.x + i;
    loc[i & 3] = a.x * i;
    __syncthreads();
    g[i % 3] = sh[(i + 1) & 3] + loc[(i * 7) & 3] + cg[i & 1];
    if (i == 0) {
        out[0] = (unsigned long long)g % 16;
        out[1] = (unsigned long long)cg % 32;
        out[2] = (unsigned long long)sh % 16;
        out[3] = (unsigned long long)loc % 16;
        out[4] = (unsigned long long)&a % 16;
        out[5] = (unsigned long long)(sh[1] * 10.0f);
    }
}
