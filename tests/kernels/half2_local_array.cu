// A small array of __half2 kept across two unrolled loops, as layer-norm kernels
// keep a row's values: the half2 functions read and write a __half2 as a pair
// vector while the array holds records, and the array must still split into
// registers (nvcc uses no local memory). Values are small integers, exact in half.
// grid: 2
// block: 32
// buf: in f32 512 iota
// buf: bias f32 512 iota
// buf: out f32 512
// arg: out
// arg: in
// arg: bias
// check: out
#include <cuda_fp16.h>

__global__ void half2_local_array(float* out, const float* in, const float* bias)
{
    half2 loc[4];
    int base = blockIdx.x * 4 * blockDim.x;
#pragma unroll
    for (int i = 0; i < 4; i++) {
        int id = base + i * blockDim.x + threadIdx.x;
        half2 a = __floats2half2_rn(in[2 * id] / 4.0f, in[2 * id + 1] / 4.0f);
        half2 b = __floats2half2_rn(bias[2 * id] / 4.0f, bias[2 * id + 1] / 4.0f);
        loc[i] = __hadd2(a, b);
    }
    half2 first = loc[0];
#pragma unroll
    for (int i = 0; i < 4; i++) {
        int id = base + i * blockDim.x + threadIdx.x;
        float2 r = __half22float2(__hsub2(loc[3 - i], first));
        out[2 * id] = r.x;
        out[2 * id + 1] = r.y;
    }
}
