// min-sm: 90
// __isGridConstant and __isClusterShared (sm_90), the queries CCCL's
// cuda::device::is_address_from uses, on a __grid_constant__ parameter whose
// address escapes, a global buffer and shared memory.
// Launch: grid 1, block 32; out u32[32 * 3].
struct Params
{
    int a[4];
};

__device__ __noinline__ unsigned which(const void* p)
{
    return __isGridConstant(p) + 2u * __isGlobal(p) + 4u * __isClusterShared(p) + 8u * __isShared(p);
}

__global__ void spaces_grid(unsigned* out, const __grid_constant__ Params params)
{
    __shared__ int s[32];
    int t = threadIdx.x;
    s[t] = t;
    unsigned* o = out + 3 * t;
    o[0] = which(&params.a[t & 3]);
    o[1] = which(out);
    o[2] = which(&s[t]);
}
