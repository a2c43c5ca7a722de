// Words loaded from and stored to global memory as one type and used as
// another: selection loads and stores them in the register class they are
// used in (`ld.global.v4.b32` into integer registers, `st.global.b32` of an
// integer register into a float array), with a loaded float used both as a
// float and as its bits kept apart, and the sign bits and NaN payloads of
// each width carried exactly.
struct alignas(16) Quad {
    float x, y, z, w;
};

__device__ Quad quads[3] = {{1.5f, -2.0f, 0.1f, -0.0f}, {3.25f, 1e-40f, -7.5f, 65504.0f}, {0.f, 0.f, 0.f, 0.f}};
__device__ float floats[8] = {0.5f, -1.25f, 2.0f, 3.0f, -4.5f, 5.75f, 6.0f, -7.0f};
__device__ double doubles[4] = {1.0, -2.5, 1e-310, 3.75};
__device__ long long longs[4];
__device__ unsigned words[8];

__host__ __device__ long long run() {
    volatile int at = 1;
    int i = at;
    unsigned long long r = 0;
    // A whole record loaded, each lane used as bits only.
    Quad q = quads[i];
    unsigned a = __builtin_bit_cast(unsigned, q.x), b = __builtin_bit_cast(unsigned, q.y);
    unsigned c = __builtin_bit_cast(unsigned, q.z), d = __builtin_bit_cast(unsigned, q.w);
    // Bits stored back as floats: lanes of one record, one of them moved twice.
    Quad o;
    o.x = __builtin_bit_cast(float, a ^ 0x80000000u);
    o.y = __builtin_bit_cast(float, b + 1u);
    o.z = __builtin_bit_cast(float, c | 0x7fc00001u);
    o.w = __builtin_bit_cast(float, d >> 1);
    quads[i + 1] = o;
    Quad back = quads[i + 1];
    r = r * 31 + __builtin_bit_cast(unsigned, back.x) + __builtin_bit_cast(unsigned, back.y);
    r = r * 31 + __builtin_bit_cast(unsigned, back.z) + __builtin_bit_cast(unsigned, back.w);
    // A loaded float used as a float and as bits: both readings kept.
    for (int k = 0; k < 8; k += at) {
        float f = floats[k];
        unsigned bits = __builtin_bit_cast(unsigned, f);
        words[k] = bits ^ (unsigned)k;
        floats[k] = __builtin_bit_cast(float, bits & 0x7fffffffu) + f;
    }
    for (int k = 0; k < 8; k++)
        r = r * 7 + words[k] + __builtin_bit_cast(unsigned, floats[k]);
    // 64-bit words, a subnormal included.
    for (int k = 0; k < 4; k++) {
        long long bits = __builtin_bit_cast(long long, doubles[k]);
        longs[k] = bits - k;
        doubles[k] = __builtin_bit_cast(double, bits ^ (1LL << 63));
    }
    for (int k = 0; k < 4; k++)
        r = r * 5 + longs[k] + (__builtin_bit_cast(long long, doubles[k]) >> 3);
    return (long long)(r >> 1);
}
