// Chains of __device__ calls with several parameters and 64-bit returns.
// grid: 1
// block: 64
// buf: in u32 64 rand:24
// buf: out u64 64
// arg: in
// arg: out
// check: out
__device__ unsigned rotl(unsigned x, int r)
{
    return (x << r) | (x >> (32 - r));
}

__device__ unsigned mix(unsigned a, unsigned b, int r)
{
    return rotl(a ^ b, r) + a * 0x9e3779b9u;
}

__device__ unsigned long long combine(unsigned a, unsigned b, unsigned c)
{
    return ((unsigned long long)mix(a, b, 5) << 32) | mix(b, c, 13);
}

__global__ void device_calls(const unsigned* in, unsigned long long* out)
{
    int i = threadIdx.x;
    out[i] = combine(in[i], in[(i + 1) % 64], (unsigned)i);
}
