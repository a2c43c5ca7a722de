// A warp's bitonic sort of (key, flag) records: the flag is a bool, so the
// record has padding; the sort takes it by value (a plain __device__
// function) and each step keeps `before(v, y) == dir ? y : v`, a choice of
// two records. nvcc inlines the sort and keeps both records in registers;
// ptxc kept the call (a padded by-value record was not inlined) and then both
// records in a stack frame (the `?:` read through a select of their
// addresses).
// grid: 2
// block: 32
// buf: keys i32 64 rand:5
// buf: out i32 128
// arg: keys
// arg: out
// check: out
struct Tagged {
    int key;
    bool odd;
};

__device__ __forceinline__ Tagged exchange(const Tagged& t, int mask)
{
    Tagged r;
    r.key = __shfl_xor_sync(0xffffffffu, t.key, mask);
    r.odd = __shfl_xor_sync(0xffffffffu, t.odd, mask);
    return r;
}

__device__ __forceinline__ bool before(const Tagged& a, const Tagged& b)
{
    return a.key < b.key || (a.key == b.key && a.odd < b.odd);
}

__device__ __forceinline__ int bit(int v, int k)
{
    return (v >> k) & 1;
}

// One compare-exchange with the lane `mask` apart: `dir` 0 keeps the smaller.
__device__ __forceinline__ Tagged step(const Tagged v, int mask, int dir)
{
    Tagged y = exchange(v, mask);
    return before(v, y) == dir ? y : v;
}

__device__ Tagged warp_sort(Tagged v)
{
    int lane = threadIdx.x % 32;
    // Runs of 2, 4, 8, 16 and 32 lanes; the lower lane of an ascending pair
    // keeps the smaller record.
    v = step(v, 1, bit(lane, 1) ^ bit(lane, 0));
    v = step(v, 2, bit(lane, 2) ^ bit(lane, 1));
    v = step(v, 1, bit(lane, 2) ^ bit(lane, 0));
    v = step(v, 4, bit(lane, 3) ^ bit(lane, 2));
    v = step(v, 2, bit(lane, 3) ^ bit(lane, 1));
    v = step(v, 1, bit(lane, 3) ^ bit(lane, 0));
    v = step(v, 8, bit(lane, 4) ^ bit(lane, 3));
    v = step(v, 4, bit(lane, 4) ^ bit(lane, 2));
    v = step(v, 2, bit(lane, 4) ^ bit(lane, 1));
    v = step(v, 1, bit(lane, 4) ^ bit(lane, 0));
    v = step(v, 16, bit(lane, 4));
    v = step(v, 8, bit(lane, 3));
    v = step(v, 4, bit(lane, 2));
    v = step(v, 2, bit(lane, 1));
    v = step(v, 1, bit(lane, 0));
    return v;
}

__global__ void warp_sort_tagged(const int* keys, int* out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    Tagged v;
    v.key = keys[t] % 8;
    v.odd = (keys[t] >> 8) & 1;
    v = warp_sort(v);
    out[2 * t] = v.key;
    out[2 * t + 1] = v.odd;
}
