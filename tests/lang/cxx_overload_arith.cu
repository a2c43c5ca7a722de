// overload resolution over arithmetic types
__host__ __device__ int h(int) { return 1; }
__host__ __device__ int h(double) { return 2; }
__host__ __device__ int h(long long) { return 3; }
__host__ __device__ int h(unsigned) { return 4; }

__host__ __device__ long long run() {
    char c = 'c';
    short sh = 1;
    float f = 1;
    long long s = 0;
    s = s * 10 + h(c);
    s = s * 10 + h(sh);
    s = s * 10 + h(f);
    s = s * 10 + h(1.0);
    s = s * 10 + h(1LL);
    s = s * 10 + h(1u);
    s = s * 10 + h(true);
    return s;
}
