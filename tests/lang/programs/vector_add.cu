// Vector addition and scaling: the classic first CUDA program.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 12)
#define THREADS 256

__global__ void vadd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void scale(float* v, float k, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= k;
}

int main() {
    size_t bytes = N * sizeof(float);
    float* ha = (float*)malloc(bytes);
    float* hb = (float*)malloc(bytes);
    float* hc = (float*)malloc(bytes);
    for (int i = 0; i < N; i++) {
        ha[i] = i * 0.5f;
        hb[i] = 1.0f / (i + 1);
    }
    float *da, *db, *dc;
    cudaMalloc((void**)&da, bytes);
    cudaMalloc((void**)&db, bytes);
    cudaMalloc((void**)&dc, bytes);
    cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice);
    int blocks = (N + THREADS - 1) / THREADS;
    vadd<<<blocks, THREADS>>>(da, db, dc, N);
    scale<<<blocks, THREADS>>>(dc, 2.0f, N);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        printf("launch failed: %s\n", cudaGetErrorString(err));
        return 1;
    }
    cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (hc[i] != (ha[i] + hb[i]) * 2.0f) bad++;
    printf("%s (%d mismatches)\n", bad ? "FAILED" : "PASSED", bad);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    free(ha);
    free(hb);
    free(hc);
    return bad != 0;
}
