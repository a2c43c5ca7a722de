// 1-D stencil with a halo loaded into shared memory; weights in a device buffer.
#include <cuda_runtime.h>
#include <stdio.h>

#define RADIUS 3
#define BLOCK 128

__global__ void stencil(const int* in, int* out, const int* __restrict__ weights, int n) {
    __shared__ int tmp[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tmp[l] = g < n ? in[g] : 0;
    if (threadIdx.x < RADIUS) {
        int left = g - RADIUS;
        int right = g + BLOCK;
        tmp[l - RADIUS] = left >= 0 ? in[left] : 0;
        tmp[l + BLOCK] = right < n ? in[right] : 0;
    }
    __syncthreads();
    if (g >= n) return;
    int r = 0;
    for (int k = -RADIUS; k <= RADIUS; k++) r += weights[k + RADIUS] * tmp[l + k];
    out[g] = r;
}

__global__ void clamp(int* v, int lo, int hi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] < lo ? lo : (v[i] > hi ? hi : v[i]);
}

int main() {
    const int n = 1000;
    int h_w[2 * RADIUS + 1] = {1, -2, 3, 10, 3, -2, 1};
    int *in, *out, *w;
    cudaMalloc(&w, sizeof(h_w));
    cudaMemcpy(w, h_w, sizeof(h_w), cudaMemcpyHostToDevice);
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    int h[n];
    for (int i = 0; i < n; i++) h[i] = i % 17;
    cudaMemcpy(in, h, sizeof(h), cudaMemcpyHostToDevice);
    stencil<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(in, out, w, n);
    clamp<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(out, -100, 100, n);
    cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost);
    printf("out[500] = %d\n", h[500]);
    cudaFree(in);
    cudaFree(out);
    cudaFree(w);
    return 0;
}
