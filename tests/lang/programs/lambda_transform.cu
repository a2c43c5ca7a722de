// Kernel templates launched from host code with extended device lambdas
// (nvcc --extended-lambda): each closure type instantiates the kernel, its
// captures travel in the by-value closure parameter.
#include <cuda_runtime.h>
#include <stdio.h>

template <typename F>
__global__ void transform(F f, const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = f(in[i]);
}

template <typename F>
__global__ void update(F f, int* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(data[i], i);
}

int main() {
    const int n = 1000;
    int host[n];
    for (int i = 0; i < n; i++)
        host[i] = i - 500;
    int *in, *out;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    cudaMemcpy(in, host, n * sizeof(int), cudaMemcpyHostToDevice);
    int scale = 3, offset = -7;
    int blocks = (n + 255) / 256;
    transform<<<blocks, 256>>>([=] __device__(int v) { return v * scale + offset; }, in, out, n);
    cudaMemcpy(host, out, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("affine: %d %d\n", host[0], host[n - 1]);
    transform<<<blocks, 256>>>([] __device__(int v) { return v * v; }, in, out, n);
    update<<<blocks, 256>>>([=] __device__(int& v, int i) { v += i % 5 * scale; }, out, n);
    cudaMemcpy(host, out, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("square+: %d %d\n", host[0], host[n - 1]);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
