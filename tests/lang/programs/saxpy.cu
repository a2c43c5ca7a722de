// SAXPY with a grid-stride loop and error checking through a macro.
#include <cuda_runtime.h>
#include <stdio.h>

#define CHECK(call)                                                          \
    do {                                                                     \
        cudaError_t e_ = (call);                                             \
        if (e_ != cudaSuccess) {                                             \
            printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
            return 1;                                                        \
        }                                                                    \
    } while (0)

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) y[i] = a * x[i] + y[i];
}

__global__ void fill(float* v, float value, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = value;
}

int main(void) {
    const int n = 1 << 20;
    float *x, *y;
    CHECK(cudaMalloc(&x, n * sizeof(float)));
    CHECK(cudaMalloc(&y, n * sizeof(float)));
    fill<<<(n + 255) / 256, 256>>>(x, 1.0f, n);
    fill<<<(n + 255) / 256, 256>>>(y, 2.0f, n);
    saxpy<<<64, 256>>>(n, 3.0f, x, y);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    float first;
    CHECK(cudaMemcpy(&first, y, sizeof(float), cudaMemcpyDeviceToHost));
    printf("y[0] = %f (expected 5.0)\n", first);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
