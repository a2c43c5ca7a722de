// Single- and double-precision math library calls (CUDA's documented
// maximum errors are a few ulp; the reference uses the host libm).
// needs: runtime
// grid: 2
// block: 64
// buf: x f32 128 rand:36
// buf: out f32 640
// buf: dout f64 256
// arg: x
// arg: out
// arg: dout
// check: out
// check: dout
// tol: 4
__global__ void math_functions(const float* x, float* out, double* dout)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = x[i] * 8.0f - 4.0f;
    out[5 * i + 0] = sinf(v);
    out[5 * i + 1] = expf(v);
    out[5 * i + 2] = logf(x[i] + 0.5f);
    out[5 * i + 3] = sqrtf(fabsf(v)) + rsqrtf(x[i] + 1.0f);
    out[5 * i + 4] = powf(x[i] + 0.25f, 1.5f) + fmaxf(v, 0.5f) + fabsf(floorf(v)); // all terms >= 0: no cancellation
    double d = (double)v;
    dout[2 * i] = sqrt(fabs(d)) / (d * d + 1.0);
    dout[2 * i + 1] = exp(d * 0.5);
}
