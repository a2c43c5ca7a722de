// variadic function templates: parameter packs deduced from call arguments,
// recursion over `first, rest...`, sizeof..., expansion of a pattern per argument
// (`f(g(args)...)`), explicit pack arguments and non-type packs
template <typename T>
__host__ __device__ T sum(T x) { return x; }

template <typename T, typename... Rest>
__host__ __device__ T sum(T x, Rest... rest) { return x + sum(rest...); }

template <typename... Ts>
__host__ __device__ int count(Ts... ts) { return sizeof...(Ts) * 10 + sizeof...(ts); }

__host__ __device__ int square(int x) { return x * x; }

template <typename... Ts>
__host__ __device__ int sum_squares(Ts... ts) { return sum(0, square(ts)...); }

template <typename... Ts>
__host__ __device__ long long weigh(Ts... ts) { return sum(0LL, (long long)sizeof(ts)...); }

template <int... Ns>
__host__ __device__ int digits() {
    int v = 0;
    int d[] = {Ns...};
    for (int i = 0; i < (int)sizeof...(Ns); i++) v = v * 10 + d[i];
    return v;
}

template <typename... Ts>
__host__ __device__ double mixed(Ts... ts) { return sum(1.5, ts...); }

template <typename R, typename... Ts>
__host__ __device__ R convert_sum(Ts... ts) { return sum((R)ts...); }

__host__ __device__ long long run() {
    long long r = sum(1, 2, 3, 4);            // 10
    r = r * 100 + count(1, 2.0, 'c');         // 33
    r = r * 100 + count();                    // 0
    r = r * 1000 + sum_squares(1, 2, 3);      // 14
    r = r * 100 + weigh('a', 1, 2.0);         // 13
    r = r * 1000 + digits<4, 2, 7>();         // 427
    r = r * 100 + (long long)mixed(1, 2.5f);  // 5
    r = r * 100 + convert_sum<int>(1.9, 2.9); // 3
    return r;
}
