// Kernel templates instantiated by host launches, with a device function template.
#include <cuda_runtime.h>
#include <stdio.h>

template <typename T>
__device__ T square(T v) {
    return v * v;
}

template <typename T>
__global__ void square_all(T* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = square(v[i]);
}

template <typename T, int K>
__global__ void add_constant(T* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] += K;
}

int main() {
    const int n = 1000;
    int* di;
    double* dd;
    cudaMalloc(&di, n * sizeof(int));
    cudaMalloc(&dd, n * sizeof(double));
    cudaMemset(di, 0, n * sizeof(int));
    cudaMemset(dd, 0, n * sizeof(double));
    add_constant<int, 3><<<(n + 127) / 128, 128>>>(di, n);
    square_all<int><<<(n + 127) / 128, 128>>>(di, n);
    square_all<double><<<(n + 127) / 128, 128>>>(dd, n);
    int first = 0;
    cudaMemcpy(&first, di, sizeof(int), cudaMemcpyDeviceToHost);
    printf("first = %d\n", first);
    cudaFree(di);
    cudaFree(dd);
    return first != 9;
}
