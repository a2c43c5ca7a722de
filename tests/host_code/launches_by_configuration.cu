// Kernels launched without <<<>>>: cudaLaunchKernelEx with a configuration record and a
// launch attribute (through a forwarding template, the kernel a function-pointer
// value), and cudaLaunchKernel with an array of argument pointers. nvcc emits both
// kernels; their names below are nvcc's.
template <bool Normalize>
__global__ void rows(const float* x, float* y, int n) {
    int i = threadIdx.x;
    if (i < n) y[i] = Normalize ? x[i] / n : x[i];
}

__global__ void mark(int* p) { p[threadIdx.x] = 1; }

template <typename Kernel, typename... Args>
static void launch_serialized(Kernel kernel, dim3 grid, dim3 block, cudaStream_t stream, Args&&... args) {
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attr.val.programmaticStreamSerializationAllowed = 1;
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = grid;
    cfg.blockDim = block;
    cfg.dynamicSmemBytes = 0;
    cfg.stream = stream;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    cudaLaunchKernelEx(&cfg, kernel, args...);
}

void run(const float* x, float* y, int n, int* p) {
    launch_serialized(rows<true>, dim3(1), dim3(32), 0, x, y, n);
    void* args[] = {&p};
    cudaLaunchKernel((const void*)mark, dim3(1), dim3(32), args, 0, 0);
    static_assert(sizeof(cudaLaunchAttribute) == 72, "id, padding and a 64-byte value");
}
