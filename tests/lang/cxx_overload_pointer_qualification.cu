// Overload resolution: an identity conversion beats a qualification conversion,
// which (still an exact match) beats a pointer conversion to void*.
__host__ __device__ int g(int*) { return 1; }
__host__ __device__ int g(const int*) { return 2; }
__host__ __device__ int h(const int*) { return 3; }
__host__ __device__ int h(void*) { return 4; }

__host__ __device__ long long run()
{
    int i = 0;
    const int c = 0;
    return g(&i) * 100 + g(&c) * 10 + h(&i);
}
