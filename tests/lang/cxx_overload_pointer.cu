// overloads on pointer types and const qualification
__host__ __device__ int g(int*) { return 1; }
__host__ __device__ int g(long*) { return 2; }
__host__ __device__ int g(float*) { return 3; }
__host__ __device__ int g(void*) { return 4; }

__host__ __device__ long long run() {
    int i = 0;
    long ci = 0;
    float f = 0;
    double d = 0;
    long long s = 0;
    s = s * 10 + g(&i);
    s = s * 10 + g(&ci);
    s = s * 10 + g(&f);
    s = s * 10 + g(&d);
    return s;
}
