// default arguments, including ones added by a later declaration
__host__ __device__ int f(int a, int b = 10, int c = 100) { return a + b * 2 + c * 3; }
__host__ __device__ long long g(long long x, long long y);
__host__ __device__ long long g(long long x, long long y = 7);
__host__ __device__ long long g(long long x, long long y) { return x * y; }

__host__ __device__ long long run() {
    long long s = f(1);
    s = s * 1000 + f(1, 2);
    s = s * 1000 + f(1, 2, 3);
    s = s * 1000 + g(6);
    s = s * 1000 + g(6, 2);
    return s;
}
