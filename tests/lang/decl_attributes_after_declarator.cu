// GNU attributes after a function declarator's parameters, on declarations (as nvcc
// and g++ take them): `noinline` and `always_inline` (honoured as `__noinline__` and
// `__forceinline__`), `deprecated`, several in a row, after `const` on a member
// function, and on a function pointer's declarator. Checked against g++.
__host__ __device__ int tripled(int x) __attribute__((noinline));
__host__ __device__ int tripled(int x) { return x * 3; }

__host__ __device__ int plus_one(int x) __attribute__((always_inline)) __attribute__((unused));
__host__ __device__ inline int plus_one(int x) { return x + 1; }

__device__ int old_api(int x) __attribute__((deprecated("use tripled")));
__device__ int old_api(int x) { return x - 2; }

struct Acc {
    int total;
    __host__ __device__ int scaled(int k) const __attribute__((noinline));
};
__host__ __device__ int Acc::scaled(int k) const { return total * k; }

__host__ __device__ long long run() {
    int (*fp)(int) __attribute__((unused)) = nullptr;
    Acc a{5};
    long long s = tripled(4);       // 12
    s = s * 100 + plus_one(6);      // 1207
    s = s * 100 + a.scaled(3);      // 120715
    s = s * 10 + (fp == nullptr);   // 1207151
    return s;
}
