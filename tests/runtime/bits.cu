// Integer and bit intrinsics. Launch: grid 1, block 64; a[64], b[64] pseudo-random, out[64 * 33].
__global__ void bits(const unsigned* a, const unsigned* b, unsigned* out)
{
    int t = threadIdx.x;
    unsigned x = a[t], y = b[t];
    unsigned long long q = ((unsigned long long)x << 32) | y;
    unsigned long long r = ((unsigned long long)y << 29) ^ x;
    unsigned n = y & 63;
    unsigned* o = out + 33 * t;
    o[0] = __popc(x);
    o[1] = __popcll(q);
    o[2] = __clz((int)(x >> (t & 31)));
    o[3] = __clzll((long long)(q >> t));
    o[4] = __ffs((int)(x << (t & 31)));
    o[5] = __ffsll((long long)(r << t));
    o[6] = __brev(x);
    o[7] = (unsigned)(__brevll(q) >> 20);
    o[8] = __byte_perm(x, y, y & 0x7777);
    o[9] = __funnelshift_l(x, y, n);
    o[10] = __funnelshift_lc(x, y, n);
    o[11] = __funnelshift_r(x, y, n);
    o[12] = __funnelshift_rc(x, y, n);
    o[13] = (unsigned)__mul24((int)x, (int)y);
    o[14] = __umul24(x, y);
    o[15] = (unsigned)__mulhi((int)x, (int)y);
    o[16] = __umulhi(x, y);
    o[17] = (unsigned)(__mul64hi((long long)q, (long long)r) >> 7);
    o[18] = (unsigned)(__umul64hi(q, r) >> 3);
    o[19] = __sad((int)x, (int)y, 3u);
    o[20] = __usad(x, y, 3u);
    o[21] = (unsigned)__hadd((int)x, (int)y);
    o[22] = (unsigned)__rhadd((int)x, (int)y);
    o[23] = __uhadd(x, y);
    o[24] = __urhadd(x, y);
    o[25] = (unsigned)__dp4a((int)x, (int)y, 5);
    o[26] = __dp4a(x, y, 5u);
    o[27] = (unsigned)__dp2a_lo((int)x, (int)y, -9);
    o[28] = __dp2a_hi(x, y, 9u);
    o[29] = (unsigned)min((int)x, (int)y) ^ max(x, y);
    o[30] = (unsigned)abs((int)x) + (unsigned)llabs((long long)(int)y);
    o[31] = (unsigned)(min((long long)q, (long long)r) >> 32) ^ (unsigned)max(q, r);
    o[32] = __fns(x, y & 31, (int)(n % 7) - 3) ^ (__fns(y, t, 1) << 8);
}
