// `if constexpr`: the condition is a constant; in a template instance the
// branch not taken is discarded, so it may be ill-formed for those arguments
// (a member only some types have, a call only some types allow).
struct Wide { long long big; };
struct Narrow { int small; };

template <typename T>
__host__ __device__ long long field(const T& v) {
    if constexpr (sizeof(T) == 8)
        return v.big * 3;
    else
        return v.small + 1;
}

template <int N>
__host__ __device__ int steps() {
    if constexpr (N <= 1) {
        return 0;
    } else if constexpr (N % 2 == 0) {
        return 1 + steps<N / 2>();
    } else {
        return 1 + steps<3 * N + 1>();
    }
}

template <typename T>
__host__ __device__ int kind(T x) {
    int k = 0;
    if constexpr (sizeof(T) == 1) k = 1; else if constexpr (sizeof(T) == 4) { for (int i = 0; i < 3; ++i) k += i; } else k = 9;
    if constexpr (true) { k *= 10; }
    if constexpr (sizeof(T) > 100) { k = x.missing(); }
    return k + (int)x;
}

__host__ __device__ long long run() {
    Wide w = {7};
    Narrow n = {5};
    long long r = field(w) * 100 + field(n); // 21 * 100 + 6
    r = r * 100 + steps<6>();                  // 6 3 10 5 16 8 4 2 1: 8 steps
    r = r * 1000 + kind('a') + kind(2) + kind(2.0); // (10 + 97) + (30 + 2) + (90 + 2)
    return r;
}
