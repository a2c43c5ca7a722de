// Bit tricks without intrinsics: popcount, leading zeros, bit reverse by loops.
// grid: 1
// block: 64
// buf: in u32 64 rand:28
// buf: out u32 192
// arg: in
// arg: out
// check: out
__global__ void bitcount_manual(const unsigned* in, unsigned* out)
{
    int i = threadIdx.x;
    unsigned v = in[i] >> (i % 7);
    unsigned pop = 0, clz = 0, rev = 0;
    for (unsigned t = v; t; t &= t - 1)
        pop++;
    for (int k = 31; k >= 0 && !((v >> k) & 1u); k--)
        clz++;
    for (int k = 0; k < 32; k++)
        rev |= ((v >> k) & 1u) << (31 - k);
    out[3 * i] = pop;
    out[3 * i + 1] = clz;
    out[3 * i + 2] = rev;
}
