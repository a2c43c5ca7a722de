// Histogram of bytes with shared-memory privatization and global atomics.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define BINS 64

__global__ void histogram(const unsigned char* data, int n, unsigned int* bins) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}

__global__ void clear(unsigned int* bins) { bins[threadIdx.x] = 0; }

int main() {
    const int n = 1 << 16;
    unsigned char* h = (unsigned char*)malloc(n);
    for (int i = 0; i < n; i++) h[i] = (unsigned char)((i * 2654435761u) >> 24);
    unsigned char* d;
    unsigned int* bins;
    cudaMalloc(&d, n);
    cudaMalloc(&bins, BINS * sizeof(unsigned int));
    cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
    clear<<<1, BINS>>>(bins);
    histogram<<<32, 128>>>(d, n, bins);
    unsigned int hb[BINS];
    cudaMemcpy(hb, bins, sizeof(hb), cudaMemcpyDeviceToHost);
    unsigned total = 0;
    for (int b = 0; b < BINS; b++) total += hb[b];
    printf("total %u of %d\n", total, n);
    cudaFree(d);
    cudaFree(bins);
    free(h);
    return total != (unsigned)n;
}
