// auto return types deduced from the return statements, trailing return types,
// a deduced void result, auto members and auto function templates
__host__ __device__ auto twice(int x) { return x * 2.0f; }
__host__ __device__ auto half(int x) -> float { return x / 2; }
__host__ __device__ auto sum_below(int a) {
    if (a > 10)
        return a;
    int s = 0;
    for (int i = 0; i < a; i++)
        s += i;
    return s;
}
__host__ __device__ auto bump(int* p) { *p += 1; }
__host__ __device__ auto fact(int n) {
    if (n <= 1)
        return 1LL;
    return n * fact(n - 1);
}
__host__ __device__ auto first(int* p) { return p; }
template <typename T> __host__ __device__ auto square(T x) { return x * x; }
struct Counter {
    int a;
    __host__ __device__ auto get() const { return a * 3; }
    __host__ __device__ auto scaled(int k) const -> long long { return (long long)a * k; }
};
__host__ __device__ long long run() {
    int v = 5;
    bump(&v);
    Counter c{7};
    int arr[2] = {40, 41};
    long long r = (long long)(twice(v) * 10);
    r = r * 10 + (long long)(half(7) * 10);
    r = r * 100 + sum_below(5) + sum_below(12);
    r = r * 100 + square(3) + (long long)square(1.5) + (long long)(square(0.5f) * 4);
    r = r * 100 + c.get() + sizeof(fact(3)) + fact(10) % 97;
    r = r * 1000 + c.scaled(9) + *first(arr + 1);
    return r;
}
