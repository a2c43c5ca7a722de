// fold expressions: unary right/left, binary with an initial value, over the
// arithmetic, logical, comparison, comma and assignment operators, empty packs
template <typename... Ts>
__host__ __device__ int add_right(Ts... ts) { return (ts + ...); }

template <typename... Ts>
__host__ __device__ int sub_left(Ts... ts) { return (... - ts); }

template <typename... Ts>
__host__ __device__ int sub_right(Ts... ts) { return (ts - ...); }

template <typename... Ts>
__host__ __device__ int sub_init_left(Ts... ts) { return (100 - ... - ts); }

template <typename... Ts>
__host__ __device__ int sub_init_right(Ts... ts) { return (ts - ... - 100); }

template <typename... Ts>
__host__ __device__ bool all(Ts... ts) { return (ts && ...); }

template <typename... Ts>
__host__ __device__ bool any(Ts... ts) { return (... || ts); }

template <typename... Ts>
__host__ __device__ int bits(Ts... ts) { return (0 | ... | (1 << ts)); }

template <typename... Ts>
__host__ __device__ int product(Ts... ts) { return (1 * ... * ts); }

template <typename... Ts>
__host__ __device__ int last_of(Ts... ts) {
    int v = 0;
    ((v = ts), ...);
    return v;
}

template <typename... Ts>
__host__ __device__ int accumulate(Ts... ts) {
    int v = 1;
    (v *= ... *= ts);
    return v;
}

template <typename T, typename... Ts>
__host__ __device__ bool all_less(T limit, Ts... ts) { return ((ts < limit) && ...); }

template <typename... Ts>
__host__ __device__ unsigned shifts(unsigned x, Ts... ts) { return (x << ... << ts); }

// Each check is folded into r as r = (r * 131 + value) % 1000000007.
__host__ __device__ long long mix(long long r, long long v) { return (r * 131 + v) % 1000000007; }

__host__ __device__ long long run() {
    long long r = add_right(1, 2, 3);                    // 6
    r = mix(r, sub_left(10, 3, 2));                      // 5
    r = mix(r, sub_right(10, 3, 2));                     // 9
    r = mix(r, sub_init_left(10, 20));                   // 70
    r = mix(r, sub_init_right(10, 20));                  // 90
    r = mix(r, all(1, 2, 3) + 2 * all() + 4 * all(1, 0)); // 3
    r = mix(r, any(0, 0) + 2 * any() + 4 * any(0, 5));   // 4
    r = mix(r, bits(0, 2, 4));                           // 21
    r = mix(r, product(2, 3, 4) + product());            // 25
    r = mix(r, last_of(4, 8, 9));                        // 9
    r = mix(r, accumulate(2, 3, 5));                     // 30
    r = mix(r, all_less(5, 1, 2, 3) + 2 * all_less(2, 1, 3)); // 1
    r = mix(r, shifts(1u, 2, 3));                        // 32
    return r;
}
