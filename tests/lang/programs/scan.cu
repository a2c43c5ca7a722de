// Inclusive prefix sum of one block (Hillis-Steele, double-buffered in shared memory).
#include <cuda_runtime.h>
#include <stdio.h>

#define N 512

__global__ void scan_block(const int* in, int* out) {
    __shared__ int buf[2][N];
    int t = threadIdx.x;
    int src = 0;
    buf[src][t] = in[t];
    __syncthreads();
    for (int offset = 1; offset < N; offset <<= 1) {
        int dst = 1 - src;
        buf[dst][t] = t >= offset ? buf[src][t] + buf[src][t - offset] : buf[src][t];
        __syncthreads();
        src = dst;
    }
    out[t] = buf[src][t];
}

__global__ void add_offset(int* v, int offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] += offset;
}

int main() {
    int h[N], r[N];
    for (int i = 0; i < N; i++) h[i] = (i * 7) % 13 - 6;
    int *din, *dout;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dout, sizeof(r));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    scan_block<<<1, N>>>(din, dout);
    add_offset<<<N / 128, 128>>>(dout, 0, N);
    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
    int acc = 0, bad = 0;
    for (int i = 0; i < N; i++) {
        acc += h[i];
        bad += r[i] != acc;
    }
    printf("%s\n", bad ? "FAILED" : "PASSED");
    cudaFree(din);
    cudaFree(dout);
    return bad;
}
