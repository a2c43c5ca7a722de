// __reduce_*_sync (sm_80+). Launch: grid 1, block 64; in[64] = i * 37 % 101, out[64 * 8].
// min-sm: 80
__global__ void redux(const int* in, unsigned* out)
{
    int t = threadIdx.x;
    int v = in[t] - 50;
    unsigned u = (unsigned)in[t];
    unsigned* o = out + 8 * t;
    o[0] = __reduce_add_sync(0xffffffffu, u);
    o[1] = (unsigned)__reduce_min_sync(0xffffffffu, v);
    o[2] = (unsigned)__reduce_max_sync(0xffffffffu, v);
    o[3] = __reduce_min_sync(0xffffffffu, u);
    o[4] = __reduce_max_sync(0xffffffffu, u);
    o[5] = __reduce_and_sync(0xffffffffu, u | 0x100u);
    o[6] = __reduce_or_sync(0xffffffffu, u);
    o[7] = __reduce_xor_sync(0xffffffffu, u);
}
