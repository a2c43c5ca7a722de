// Polynomial evaluation with coefficients in __constant__ memory set by
// cudaMemcpyToSymbol, a last-block ticket through a __device__ counter, and
// the host-side device query and stream calls of a typical sample.
#include <cuda_runtime.h>
#include <cfloat>
#include <cstdio>

#define DEGREE 8

__constant__ float c_coeffs[DEGREE + 1];
__device__ unsigned int blocks_done = 0;

// Horner's rule with the constant-memory coefficients (highest first).
__global__ void poly_eval(const float* __restrict__ x, float* __restrict__ y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = x[i], r = c_coeffs[DEGREE];
    for (int k = DEGREE - 1; k >= 0; --k) r = r * v + c_coeffs[k];
    y[i] = r;
}

// Each block writes its minimum; the last block to finish (by ticket) folds
// the partial minima into out[0].
__global__ void min_reduce(const float* in, float* partial, float* out, int n) {
    __shared__ float s[128];
    __shared__ bool last;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? in[i] : FLT_MAX;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) s[threadIdx.x] = fminf(s[threadIdx.x], s[threadIdx.x + stride]);
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        unsigned int ticket = atomicInc(&blocks_done, gridDim.x);
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        float m = FLT_MAX;
        for (int b = 0; b < gridDim.x; ++b) m = fminf(m, partial[b]);
        out[0] = m;
    }
}

int main() {
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) return 1;
    printf("%s: sm_%d%d, %d SMs\n", prop.name, prop.major, prop.minor, prop.multiProcessorCount);
    const int n = 4096;
    float h_coeffs[DEGREE + 1];
    for (int k = 0; k <= DEGREE; ++k) h_coeffs[k] = 1.0f / (k + 1);
    cudaMemcpyToSymbol(c_coeffs, h_coeffs, sizeof(h_coeffs));
    float *x, *y, *partial, *out;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMalloc(&partial, (n / 128) * sizeof(float));
    cudaMalloc(&out, sizeof(float));
    cudaStream_t stream;
    cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
    cudaMemsetAsync(y, 0, n * sizeof(float), stream);
    poly_eval<<<n / 128, 128, 0, stream>>>(x, y, n);
    min_reduce<<<n / 128, 128, 0, stream>>>(y, partial, out, n);
    cudaStreamSynchronize(stream);
    float result;
    cudaMemcpy(&result, out, sizeof(float), cudaMemcpyDeviceToHost);
    unsigned int done;
    cudaMemcpyFromSymbol(&done, blocks_done, sizeof(done));
    printf("min = %f after %u blocks\n", result, done);
    cudaStreamDestroy(stream);
    cudaFree(x);
    cudaFree(y);
    cudaFree(partial);
    cudaFree(out);
    return 0;
}
