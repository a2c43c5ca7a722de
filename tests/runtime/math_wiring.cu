// The math library on top of the runtime primitives. Launch: grid 1, block 64;
// x[64] = t / 8 - 3.9, out f32[64 * 8], dout f64[64 * 4].
#include <ptxc_math.h>
__global__ void math_wiring(const float* x, float* out, double* dout)
{
    int t = threadIdx.x;
    float v = x[t];
    float* o = out + 8 * t;
    o[0] = sqrtf(fabsf(v));
    o[1] = expf(v);
    o[2] = logf(fabsf(v) + 0.5f);
    o[3] = sinf(v);
    o[4] = cosf(v);
    o[5] = powf(fabsf(v) + 0.25f, 1.5f);
    o[6] = floorf(v) + fmaxf(v, 0.5f);
    o[7] = fmaf(v, v, 1.0f);
    double d = v;
    dout[4 * t + 0] = sqrt(fabs(d));
    dout[4 * t + 1] = exp(d * 0.5);
    dout[4 * t + 2] = log(fabs(d) + 0.5);
    dout[4 * t + 3] = sin(d);
}
