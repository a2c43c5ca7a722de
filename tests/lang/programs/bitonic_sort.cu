// Bitonic sort of one block of keys in shared memory.
#include <cuda_runtime.h>
#include <stdio.h>

#define N 256

__device__ inline void compare_swap(int* s, int i, int j, bool up) {
    if ((s[i] > s[j]) == up) {
        int t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
}

__global__ void bitonic(int* data) {
    __shared__ int s[N];
    unsigned t = threadIdx.x;
    s[t] = data[t];
    __syncthreads();
    for (unsigned k = 2; k <= N; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned p = t ^ j;
            if (p > t) compare_swap(s, t, p, (t & k) == 0);
            __syncthreads();
        }
    }
    data[t] = s[t];
}

__global__ void count_inversions(const int* data, int n, int* count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + 1 < n && data[i] > data[i + 1]) atomicAdd(count, 1);
}

int main() {
    int h[N];
    unsigned x = 2463534242u;
    for (int i = 0; i < N; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        h[i] = (int)(x % 10000) - 5000;
    }
    int* d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    bitonic<<<1, N>>>(d);
    int* inversions;
    cudaMalloc(&inversions, sizeof(int));
    cudaMemset(inversions, 0, sizeof(int));
    count_inversions<<<N / 64, 64>>>(d, N, inversions);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(inversions);
    int sorted = 1;
    for (int i = 1; i < N; i++) sorted &= h[i - 1] <= h[i];
    printf("sorted: %d\n", sorted);
    cudaFree(d);
    return !sorted;
}
