// __device__, __constant__ and __managed__ variables reached from host code.
#include "check.h"

__device__ int counter;
__device__ float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__constant__ int coeff[4];
__managed__ int shared_flag = 41;

__global__ void use(int* out) {
  int t = threadIdx.x;
  atomicAdd(&counter, 1);
  out[t] = coeff[t % 4] * (int)table[t % 8];
  if (t == 0) shared_flag += 1;
}

int main() {
  int c[4] = {10, 20, 30, 40};
  CHECK_CUDA(cudaMemcpyToSymbol(coeff, c, sizeof c));
  int two = 2;
  CHECK_CUDA(cudaMemcpyToSymbol(coeff, &two, sizeof two, 3 * sizeof(int)));
  float t5 = 50.0f;
  CHECK_CUDA(cudaMemcpyToSymbol(table, &t5, sizeof t5, 5 * sizeof(float)));
  int* out = nullptr;
  CHECK_CUDA(cudaMalloc(&out, 16 * sizeof(int)));
  use<<<1, 16>>>(out);
  CHECK_CUDA(cudaDeviceSynchronize());
  int h[16];
  CHECK_CUDA(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(h[0] == 10 && h[1] == 40 && h[3] == 8 && h[5] == 1000 && h[13] == 1000 && h[15] == 16);
  int count = 0;
  CHECK_CUDA(cudaMemcpyFromSymbol(&count, counter, sizeof count));
  CHECK(count == 16);
  CHECK(shared_flag == 42);
  shared_flag = 7;  // host writes managed memory in place

  int* counter_addr = nullptr;
  CHECK_CUDA(cudaGetSymbolAddress((void**)&counter_addr, counter));
  CHECK_CUDA(cudaMemset(counter_addr, 0, sizeof(int)));
  use<<<2, 8>>>(out);
  CHECK_CUDA(cudaMemcpyFromSymbol(&count, counter, sizeof count));
  CHECK(count == 16);
  CHECK(shared_flag == 9);
  size_t size = 0;
  CHECK_CUDA(cudaGetSymbolSize(&size, table));
  CHECK(size == sizeof(float) * 8);
  CHECK(cudaMemcpyToSymbol(coeff, c, sizeof c, 4) == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaSuccess);
  CHECK_CUDA(cudaFree(out));
  return verdict();
}
