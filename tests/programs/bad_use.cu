// Misuse gets CUDA's documented error codes and the process lives on: invalid pointers,
// an impossible launch shape, and last an out-of-bounds access in a kernel (a sticky error).
// A store just past the end of an allocation, inside the 256 bytes cudaMalloc rounds it
// up to, succeeds as on a GPU; the first byte past those 256 is out of bounds.
#include "check.h"

__global__ void store(int* p, int i) { p[i] = 1; }

int main() {
  int* d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, 16 * sizeof(int)));
  int host[4] = {0, 0, 0, 0};
  CHECK(cudaMemcpy(host, host + 1, 4, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaMemcpy(d + 15, host, 16, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
  CHECK(cudaFree(host) == cudaErrorInvalidValue);
  cudaGetLastError();

  store<<<1, 2048>>>(d, 0);
  CHECK(cudaGetLastError() == cudaErrorInvalidConfiguration);
  store<<<1, 1>>>(d, 3);
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK_CUDA(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost));
  CHECK(host[3] == 1);
  store<<<1, 1>>>(d, 16);
  CHECK_CUDA(cudaDeviceSynchronize());
  store<<<1, 1>>>(d, 63);
  CHECK_CUDA(cudaDeviceSynchronize());

  store<<<1, 1>>>(d, 64);
  cudaError_t e = cudaDeviceSynchronize();
  CHECK(e == cudaErrorIllegalAddress);
  CHECK(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost) == cudaErrorIllegalAddress);
  CHECK(cudaGetLastError() == cudaErrorIllegalAddress);
  std::printf("after the fault: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
  return verdict();
}
