// Block-wide sum reduction in shared memory, then a second pass over the partial sums.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK 256

__global__ void block_sum(const int* in, long long* partial, int n) {
    __shared__ long long buf[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    buf[tid] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = buf[0];
}

__global__ void final_sum(const long long* partial, long long* out, int blocks) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        long long s = 0;
        for (int b = 0; b < blocks; b++) s += partial[b];
        *out = s;
    }
}

int main() {
    const int n = 100000;
    const int blocks = (n + BLOCK - 1) / BLOCK;
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; i++) {
        h[i] = (i % 201) - 100;
        expect += h[i];
    }
    int* d_in;
    long long *d_partial, *d_out;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_partial, blocks * sizeof(long long));
    cudaMalloc(&d_out, sizeof(long long));
    cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
    block_sum<<<blocks, BLOCK>>>(d_in, d_partial, n);
    final_sum<<<1, 1>>>(d_partial, d_out, blocks);
    long long got = 0;
    cudaMemcpy(&got, d_out, sizeof(got), cudaMemcpyDeviceToHost);
    printf("sum = %lld, expected %lld\n", got, expect);
    cudaFree(d_in);
    cudaFree(d_partial);
    cudaFree(d_out);
    free(h);
    return got != expect;
}
