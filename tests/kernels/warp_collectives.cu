// Butterfly reduction with __shfl_xor_sync, __reduce_add_sync/__reduce_max_sync,
// __match_any_sync, __ballot_sync and an indexed __shfl_sync.
// needs: runtime
// grid: 1
// block: 64
// buf: in u32 64 rand:39
// buf: out u32 320
// arg: in
// arg: out
// check: out
__global__ void warp_collectives(const unsigned* in, unsigned* out)
{
    int t = threadIdx.x;
    unsigned v = in[t] & 0xffff;
    unsigned s = v;
    for (int m = 16; m > 0; m >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, m);
    out[5 * t + 0] = s;
    out[5 * t + 1] = __reduce_add_sync(0xffffffffu, v) ^ __reduce_max_sync(0xffffffffu, v);
    out[5 * t + 2] = __match_any_sync(0xffffffffu, v & 3);
    out[5 * t + 3] = __ballot_sync(0xffffffffu, v & 1);
    out[5 * t + 4] = __shfl_sync(0xffffffffu, v, (t * 7) & 31);
}
