// Device, pinned, mapped and pitched memory; copies and fills of every direction.
#include "check.h"
#include <vector>

__global__ void scale(float* v, int n, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= k;
}

__global__ void rows(int* m, size_t pitch, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) ((int*)((char*)m + y * pitch))[x] = y * 100 + x;
}

int main() {
  const int n = 1000;
  std::vector<float> h(n);
  for (int i = 0; i < n; i++) h[i] = i * 0.5f;
  float* d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, n * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scale<<<(n + 127) / 128, 128>>>(d, n, 3.0f);
  CHECK_CUDA(cudaGetLastError());
  std::vector<float> back(n);
  CHECK_CUDA(cudaMemcpy(back.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  bool same = true;
  for (int i = 0; i < n; i++) same &= back[i] == i * 1.5f;
  CHECK(same);

  // Device to device, memset, async copies on the default stream.
  float* e = nullptr;
  CHECK_CUDA(cudaMalloc(&e, n * sizeof(float)));
  CHECK_CUDA(cudaMemset(e, 0, n * sizeof(float)));
  CHECK_CUDA(cudaMemcpyAsync(e + 10, d + 20, 5 * sizeof(float), cudaMemcpyDeviceToDevice, 0));
  float five[7];
  CHECK_CUDA(cudaMemcpy(five, e + 9, sizeof five, cudaMemcpyDefault));
  CHECK(five[0] == 0.0f && five[1] == 30.0f && five[5] == 36.0f && five[6] == 0.0f);

  // Pitched 2D memory.
  int* m = nullptr;
  size_t pitch = 0;
  CHECK_CUDA(cudaMallocPitch((void**)&m, &pitch, 10 * sizeof(int), 4));
  CHECK(pitch >= 10 * sizeof(int));
  rows<<<4, 32>>>(m, pitch, 10, 4);
  int grid[4][10];
  CHECK_CUDA(cudaMemcpy2D(grid, 10 * sizeof(int), m, pitch, 10 * sizeof(int), 4, cudaMemcpyDeviceToHost));
  CHECK(grid[3][9] == 309 && grid[0][0] == 0 && grid[2][5] == 205);
  CHECK_CUDA(cudaMemset2D(m, pitch, 0xff, 2 * sizeof(int), 4));
  CHECK_CUDA(cudaMemcpy2D(grid, 10 * sizeof(int), m, pitch, 10 * sizeof(int), 4, cudaMemcpyDeviceToHost));
  CHECK(grid[1][0] == -1 && grid[1][1] == -1 && grid[1][2] == 102);

  // Pinned host memory mapped for the device: the kernel writes what the host reads.
  float* pinned = nullptr;
  CHECK_CUDA(cudaHostAlloc((void**)&pinned, 64 * sizeof(float), cudaHostAllocMapped));
  for (int i = 0; i < 64; i++) pinned[i] = 1.0f + i;
  float* mapped = nullptr;
  CHECK_CUDA(cudaHostGetDevicePointer((void**)&mapped, pinned, 0));
  scale<<<1, 64>>>(mapped, 64, 2.0f);
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK(pinned[0] == 2.0f && pinned[63] == 128.0f);

  cudaPointerAttributes a;
  CHECK_CUDA(cudaPointerGetAttributes(&a, d));
  CHECK(a.type == cudaMemoryTypeDevice);
  CHECK_CUDA(cudaPointerGetAttributes(&a, pinned));
  CHECK(a.type == cudaMemoryTypeHost);
  size_t free_bytes = 0, total = 0;
  CHECK_CUDA(cudaMemGetInfo(&free_bytes, &total));
  CHECK(free_bytes > 0 && free_bytes <= total);

  // Asynchronous allocation in stream order.
  int* tmp = nullptr;
  CHECK_CUDA(cudaMallocAsync((void**)&tmp, 256, 0));
  CHECK_CUDA(cudaMemsetAsync(tmp, 7, 256, 0));
  unsigned char byte = 0;
  CHECK_CUDA(cudaMemcpy(&byte, (char*)tmp + 255, 1, cudaMemcpyDeviceToHost));
  CHECK(byte == 7);
  CHECK_CUDA(cudaFreeAsync(tmp, 0));

  CHECK_CUDA(cudaFreeHost(pinned));
  CHECK_CUDA(cudaFree(m));
  CHECK_CUDA(cudaFree(e));
  CHECK_CUDA(cudaFree(d));
  CHECK_CUDA(cudaFree(nullptr));
  return verdict();
}
