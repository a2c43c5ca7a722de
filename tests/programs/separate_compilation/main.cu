// Separate compilation (-rdc=true): a kernel calls device functions and reads a device
// variable defined in another translation unit; the runtime links their PTX.
#include "../check.h"

extern __device__ int scale;
__device__ int polynomial(int x);

__global__ void evaluate(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = scale * polynomial(i);
}

int main() {
  const int n = 100;
  int* d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, n * sizeof(int)));
  int three = 3;
  CHECK_CUDA(cudaMemcpyToSymbol(scale, &three, sizeof three));
  evaluate<<<2, 64>>>(d, n);
  int h[n];
  CHECK_CUDA(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  bool right = true;
  for (int i = 0; i < n; i++) right &= h[i] == 3 * (i * i + 2 * i + 7);
  CHECK(right);
  return verdict();
}
