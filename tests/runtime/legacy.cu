// The legacy forms CUDA 13 still declares for device code: the pre-Volta warp votes
// (deprecated; ptxc votes across the whole warp) and glibc's `long double` classification
// (`long double` is `double` on the device). Launch: grid 1, block 64; in[64] = i * 37 % 101,
// x[64] doubles (NaN, infinities, zeros, finite values), out u32[64 * 8].
__global__ void legacy(const int* in, const double* x, unsigned* out)
{
    int t = threadIdx.x;
    int v = in[t];
    unsigned* o = out + 8 * t;
    o[0] = __all(v >= 0) + 2 * __all(v > 1);
    o[1] = __any(v == 40) + 2 * __any(v == 2);
    o[2] = __ballot(v & 1);
    o[3] = all(v < 101) + 2 * any(v == 50);
    long double y = x[t];
    o[4] = __isnanl(y);
    o[5] = __isinfl(y);
    o[6] = __finitel(y);
    o[7] = __signbitl(y);
}
