// A function parameter pack expands in the function's trailing return type
// (`-> decltype(f(args...))`), as in the SFINAE checks of invoke-style helpers;
// a call whose expansion has no valid type removes the candidate.
__host__ __device__ long long two(int a, int b) { return a * 10 + b; }
__host__ __device__ short one(int a) { return (short)(a + 1); }

template <class F, class... Args>
__host__ __device__ auto call(F&& f, Args&&... args) -> decltype(f(args...)) {
    return f(args...);
}

template <class... Args>
__host__ __device__ auto sized(Args... args) -> decltype(two(args...)) {
    return two(args...) + (long long)sizeof(decltype(two(args...)));
}

// Chosen only when `one(args...)` is valid (one argument); otherwise the
// variadic fallback.
template <class... Args>
__host__ __device__ auto pick(int, Args... args) -> decltype(one(args...), 1LL) {
    return 1000 + one(args...);
}
template <class... Args>
__host__ __device__ long long pick(long, Args...) {
    return 2000 + (long long)sizeof...(Args);
}

struct Add {
    int base;
    __host__ __device__ int operator()(int a, int b, int c) const { return base + a + b + c; }
};

__host__ __device__ long long run() {
    long long r = call(two, 4, 2);                 // 42
    r = r * 100 + call(Add{10}, 1, 2, 3);          // 16
    r = r * 100 + (long long)sizeof(call(one, 5)); // 2
    r = r * 1000 + sized(3, 4);                    // 34 + 8
    r = r * 10000 + pick(0, 6);                    // 1007
    return r * 10000 + pick(0, 1, 2);              // 2002
}
