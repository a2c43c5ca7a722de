// unions of structs: type punning between a float and its fields
union FloatBits {
    float f;
    unsigned u;
    struct {
        unsigned short lo, hi;
    } half;
};

__host__ __device__ long long run() {
    FloatBits b;
    b.f = -6.25f;
    long long s = b.u >> 23;
    s = s * 100000 + b.half.hi;
    s = s * 100000 + b.half.lo;
    b.half.hi = 0x4000;
    b.half.lo = 0;
    s = s * 10 + (long long)b.f;
    return s;
}
