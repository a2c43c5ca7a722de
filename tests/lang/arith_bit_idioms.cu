// hand-written bit counting and reversal loops (the bit-idioms pass turns the
// exact forms into popc and brev; the near misses must stay what they were)
__host__ __device__ unsigned pop_for(unsigned v) {
    unsigned n = 0;
    for (unsigned t = v; t; t &= t - 1) n++;
    return n;
}

__host__ __device__ long long pop_while64(unsigned long long v, unsigned long long* rest) {
    int n = 3;
    unsigned long long t = v;
    while (t != 0) {
        t = (t - 1) & t;
        n += 2;
    }
    *rest = t;
    return n;
}

__host__ __device__ int pop_with_work(unsigned v) {
    int n = 0, low = 0;
    for (unsigned t = v; t; t &= t - 1) {
        n++;
        low += t & 0xF;
    }
    return n * 1000 + low;
}

__host__ __device__ int clear_two_bits(unsigned v) {
    int n = 0;
    for (unsigned t = v; t; t &= t - 2) {
        if (++n > 40) break;
    }
    return n;
}

__host__ __device__ unsigned rev32(unsigned v) {
    unsigned r = 0;
    for (int k = 0; k < 32; k++) r |= ((v >> k) & 1u) << (31 - k);
    return r;
}

__host__ __device__ unsigned rev32_other_way(unsigned v) {
    unsigned r = 0;
    for (int k = 31; k >= 0; k--) r |= ((v >> (31 - k)) & 1u) << k;
    return r;
}

__host__ __device__ unsigned long long rev64(unsigned long long v) {
    unsigned long long r = 0;
    for (int k = 0; k < 64; k++) r |= ((v >> k) & 1ull) << (63 - k);
    return r;
}

__host__ __device__ unsigned rev31(unsigned v) {
    unsigned r = 0;
    for (int k = 0; k < 31; k++) r |= ((v >> k) & 1u) << (31 - k);
    return r;
}

__host__ __device__ unsigned rev_with_duplicate(unsigned v) {
    unsigned r = 0;
    for (int k = 0; k < 32; k++) r |= ((v >> (k == 5 ? 6 : k)) & 1u) << (31 - k);
    return r;
}

__host__ __device__ long long run() {
    const unsigned long long inputs[] = {0ull, 1ull, 0x80000000ull, 0xFFFFFFFFull, 0x12345678ull,
                                         0xDEADBEEFCAFEF00Dull, 0x8000000000000001ull, ~0ull};
    unsigned long long h = 0;
    for (int i = 0; i < 8; i++) {
        unsigned long long x = inputs[i];
        unsigned v = (unsigned)x ^ (unsigned)(x >> 32);
        unsigned long long rest = 7;
        h = h * 31 + pop_for(v);
        h = h * 31 + pop_while64(x, &rest) + rest;
        h = h * 31 + pop_with_work(v);
        h = h * 31 + clear_two_bits(v);
        h = h * 31 + rev32(v);
        h = h * 31 + rev32_other_way(v);
        h = h * 31 + (long long)(rev64(x) >> 1);
        h = h * 31 + rev31(v);
        h = h * 31 + rev_with_duplicate(v);
    }
    return (long long)h;
}
