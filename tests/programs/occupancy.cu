// Kernel attributes and occupancy count each kernel's own static shared memory (the
// variables it and the functions it calls use), not every kernel's of the module, and
// honour __launch_bounds__. The module below holds 60 KiB of shared variables in all,
// more than a block may have; each kernel uses far less.
#include "check.h"

__global__ void big(float* out) {
  __shared__ float tile[11 * 1024];  // 44 KiB
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[(threadIdx.x + 1) % blockDim.x];
}

__global__ void medium(float* out) {
  __shared__ float tile[2 * 1024];  // 8 KiB
  tile[threadIdx.x] = 2.0f * threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void small(float* out) {
  __shared__ float tile[256];  // 1 KiB
  tile[threadIdx.x] = 3.0f;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[0] + threadIdx.x;
}

__device__ __noinline__ float through_shared(float v) {
  __shared__ float stash[1024];  // 4 KiB, used by the kernel through this call
  stash[threadIdx.x] = v;
  __syncthreads();
  return stash[(threadIdx.x + 1) % blockDim.x];
}

__global__ void calls(float* out) { out[threadIdx.x] = through_shared(threadIdx.x * 0.5f); }

__global__ void __launch_bounds__(256) bounded(float* out) { out[threadIdx.x] = 1.0f; }

int main() {
  cudaFuncAttributes a;
  CHECK_CUDA(cudaFuncGetAttributes(&a, small));
  CHECK(a.sharedSizeBytes == 1024);
  CHECK(a.maxThreadsPerBlock == 1024);
  CHECK_CUDA(cudaFuncGetAttributes(&a, big));
  CHECK(a.sharedSizeBytes == 44 * 1024);
  CHECK_CUDA(cudaFuncGetAttributes(&a, calls));
  CHECK(a.sharedSizeBytes == 4096);
  CHECK_CUDA(cudaFuncGetAttributes(&a, bounded));
  CHECK(a.sharedSizeBytes == 0);
  CHECK(a.maxThreadsPerBlock == 256);

  // 128-thread blocks of `small`: 16 fit by threads (2048 per multiprocessor); its 1 KiB
  // does not limit them.
  int blocks = 0;
  CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, small, 128, 0));
  CHECK(blocks == 16);
  // `big`'s 44 KiB and 20 KiB more of dynamic memory: 2 blocks in 164 KiB.
  CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, big, 128, 20 * 1024));
  CHECK(blocks == 2);
  size_t dynamic = 0;
  CHECK_CUDA(cudaOccupancyAvailableDynamicSMemPerBlock(&dynamic, small, 1, 128));
  CHECK(dynamic == 48 * 1024 - 1024);

  int min_grid = 0, block = 0;
  CHECK_CUDA(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, bounded, 0, 0));
  CHECK(block > 0 && block <= 256);
  CHECK(min_grid > 0);

  float* out;
  CHECK_CUDA(cudaMalloc(&out, 4096 * sizeof(float)));
  small<<<blocks, 128>>>(out);
  CHECK_CUDA(cudaGetLastError());
  float h[256];
  CHECK_CUDA(cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost));
  CHECK(h[5] == 8.0f && h[128 + 7] == 10.0f);
  calls<<<1, 256>>>(out);
  CHECK_CUDA(cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost));
  CHECK(h[0] == 0.5f && h[255] == 0.0f);
  big<<<1, 256>>>(out);
  medium<<<1, 256>>>(out + 256);
  bounded<<<1, 256>>>(out + 512);
  CHECK_CUDA(cudaMemcpy(h, out + 256, sizeof(h), cudaMemcpyDeviceToHost));
  CHECK(h[0] == 510.0f);
  CHECK_CUDA(cudaFree(out));
  return verdict();
}
