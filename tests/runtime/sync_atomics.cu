// Barriers, fences and every atomic family on shared and global memory.
// Launch: grid 2, block 64. ia[5] = {0, 0, 1000, 0, 0}, ua[7] = {0, ~0u, 0, 0, ~0u, 0, 0},
// qa[2] = 0, fa[1] = 0, da[1] = 0, out[8 + 128 + 6].
__global__ void sync_atomics(int* ia, unsigned* ua, unsigned long long* qa, float* fa, double* da, int* out)
{
    __shared__ int s[4];
    int t = threadIdx.x;
    int g = blockIdx.x * 64 + t;
    if (t < 4)
        s[t] = 0;
    __syncthreads();
    atomicAdd(&s[0], 1);
    atomicAdd_block(&s[1], t);
    atomicMax(&s[2], t);
    atomicOr(&s[3], 1 << (t & 31));
    __syncthreads();
    if (t == 0) {
        for (int k = 0; k < 4; k++)
            out[blockIdx.x * 4 + k] = s[k];
    }
    atomicAdd(&ia[0], 1);
    atomicSub(&ia[1], 2);
    atomicMin(&ia[2], -g);
    atomicMax(&ua[0], (unsigned)g * 3u);
    atomicMin(&ua[1], (unsigned)g + 5u);
    atomicInc(&ua[2], 15u);
    atomicDec(&ua[3], 9u);
    atomicAnd(&ua[4], ~(1u << (g & 31)));
    atomicXor(&ua[5], (unsigned)g * 7u);
    atomicExch_system(&ua[6], 7u);
    atomicAdd(&qa[0], (unsigned long long)g << 33);
    atomicMax(&qa[1], (unsigned long long)g * 1000000007ull);
    atomicAdd(&fa[0], 0.5f);
    atomicAdd(&da[0], 0.25);
    int old = ia[3];
    int assumed;
    do {
        assumed = old;
        old = atomicCAS(&ia[3], assumed, assumed + 2);
    } while (assumed != old);
    __threadfence();
    __threadfence_block();
    __threadfence_system();
    out[8 + g] = atomicAdd_system(&ia[4], 1);
    int c = __syncthreads_count(t & 1);
    int a = __syncthreads_and(t < 64);
    int o = __syncthreads_or(t == 5);
    if (t == 0) {
        out[136 + blockIdx.x * 3 + 0] = c;
        out[136 + blockIdx.x * 3 + 1] = a;
        out[136 + blockIdx.x * 3 + 2] = o;
    }
}
