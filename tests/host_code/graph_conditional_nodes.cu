// A kernel that decides whether a CUDA graph's conditional node runs its body: the handle
// comes from host code (the graph API, set aside here), the kernel sets it through the
// device runtime.
__global__ void decide(const int* flag, cudaGraphConditionalHandle handle) {
    if (threadIdx.x == 0) cudaGraphSetConditional(handle, *flag > 0 ? 1u : 0u);
}

void build(cudaGraph_t graph, const int* flag) {
    cudaGraphConditionalHandle handle;
    cudaGraphConditionalHandleCreate(&handle, graph, 0, cudaGraphCondAssignDefault);
    decide<<<1, 32>>>(flag, handle);
}
