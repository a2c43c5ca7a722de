// Managed memory touched by host and kernels in turn; streams, events and host
// functions in stream order; device queries.
#include "check.h"

__global__ void bump(int* v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) v[i] += i;
}

static int host_calls = 0;
static void CUDART_CB note_done(void* arg) { host_calls += *(int*)arg; }

int main() {
  int n = 4096;
  int* v = nullptr;
  CHECK_CUDA(cudaMallocManaged(&v, n * sizeof(int)));
  for (int i = 0; i < n; i++) v[i] = 1;
  bump<<<8, 128>>>(v, n);
  CHECK_CUDA(cudaDeviceSynchronize());
  long sum = 0;
  for (int i = 0; i < n; i++) sum += v[i];
  CHECK(sum == n + (long)n * (n - 1) / 2);

  cudaStream_t s1, s2;
  CHECK_CUDA(cudaStreamCreate(&s1));
  CHECK_CUDA(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  cudaEvent_t start, stop, between;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  CHECK_CUDA(cudaEventCreateWithFlags(&between, cudaEventDisableTiming));
  CHECK_CUDA(cudaEventRecord(start, s1));
  bump<<<4, 64, 0, s1>>>(v, n);
  CHECK_CUDA(cudaEventRecord(between, s1));
  CHECK_CUDA(cudaStreamWaitEvent(s2, between, 0));
  bump<<<4, 64, 0, s2>>>(v, n);
  int weight = 5;
  CHECK_CUDA(cudaLaunchHostFunc(s2, note_done, &weight));
  CHECK_CUDA(cudaEventRecord(stop, s2));
  CHECK_CUDA(cudaEventSynchronize(stop));
  CHECK_CUDA(cudaStreamSynchronize(s1));
  CHECK(cudaStreamQuery(s2) == cudaSuccess);
  float ms = -1.0f;
  CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
  CHECK(ms >= 0.0f);
  CHECK(host_calls == 5);
  CHECK(v[10] == 1 + 3 * 10);
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  CHECK_CUDA(cudaEventDestroy(between));
  CHECK_CUDA(cudaStreamDestroy(s1));
  CHECK_CUDA(cudaStreamDestroy(s2));
  CHECK(cudaStreamDestroy(s2) == cudaErrorInvalidResourceHandle);
  cudaGetLastError();

  int count = 0, dev = -1, major = 0, warp = 0;
  CHECK_CUDA(cudaGetDeviceCount(&count));
  CHECK(count == 1);
  CHECK_CUDA(cudaSetDevice(0));
  CHECK_CUDA(cudaGetDevice(&dev));
  CHECK(dev == 0);
  cudaDeviceProp p;
  CHECK_CUDA(cudaGetDeviceProperties(&p, 0));
  CHECK(p.major == 8 && p.minor == 0 && p.warpSize == 32 && p.maxThreadsPerBlock == 1024);
  CHECK(p.multiProcessorCount > 0 && p.sharedMemPerBlock == 48 * 1024 && p.managedMemory == 1);
  CHECK_CUDA(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  CHECK_CUDA(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0));
  CHECK(major == 8 && warp == 32);
  CHECK(cudaSetDevice(1) == cudaErrorInvalidDevice);
  cudaGetLastError();
  int blocks = 0;
  CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, bump, 256, 0));
  CHECK(blocks >= 1);
  cudaFuncAttributes fa;
  CHECK_CUDA(cudaFuncGetAttributes(&fa, bump));
  CHECK(fa.maxThreadsPerBlock >= 256);
  int runtime_version = 0;
  CHECK_CUDA(cudaRuntimeGetVersion(&runtime_version));
  CHECK(runtime_version >= 13000);
  void* args[] = {&v, &n};
  CHECK_CUDA(cudaLaunchKernel((const void*)bump, dim3(2), dim3(32), args, 0, 0));
  CHECK_CUDA(cudaLaunchCooperativeKernel((const void*)bump, dim3(2), dim3(32), args, 0, 0));
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK(v[7] == 1 + 5 * 7);
  cudaMemPool_t pool;
  CHECK_CUDA(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long threshold = 1 << 20, read_back = 0;
  CHECK_CUDA(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  CHECK_CUDA(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &read_back));
  CHECK(read_back == threshold);
  CHECK(cudaDeviceEnablePeerAccess(1, 0) == cudaErrorInvalidDevice);
  cudaGetLastError();
  CHECK_CUDA(cudaFree(v));
  return verdict();
}
