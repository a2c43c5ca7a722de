// A row normalisation that keeps each thread's values in a small local array,
// bounded by both the row length and the array's size (`idx < n && i < N`):
// the loops run at most N times, so they unroll and the array lives in
// registers, as with nvcc (no local memory).
// grid: 3
// block: 32
// buf: in f32 240 rand:7
// buf: out f32 240
// arg: out
// arg: in
// arg: i32:80
// check: out
template <int N>
__device__ void normalise_row(float* out, const float* in, int n)
{
    float cache[N];
    float sum = 0.0f;
#pragma unroll N
    for (int idx = threadIdx.x, i = 0; idx < n && i < N; ++i) {
        float v = in[blockIdx.x * n + idx];
        sum += v;
        cache[i] = v;
        idx += blockDim.x;
    }
    // Every thread's partial sum, so the mean is the row's.
    for (int off = 16; off > 0; off /= 2)
        sum += __shfl_xor_sync(0xffffffffu, sum, off);
    float mean = sum / n;
#pragma unroll N
    for (int idx = threadIdx.x, i = 0; idx < n && i < N; ++i) {
        out[blockIdx.x * n + idx] = cache[i] - mean;
        idx += blockDim.x;
    }
}

__global__ void bounded_local_cache(float* out, const float* in, int n)
{
    normalise_row<3>(out, in, n);
}
