// CUDA graphs: a graph built node by node (memset, memcpy, kernel, host, empty, child
// graph, allocation and free nodes) with a diamond of dependencies; a graph captured from
// three streams that fork and join through events; launches repeated; a clone; node
// parameters changed in an instantiated graph; cudaGraphExecUpdate with a recaptured
// graph. Each result is checked against the host's own arithmetic.
#include "check.h"

__global__ void axpb(float* y, const float* x, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + b;
}

__global__ void add_into(float* y, const float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += x[i];
}

__global__ void sum(const float* x, int n, float* out) {
  __shared__ float part[128];
  float s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += x[i];
  part[threadIdx.x] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int i = 0; i < blockDim.x; i++) t += part[i];
    *out = t;
  }
}

static int host_runs = 0;
static float seen_total = 0;
static void CUDART_CB after(void* p) {
  host_runs++;
  seen_total = *(float*)p;
}

static const int N = 1000;

// The sum over i of a * i + b.
static float expected_sum(float a, float b) { return a * (N - 1) * N / 2.0f + b * N; }

static void built_by_hand(float* x, float* y, float* total_d, float* h_in, float* total_h) {
  cudaGraph_t g;
  CHECK_CUDA(cudaGraphCreate(&g, 0));
  cudaGraphNode_t set_y, copy_in, scale, add, reduce, copy_out, host, join;

  cudaMemsetParams ms = {};
  ms.dst = y;
  ms.value = 0;
  ms.elementSize = 4;
  ms.width = N;
  ms.height = 1;
  CHECK_CUDA(cudaGraphAddMemsetNode(&set_y, g, nullptr, 0, &ms));

  cudaMemcpy3DParms cp = {};
  cp.srcPtr = make_cudaPitchedPtr(h_in, N * sizeof(float), N, 1);
  cp.dstPtr = make_cudaPitchedPtr(x, N * sizeof(float), N, 1);
  cp.extent = make_cudaExtent(N * sizeof(float), 1, 1);
  cp.kind = cudaMemcpyHostToDevice;
  CHECK_CUDA(cudaGraphAddMemcpyNode(&copy_in, g, nullptr, 0, &cp));

  // The diamond: scale and add both wait for the copy; the sum waits for both.
  float a = 2.0f, b = 1.0f;
  int n = N;
  float* scaled;
  cudaMemAllocNodeParams alloc = {};
  alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  alloc.poolProps.location.type = cudaMemLocationTypeDevice;
  alloc.poolProps.location.id = 0;
  alloc.bytesize = N * sizeof(float);
  cudaGraphNode_t alloc_node, free_node;
  CHECK_CUDA(cudaGraphAddMemAllocNode(&alloc_node, g, nullptr, 0, &alloc));
  scaled = (float*)alloc.dptr;
  CHECK(scaled != nullptr);

  cudaKernelNodeParams kp = {};
  void* scale_args[] = {&scaled, &x, &a, &b, &n};
  kp.func = (void*)axpb;
  kp.gridDim = dim3((N + 127) / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = scale_args;
  cudaGraphNode_t scale_deps[] = {copy_in, alloc_node};
  CHECK_CUDA(cudaGraphAddKernelNode(&scale, g, scale_deps, 2, &kp));
  a = 100.0f;  // the node copied its arguments when it was made

  void* add_args[] = {&y, &x, &n};
  kp.func = (void*)add_into;
  kp.kernelParams = add_args;
  cudaGraphNode_t add_deps[] = {copy_in, set_y};
  CHECK_CUDA(cudaGraphAddKernelNode(&add, g, add_deps, 2, &kp));

  // The sum of y + scaled lands in total_d, through a child graph.
  cudaGraph_t child;
  CHECK_CUDA(cudaGraphCreate(&child, 0));
  cudaGraphNode_t c_add, c_sum;
  void* c_add_args[] = {&y, &scaled, &n};
  kp.func = (void*)add_into;
  kp.kernelParams = c_add_args;
  CHECK_CUDA(cudaGraphAddKernelNode(&c_add, child, nullptr, 0, &kp));
  void* sum_args[] = {&y, &n, &total_d};
  kp.func = (void*)sum;
  kp.gridDim = dim3(1);
  kp.kernelParams = sum_args;
  CHECK_CUDA(cudaGraphAddKernelNode(&c_sum, child, &c_add, 1, &kp));
  cudaGraphNode_t reduce_deps[] = {scale, add};
  CHECK_CUDA(cudaGraphAddChildGraphNode(&reduce, g, reduce_deps, 2, child));
  CHECK_CUDA(cudaGraphDestroy(child));  // the node holds its own copy
  CHECK_CUDA(cudaGraphAddMemFreeNode(&free_node, g, &reduce, 1, scaled));

  CHECK_CUDA(cudaGraphAddMemcpyNode1D(&copy_out, g, &reduce, 1, total_h, total_d, sizeof(float),
                                      cudaMemcpyDeviceToHost));
  cudaHostNodeParams hp = {after, total_h};
  CHECK_CUDA(cudaGraphAddHostNode(&host, g, &copy_out, 1, &hp));
  cudaGraphNode_t join_deps[] = {host, free_node};
  CHECK_CUDA(cudaGraphAddEmptyNode(&join, g, join_deps, 2));

  size_t count = 0;
  CHECK_CUDA(cudaGraphGetNodes(g, nullptr, &count));
  CHECK(count == 10);
  CHECK_CUDA(cudaGraphGetRootNodes(g, nullptr, &count));
  CHECK(count == 3);
  cudaGraphNodeType type;
  CHECK_CUDA(cudaGraphNodeGetType(reduce, &type));
  CHECK(type == cudaGraphNodeTypeGraph);
  CHECK_CUDA(cudaGraphNodeGetDependencies(scale, nullptr, nullptr, &count));
  CHECK(count == 2);

  for (int i = 0; i < N; i++) h_in[i] = (float)i;
  cudaGraphExec_t exec;
  CHECK_CUDA(cudaGraphInstantiate(&exec, g, 0));
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));
  // x = i; scaled = 2i + 1; y = 0 + x, then y += scaled: 3i + 1 summed.
  for (int launch = 0; launch < 3; launch++) {
    *total_h = -1;
    CHECK_CUDA(cudaGraphLaunch(exec, s));
    CHECK_CUDA(cudaStreamSynchronize(s));
    CHECK(*total_h == expected_sum(3, 1));
    CHECK(seen_total == *total_h);
  }
  CHECK(host_runs == 3);

  // New arguments for the scale node, in the instantiated graph only.
  float a2 = 4.0f, b2 = 0.0f;
  void* new_args[] = {&scaled, &x, &a2, &b2, &n};
  kp.func = (void*)axpb;
  kp.gridDim = dim3((N + 127) / 128);
  kp.kernelParams = new_args;
  CHECK_CUDA(cudaGraphExecKernelNodeSetParams(exec, scale, &kp));
  CHECK_CUDA(cudaGraphLaunch(exec, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK(*total_h == expected_sum(5, 0));

  // A clone runs as the original graph does, with the original parameters.
  cudaGraph_t copy;
  cudaGraphExec_t copy_exec;
  CHECK_CUDA(cudaGraphClone(&copy, g));
  cudaGraphNode_t scale_in_copy;
  CHECK_CUDA(cudaGraphNodeFindInClone(&scale_in_copy, scale, copy));
  CHECK(scale_in_copy != scale);
  CHECK_CUDA(cudaGraphInstantiate(&copy_exec, copy, 0));
  CHECK_CUDA(cudaGraphLaunch(copy_exec, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK(*total_h == expected_sum(3, 1));
  CHECK(host_runs == 5);

  CHECK_CUDA(cudaGraphExecDestroy(copy_exec));
  CHECK_CUDA(cudaGraphExecDestroy(exec));
  CHECK_CUDA(cudaGraphDestroy(copy));
  CHECK_CUDA(cudaGraphDestroy(g));
  CHECK_CUDA(cudaStreamDestroy(s));
}

// One step of captured work: fork to two streams, join, sum.
static void capture_step(cudaStream_t s1, cudaStream_t s2, cudaStream_t s3, cudaEvent_t fork,
                         cudaEvent_t left, cudaEvent_t right, float* x, float* y, float* total_d,
                         float* total_h, float a) {
  int n = N;
  CHECK_CUDA(cudaEventRecord(fork, s1));
  CHECK_CUDA(cudaStreamWaitEvent(s2, fork, 0));
  CHECK_CUDA(cudaStreamWaitEvent(s3, fork, 0));
  axpb<<<(N + 127) / 128, 128, 0, s2>>>(x, x, 0.0f, 1.0f, n);  // x = 1
  CHECK_CUDA(cudaEventRecord(left, s2));
  CHECK_CUDA(cudaMemsetAsync(y, 0, N * sizeof(float), s3));
  CHECK_CUDA(cudaEventRecord(right, s3));
  CHECK_CUDA(cudaStreamWaitEvent(s1, left, 0));
  CHECK_CUDA(cudaStreamWaitEvent(s1, right, 0));
  axpb<<<(N + 127) / 128, 128, 0, s1>>>(y, x, a, 0.0f, n);  // y = a
  sum<<<1, 128, 0, s1>>>(y, n, total_d);
  CHECK_CUDA(cudaMemcpyAsync(total_h, total_d, sizeof(float), cudaMemcpyDeviceToHost, s1));
}

static void captured(float* x, float* y, float* total_d, float* total_h) {
  cudaStream_t s1, s2, s3;
  CHECK_CUDA(cudaStreamCreate(&s1));
  CHECK_CUDA(cudaStreamCreate(&s2));
  CHECK_CUDA(cudaStreamCreate(&s3));
  cudaEvent_t fork, left, right;
  CHECK_CUDA(cudaEventCreate(&fork));
  CHECK_CUDA(cudaEventCreate(&left));
  CHECK_CUDA(cudaEventCreate(&right));

  *total_h = -1;
  cudaGraph_t g;
  CHECK_CUDA(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus status;
  CHECK_CUDA(cudaStreamIsCapturing(s1, &status));
  CHECK(status == cudaStreamCaptureStatusActive);
  capture_step(s1, s2, s3, fork, left, right, x, y, total_d, total_h, 7.0f);
  CHECK_CUDA(cudaStreamIsCapturing(s2, &status));
  CHECK(status == cudaStreamCaptureStatusActive);
  CHECK_CUDA(cudaStreamEndCapture(s1, &g));
  CHECK(*total_h == -1);  // captured, not run
  CHECK_CUDA(cudaStreamIsCapturing(s1, &status));
  CHECK(status == cudaStreamCaptureStatusNone);

  size_t count = 0;
  CHECK_CUDA(cudaGraphGetNodes(g, nullptr, &count));
  CHECK(count == 5);  // two kernels and a memset forked, the sum, the copy back
  CHECK_CUDA(cudaGraphGetRootNodes(g, nullptr, &count));
  CHECK(count == 2);

  cudaGraphExec_t exec;
  CHECK_CUDA(cudaGraphInstantiate(&exec, g, 0));
  CHECK_CUDA(cudaGraphLaunch(exec, s1));
  CHECK_CUDA(cudaStreamSynchronize(s1));
  CHECK(*total_h == 7.0f * N);

  // Recaptured with another factor: the same shape, so the instantiation takes it.
  cudaGraph_t g2;
  CHECK_CUDA(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  capture_step(s1, s2, s3, fork, left, right, x, y, total_d, total_h, 9.0f);
  CHECK_CUDA(cudaStreamEndCapture(s1, &g2));
  cudaGraphExecUpdateResultInfo info;
  CHECK_CUDA(cudaGraphExecUpdate(exec, g2, &info));
  CHECK(info.result == cudaGraphExecUpdateSuccess);
  CHECK_CUDA(cudaGraphLaunch(exec, s1));
  CHECK_CUDA(cudaStreamSynchronize(s1));
  CHECK(*total_h == 9.0f * N);

  // A graph of another shape is refused.
  cudaGraph_t empty;
  CHECK_CUDA(cudaGraphCreate(&empty, 0));
  CHECK(cudaGraphExecUpdate(exec, empty, &info) == cudaErrorGraphExecUpdateFailure);
  CHECK(info.result == cudaGraphExecUpdateErrorTopologyChanged);
  cudaGetLastError();

  CHECK_CUDA(cudaGraphExecDestroy(exec));
  CHECK_CUDA(cudaGraphDestroy(g));
  CHECK_CUDA(cudaGraphDestroy(g2));
  CHECK_CUDA(cudaGraphDestroy(empty));
  CHECK_CUDA(cudaStreamDestroy(s1));
  CHECK_CUDA(cudaStreamDestroy(s2));
  CHECK_CUDA(cudaStreamDestroy(s3));
}

int main() {
  float *x, *y, *total_d, *h_in, *total_h;
  CHECK_CUDA(cudaMalloc(&x, N * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&y, N * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&total_d, sizeof(float)));
  CHECK_CUDA(cudaMallocHost(&h_in, N * sizeof(float)));
  CHECK_CUDA(cudaMallocHost(&total_h, sizeof(float)));
  built_by_hand(x, y, total_d, h_in, total_h);
  captured(x, y, total_d, total_h);
  CHECK_CUDA(cudaFree(x));
  CHECK_CUDA(cudaFree(y));
  CHECK_CUDA(cudaFree(total_d));
  CHECK_CUDA(cudaFreeHost(h_in));
  CHECK_CUDA(cudaFreeHost(total_h));
  return verdict();
}
