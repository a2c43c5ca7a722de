// CUDA's execution-space specifiers are GNU attributes (`__attribute__((device))`),
// so nvcc takes them inside a declarator too, after the result type's `const&`
// (`T const& __device__ __host__ max_of(...)`, as HeCBench's logan writes it)
template <typename T>
T const& __device__ __host__ max_of(const T& a, const T& b) {
    return a < b ? b : a;
}

int* __host__ __device__ pick(int* a, int* b, bool first) { return first ? a : b; }

__host__ __device__ long long run() {
    int x = 3, y = 8;
    long long s = max_of(x, y);
    s = s * 100 + (long long)max_of(2.5, 1.5) * 10;
    s = s * 10 + *pick(&x, &y, true);
    return s;
}
