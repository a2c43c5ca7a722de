// Double-precision arithmetic: polynomial, division, mixed float/double.
// grid: 1
// block: 96
// buf: x f64 96 rand:10
// buf: out f64 192
// arg: x
// arg: out
// arg: f64:0.25
// check: out
// tol: 4
__global__ void double_math(const double* x, double* out, double k)
{
    int i = threadIdx.x;
    double v = x[i];
    double p = ((v * 3.0 + 2.0) * v + k) * v + 1.0;
    out[2 * i] = p;
    out[2 * i + 1] = (v + 1.0) / (v * v + k) + (double)(float)v;
}
