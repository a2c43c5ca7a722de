// Sums over groups of NV lanes for each of a thread's NR values, with butterfly
// shuffles whose first mask is NV / 2 (a template argument, so the loop's start
// is computed, not written as a number). The loops unroll and the per-thread
// array stays in registers (nvcc uses no local memory). Values are integers,
// so the sums are exact in any order.
// grid: 2
// block: 64
// buf: in f32 512 iota
// buf: out f32 512
// arg: out
// arg: in
// check: out
template <int NV, int NR>
__device__ void grouped_sums(float* out, const float* in)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float accs[NR];
#pragma unroll
    for (int i = 0; i < NR; i++)
        accs[i] = in[t * NR + i];
#pragma unroll
    for (int i = 0; i < NR; i++) {
        float acc = accs[i];
#pragma unroll
        for (int mask = NV / 2; mask >= 1; mask /= 2)
            acc += __shfl_xor_sync(0xffffffffu, acc, mask);
        accs[i] = acc;
    }
#pragma unroll
    for (int i = 0; i < NR; i++)
        out[t * NR + i] = accs[i];
}

__global__ void grouped_shuffle_sums(float* out, const float* in)
{
    grouped_sums<4, 4>(out, in);
}
