// clock/clock64 advance (ptxsim counts executed instructions), __nanosleep, __trap (not reached).
// Launch: grid 1, block 32; out u32[32 * 2].
__global__ void misc(unsigned* out)
{
    int t = threadIdx.x;
    long long t0 = clock64();
    long c0 = clock();
    __nanosleep(100);
    long long t1 = clock64();
    long c1 = clock();
    if (t1 < t0)
        __trap();
    out[2 * t] = (unsigned)(t1 > t0) + 2u * (unsigned)(c1 != c0);
    out[2 * t + 1] = (unsigned)(c1 - c0 > 0);
}
