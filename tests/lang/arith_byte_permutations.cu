// Byte moves within a 32-bit word written with shifts and masks (a byte swap,
// a rotation by whole bytes, bytes cleared or duplicated, the bytes of a
// 4-byte array exchanged in place twice): selected as prmt or as the word itself.
struct alignas(4) Quad {
    unsigned char b[4];
};

template <class T>
__host__ __device__ void exchange(T& x, T& y) {
    T t = x;
    x = y;
    y = t;
}

__host__ __device__ __noinline__ unsigned swap_bytes(unsigned v) {
    return (v << 24) | (v >> 24) | ((v & 0xff00u) << 8) | ((v >> 8) & 0xff00u);
}

__host__ __device__ __noinline__ unsigned rotate_bytes(unsigned v) { return (v << 8) | (v >> 24); }

__host__ __device__ __noinline__ unsigned spread(unsigned v) {
    unsigned lo = v & 0xffu;
    return lo | (lo << 16) | ((v >> 16) & 0xff00u);
}

__host__ __device__ __noinline__ unsigned reversed_twice(unsigned v) {
    Quad q;
    for (int k = 0; k < 4; k++) q.b[k] = (unsigned char)(v >> (8 * k));
#pragma unroll
    for (int k = 0; k < 4; k++) exchange(q.b[k], q.b[3 - k]);
    unsigned r = 0;
    for (int k = 0; k < 4; k++) r |= (unsigned)q.b[k] << (8 * k);
    return r;
}

__host__ __device__ long long run() {
    unsigned words[3] = {0x12345678u, 0xdeadbeefu, 0x00ff80feu};
    long long s = 0;
    for (int i = 0; i < 3; i++) {
        unsigned w = words[i];
        s = s * 7 + swap_bytes(w) % 1000003;
        s = s * 7 + rotate_bytes(w) % 1000003;
        s = s * 7 + spread(w) % 1000003;
        s = s * 7 + (reversed_twice(w) == w);
    }
    return s;
}
