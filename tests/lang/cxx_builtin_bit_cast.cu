// `__builtin_bit_cast(T, e)` (what `cuda::std::bit_cast` calls): the bytes of a
// float as an integer and back, a record read as an integer, an integer as a
// record, an array as a 64-bit integer, and `__builtin_addressof`.
struct Halves {
    unsigned short lo, hi;
};

struct Pair {
    int a;
    float b;
};

template <class To, class From>
__host__ __device__ To bit_cast(const From& from) {
    return __builtin_bit_cast(To, from);
}

__host__ __device__ long long run() {
    float f = 1.5f;
    int i = __builtin_bit_cast(int, f);
    Halves h = __builtin_bit_cast(Halves, i);
    unsigned u = __builtin_bit_cast(unsigned, h);
    float back = __builtin_bit_cast(float, u + 1u);
    double d = -2.25;
    long long bits = __builtin_bit_cast(long long, d);
    unsigned char bytes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    unsigned long long packed = __builtin_bit_cast(unsigned long long, bytes);
    Pair p = bit_cast<Pair>(0x4000000000000007ULL);
    long long through_template = bit_cast<int>(2.0f);
    const int* addr = __builtin_addressof(i);
    long long r = i + h.lo + h.hi * 3 + (long long)u + (long long)(back * 1000.0f);
    r ^= bits;
    r += (long long)(packed % 1000003) + p.a + (long long)p.b + through_template + *addr;
    return r;
}
