// Named barriers (sm_30_intrinsics.h's __barrier_sync and __barrier_sync_count, as
// CUB's warpspeed squads use them): each half of the block (two warps) writes shared
// memory and waits on its own barrier counting 64 threads, then reads a value its
// partner warp wrote; a barrier id from a register and one for the whole block.
// Launch: grid 1, block 128; out[128 * 2].
__global__ void named_barriers(unsigned* out, unsigned half_id)
{
    __shared__ unsigned s[128];
    unsigned t = threadIdx.x;
    unsigned half = t / 64;
    s[t] = t * 3 + 1;
    if (half == 0)
        __barrier_sync_count(1, 64);
    else
        __barrier_sync_count(half_id + half, 64);
    out[t] = s[t ^ 32];
    unsigned mirrored = s[127 - t] + 1000;
    __barrier_sync(3);
    s[t] = mirrored;
    __barrier_sync(3);
    out[128 + t] = s[(t + 64) % 128];
}
