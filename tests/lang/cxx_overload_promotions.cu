// overload ranking: promotion beats conversion, exact beats promotion
__host__ __device__ int f(long) { return 1; }
__host__ __device__ int f(int) { return 2; }
__host__ __device__ int f(double) { return 3; }

__host__ __device__ int g(float) { return 1; }
__host__ __device__ int g(double) { return 2; }

__host__ __device__ int h(unsigned char) { return 1; }
__host__ __device__ int h(int) { return 2; }

__host__ __device__ long long run() {
    short sh = 1;
    unsigned char uc = 1;
    bool b = true;
    long long s = f(sh);
    s = s * 10 + f(uc);
    s = s * 10 + f(b);
    s = s * 10 + f(1L);
    s = s * 10 + f(2.0f);
    s = s * 10 + g(1.0f);
    s = s * 10 + g(1.0);
    s = s * 10 + h(uc);
    s = s * 10 + h('x');
    s = s * 10 + h(sh);
    return s;
}
