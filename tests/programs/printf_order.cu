// Device printf reaches stdout in launch order, between the host's own lines.
#include <cstdio>

__global__ void hello(int launch) {
  if (threadIdx.x < 3) printf("launch %d block %d thread %d\n", launch, blockIdx.x, threadIdx.x);
}

int main() {
  printf("host before\n");
  hello<<<2, 32>>>(1);
  cudaDeviceSynchronize();
  printf("host between\n");
  hello<<<1, 32>>>(2);
  cudaDeviceSynchronize();
  printf("host after\nPASS\n");
  return 0;
}
