// a function returning a reference may return one of its const T& parameters
// (as std::max does): the reference must designate the caller's object, also
// when the call is not inlined and through a function pointer
__host__ __device__ __noinline__ const int& larger(const int& a, const int& b) { return a > b ? a : b; }
__host__ __device__ __noinline__ const double& smaller(const double& a, const double& b) { return a < b ? a : b; }
__host__ __device__ __noinline__ int scribble(int x) {
    volatile int buf[8];
    for (int i = 0; i < 8; i++) buf[i] = x + i;
    return buf[3];
}

__host__ __device__ long long run() {
    int x = 3, y = 9;
    const int& m = larger(x, y);
    int c = scribble(100);
    y = 20;  // m refers to y
    double p = 1.5, q = 2.5;
    const double& (*pick)(const double&, const double&) = smaller;
    const double& s = pick(p, q);
    p = -4.0;  // s refers to p
    return m * 1000 + c + (long long)(s * 10) * 100000;
}
