// Device libraries read from a CUDA toolkit include directory: cuRAND's device API,
// cuComplex, math_constants.h and cuFFT's callback types, as a kernel uses them.
#include <curand_kernel.h>
#include <cuComplex.h>
#include <math_constants.h>
#include <cufftXt.h>

// Four raw draws and one uniform per thread from XORWOW, seeded per thread.
extern "C" __global__ void xorwow_draws(unsigned long long seed, unsigned int* raw, float* uniform) {
    int i = threadIdx.x;
    curandState state;
    curand_init(seed + i, 0, 0, &state);
    for (int k = 0; k < 4; ++k) raw[4 * i + k] = curand(&state);
    uniform[i] = curand_uniform(&state);
}

// Philox4x32-10: subsequence = thread, after skipping `offset` draws.
extern "C" __global__ void philox_draws(unsigned long long seed, unsigned long long offset, unsigned int* raw) {
    int i = threadIdx.x;
    curandStatePhilox4_32_10_t state;
    curand_init(seed, i, offset, &state);
    for (int k = 0; k < 6; ++k) raw[6 * i + k] = curand(&state);
}

// Complex products, quotients and magnitudes; CUDART_PI_F and CUDART_INF_F.
extern "C" __global__ void complex_ops(const float* re, const float* im, float* out) {
    int i = threadIdx.x;
    cuFloatComplex a = make_cuFloatComplex(re[i], im[i]);
    cuFloatComplex b = make_cuFloatComplex(im[i] + 1.0f, -re[i]);
    cuFloatComplex p = cuCmulf(a, b);
    cuDoubleComplex d = cuComplexFloatToDouble(cuCaddf(a, b));
    out[6 * i] = cuCrealf(p);
    out[6 * i + 1] = cuCimagf(p);
    out[6 * i + 2] = (float)cuCreal(cuCmul(d, cuConj(d)));
    out[6 * i + 3] = cuCabsf(a);
    out[6 * i + 4] = CUDART_PI_F * re[i];
    out[6 * i + 5] = re[i] < CUDART_INF_F ? 1.0f : 0.0f;
}

// A cuFFT load callback as a program hands it to cuFFT (through a __device__ pointer of
// cuFFT's callback type), called here as cuFFT would: element `index`, scaled by the
// caller's factor.
__device__ cufftComplex scaled_load(void* in, size_t index, void* info, void* shared) {
    cufftComplex v = ((cufftComplex*)in)[index];
    float s = *(float*)info;
    return make_cuComplex(cuCrealf(v) * s, cuCimagf(v) * s);
}
__device__ cufftCallbackLoadC scaled_load_ptr = scaled_load;

extern "C" __global__ void call_load_callback(cufftComplex* in, float* scale, cufftComplex* out) {
    out[threadIdx.x] = scaled_load_ptr(in, threadIdx.x, scale, 0);
}
