// __isGlobal/__isShared/__isLocal/__isConstant and the __cvta_* conversions.
// Launch: grid 1, block 32; out u32[32 * 8].
__constant__ int ctab[4] = {5, 6, 7, 8};
__global__ void spaces(unsigned* out)
{
    __shared__ int s[32];
    int t = threadIdx.x;
    int local[2];
    local[t & 1] = t;
    s[t] = 10 * t;
    __syncthreads();
    unsigned* o = out + 8 * t;
    int* sp = &s[(t + 1) & 31];
    o[0] = __isGlobal(out) + 2u * __isShared(out) + 4u * __isLocal(out) + 8u * __isConstant(out);
    o[1] = __isGlobal(sp) + 2u * __isShared(sp) + 4u * __isLocal(sp) + 8u * __isConstant(sp);
    o[2] = __isGlobal(&local[t & 1]) + 2u * __isShared(&local[t & 1]) + 4u * __isLocal(&local[t & 1]);
    o[3] = __isConstant(&ctab[t & 3]) + 2u * __isGlobal(&ctab[t & 3]);
    unsigned long off = __cvta_generic_to_shared(sp);
    o[4] = (unsigned)(off - __cvta_generic_to_shared(&s[0]));
    o[5] = (unsigned)*(int*)__cvta_shared_to_generic(off);
    unsigned long g = __cvta_generic_to_global(out + t);
    o[6] = (unsigned)((unsigned*)__cvta_global_to_generic(g) == out + t);
    o[7] = (unsigned)*(const int*)__cvta_constant_to_generic(__cvta_generic_to_constant(&ctab[t & 3])) + local[t & 1];
}
