// Tiled matrix transpose through a padded shared-memory tile, launched with dim3.
#include <cuda_runtime.h>
#include <stdio.h>

#define TILE 16

__global__ void transpose(const float* in, float* out, int rows, int cols) {
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void transpose_naive(const float* in, float* out, int rows, int cols) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}

int main() {
    const int rows = 40, cols = 72;
    float h[rows * cols], t[rows * cols];
    for (int i = 0; i < rows * cols; i++) h[i] = (float)i;
    float *din, *dout;
    cudaMalloc(&din, sizeof(h));
    cudaMalloc(&dout, sizeof(h));
    cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
    dim3 block(TILE, TILE);
    dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
    transpose<<<grid, block>>>(din, dout, rows, cols);
    cudaMemcpy(t, dout, sizeof(t), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (t[c * rows + r] != h[r * cols + c]) bad++;
    transpose_naive<<<grid, block>>>(din, dout, rows, cols);
    cudaDeviceSynchronize();
    printf("%d mismatches\n", bad);
    cudaFree(din);
    cudaFree(dout);
    return bad != 0;
}
