// Integer intrinsics: popc, clz, brev, byte_perm, funnel shift, umulhi, ffs, sad.
// needs: runtime
// grid: 1
// block: 64
// buf: a u32 64 rand:37
// buf: b u32 64 rand:38
// buf: out u32 512
// arg: a
// arg: b
// arg: out
// check: out
__global__ void int_intrinsics(const unsigned* a, const unsigned* b, unsigned* out)
{
    int i = threadIdx.x;
    unsigned x = a[i], y = b[i];
    out[8 * i + 0] = __popc(x) + __popcll(((unsigned long long)x << 32) | y);
    out[8 * i + 1] = __clz(x >> (i % 32)) + __clzll((unsigned long long)y << (i % 64));
    out[8 * i + 2] = __brev(x);
    out[8 * i + 3] = __byte_perm(x, y, 0x5140 + (i & 7));
    out[8 * i + 4] = __funnelshift_l(x, y, i) ^ __funnelshift_rc(x, y, i);
    out[8 * i + 5] = __umulhi(x, y) + (unsigned)__mulhi((int)x, (int)y);
    out[8 * i + 6] = __ffs((int)(x >> (i % 33 == 32 ? 31 : i % 32))) + __ffsll((long long)y << 20);
    out[8 * i + 7] = __sad((int)x, (int)y, 7u) + __usad(x, y, 1u);
}
