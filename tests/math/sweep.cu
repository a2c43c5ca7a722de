// One kernel per single-precision math function: y[i] = f(x[i]).
// tests/math_sweep.rs runs each over >= 100,000 inputs in ptxsim.
#define SWEEP(name, f)                                                        \
    extern "C" __global__ void name(const float* x, float* y, int n)          \
    {                                                                         \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                        \
        if (i < n) y[i] = f(x[i]);                                            \
    }
SWEEP(k_sqrtf, sqrtf)
SWEEP(k_rsqrtf, rsqrtf)
SWEEP(k_cbrtf, cbrtf)
SWEEP(k_expf, expf)
SWEEP(k_exp2f, exp2f)
SWEEP(k_exp10f, exp10f)
SWEEP(k_expm1f, expm1f)
SWEEP(k_logf, logf)
SWEEP(k_log2f, log2f)
SWEEP(k_log10f, log10f)
SWEEP(k_log1pf, log1pf)
SWEEP(k_sinf, sinf)
SWEEP(k_cosf, cosf)
SWEEP(k_tanf, tanf)
SWEEP(k_asinf, asinf)
SWEEP(k_acosf, acosf)
SWEEP(k_atanf, atanf)
SWEEP(k_sinhf, sinhf)
SWEEP(k_coshf, coshf)
SWEEP(k_tanhf, tanhf)
