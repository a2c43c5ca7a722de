// Small elements of a record loaded and stored as 32-bit words (a uint4 of
// ushort or uchar lanes, two 64-bit values filled from four 32-bit words):
// sroa keeps such a record in words, so lanes swapped between words move
// halves and bytes across them. Swapping lane i with lane N-1-i for every i
// gives the words back; for the first half of i it reverses the lanes; a
// 64-bit value joined from two words and split again gives the words.
struct Words {
    unsigned w[4];
};

template <class T, int N>
struct alignas(16) Lanes {
    T v[N];
};

template <class T>
__host__ __device__ void exchange(T& x, T& y) {
    T t = x;
    x = y;
    y = t;
}

template <class T, int N>
__host__ __device__ __noinline__ Words swapped(Words in, int pairs) {
    Lanes<T, N> l;
    *reinterpret_cast<Words*>(l.v) = in;
#pragma unroll
    for (int i = 0; i < N; i++) {
        if (i < pairs) exchange(l.v[i], l.v[N - 1 - i]);
    }
    return *reinterpret_cast<Words*>(l.v);
}

template <class T, int N>
__host__ __device__ __noinline__ Words swapped_all(Words in) {
    Lanes<T, N> l;
    *reinterpret_cast<Words*>(l.v) = in;
#pragma unroll
    for (int i = 0; i < N; i++) exchange(l.v[i], l.v[N - 1 - i]);
    return *reinterpret_cast<Words*>(l.v);
}

__host__ __device__ __noinline__ Words through_longs(Words in) {
    Lanes<unsigned long long, 2> l;
    *reinterpret_cast<Words*>(l.v) = in;
    exchange(l.v[0], l.v[1]);
    exchange(l.v[0], l.v[1]);
    return *reinterpret_cast<Words*>(l.v);
}

__host__ __device__ long long mix(long long s, Words w) {
    for (int k = 0; k < 4; k++) s = (s * 31 + w.w[k]) % 1000000007;
    return s;
}

__host__ __device__ long long run() {
    Words in = {{0x12345678u, 0x9abcdef0u, 0xdeadbeefu, 0x00ff80feu}};
    long long s = 0;
    s = mix(s, swapped_all<unsigned short, 8>(in));
    s = mix(s, swapped_all<unsigned char, 16>(in));
    s = mix(s, swapped<unsigned short, 8>(in, 4));
    s = mix(s, swapped<unsigned char, 16>(in, 8));
    s = mix(s, swapped<unsigned char, 16>(in, 3));
    s = mix(s, swapped<unsigned short, 8>(in, 8));
    s = mix(s, through_longs(in));
    return s;
}
