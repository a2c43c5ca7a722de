// 128-bit integers in device code (issue 17, seed 000's type table: __int128 and
// unsigned __int128 are i128, 16 bytes aligned to 16, mangled n/o): add, sub and
// mul on 64-bit halves, bitwise operations, shifts below, at and above 64,
// signed and unsigned comparisons, extensions and truncation, a global with a
// 128-bit initializer, by-value parameters and results of a device function,
// a select and a loop-carried value. The reference computes with Rust's
// i128/u128.
// grid: 1
// block: 64
// buf: in u64 256 rand:17
// buf: out u64 2048
// arg: in
// arg: out
// check: out
__device__ __int128 bias = -((__int128)1 << 100) + 12345;

__device__ __noinline__ unsigned __int128 mix(__int128 a, unsigned __int128 b)
{
    return (unsigned __int128)(a * 7) ^ (b >> 3);
}

__global__ void int128_arith(const unsigned long long* in, unsigned long long* out)
{
    int i = threadIdx.x;
    const unsigned __int128* w = (const unsigned __int128*)in;
    unsigned __int128 a = w[2 * i];
    unsigned __int128 b = i % 8 == 0 ? a : w[2 * i + 1];
    __int128 sa = (__int128)a, sb = (__int128)b;
    int k = (i * 37) % 128;
    int k3 = i % 3 == 0 ? 64 : (i % 3 == 1 ? 0 : 127);
    unsigned __int128* r = (unsigned __int128*)out + 16 * i;
    r[0] = a + b;
    r[1] = a - b;
    r[2] = a * b;
    r[3] = (a & b) | (a ^ ~b);
    r[4] = a << k;
    r[5] = a >> k;
    r[6] = sa >> k;
    r[7] = (sa >> k3) + (a << k3) + (a >> k3);
    r[8] = (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (sa < sb) << 4 | (sa <= sb) << 5
         | (sa > sb) << 6 | (sa >= sb) << 7 | (a == b) << 8 | (a != b) << 9 | (sa < 0) << 10;
    r[9] = (__int128)(long long)in[2 * i];
    r[10] = (unsigned __int128)(unsigned)in[2 * i];
    r[11] = (__int128)(int)(sa >> 70) + (unsigned long long)(a >> 64);
    r[12] = mix(sa, b);
    r[13] = -sa + bias;
    r[14] = a > b ? a : b;
    unsigned __int128 acc = a;
    for (int j = 0; j < i % 5; j++)
        acc = acc * b + j;
    r[15] = acc;
}
