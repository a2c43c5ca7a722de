// 128-bit integer division, remainder and conversions to and from float and
// double (issue 17, seed 000's type table: __int128 / unsigned __int128):
// quotients and remainders of full-width, 64-bit, tiny, equal, larger and
// negative divisors (divisors below 2^64 and wider ones take different paths
// of the device library's division), integer
// to float/double rounded once to nearest even, double/float to integer
// truncated, for magnitudes on both sides of 2^64. The reference computes with
// Rust's i128/u128 and its correctly rounded `as` conversions.
// grid: 1
// block: 64
// buf: in u64 256 rand:23
// buf: out u64 1536
// arg: in
// arg: out
// check: out
__global__ void int128_divide_convert(const unsigned long long* in, unsigned long long* out)
{
    int i = threadIdx.x;
    const unsigned __int128* w = (const unsigned __int128*)in;
    unsigned __int128 a = w[2 * i], b = w[2 * i + 1];
    switch (i % 6) {
    case 1: b >>= 64; break;
    case 2: b = (b >> 120) + 1; break;
    case 3: b = a; break;
    case 4: a >>= 70; break;
    case 5: b >>= (i % 128); b |= 1; break;
    }
    __int128 sa = (__int128)a >> (i % 3 == 0 ? 0 : 5), sb = (__int128)b >> 1;
    if (sb == 0) sb = 3;
    unsigned __int128* r = (unsigned __int128*)out + 12 * i;
    r[0] = a / b;
    r[1] = a % b;
    r[2] = sa / sb;
    r[3] = sa % sb;
    unsigned long long* bits = (unsigned long long*)(r + 4);
    double d = (double)a, sd = (double)(sa >> (i % 90));
    float f = (float)a, sf = (float)(sa >> (i % 90));
    bits[0] = __double_as_longlong(d);
    bits[1] = __double_as_longlong(sd);
    bits[2] = (unsigned)__float_as_int(f);
    bits[3] = (unsigned)__float_as_int(sf);
    long long m = (long long)(in[2 * i] & 0xFFFFFFFFFFFFFull) | (long long)(1023 + (i * 7) % 126) << 52;
    double x = __longlong_as_double(m);
    r[6] = (unsigned __int128)x;
    r[7] = (__int128)(-x);
    r[8] = (unsigned __int128)(float)x;
    r[9] = (__int128)(-(float)x);
    r[10] = (unsigned __int128)(x * 0.5);
    r[11] = (__int128)(0.75 - x);
}
