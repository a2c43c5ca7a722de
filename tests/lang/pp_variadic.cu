// variadic macros, __VA_ARGS__ and GNU's , ## __VA_ARGS__
__host__ __device__ int sum3(int a, int b, int c) { return a + b * 10 + c * 100; }
__host__ __device__ int count(int n) { return n; }
__host__ __device__ int count(int n, int a) { return n + a * 2; }

#define CALL(f, ...) f(__VA_ARGS__)
#define COUNT(n, ...) count(n, ##__VA_ARGS__)
#define FIRST(a, ...) a

__host__ __device__ long long run() {
    long long s = CALL(sum3, 1, 2, 3);
    s = s * 100 + COUNT(5);
    s = s * 100 + COUNT(5, 6);
    s = s * 100 + FIRST(42, x, y, z);
    return s;
}
