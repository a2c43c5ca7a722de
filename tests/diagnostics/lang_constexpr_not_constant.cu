// expect: error 6:23: expression must have a constant value
// expect: error 7:26: expression must have a constant value
// a constexpr variable needs a constant initializer (also a floating one)
__host__ __device__ constexpr double half(double x) { return x / 2; }
__global__ void k(int n, double* out) {
    constexpr int c = n;
    constexpr double h = half(out[0]);
    out[0] = c + h;
}
