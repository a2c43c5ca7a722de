// A host function that names the runtime's error codes (CUB's architecture dispatch
// starts from cudaErrorInvalidDeviceFunction) is checked like any other, so the kernel
// it launches is emitted; with an undeclared code its body was set aside and no kernel
// made.
template <int N> __global__ void fill(int* p) { p[threadIdx.x] = N; }

cudaError_t dispatch(int* p, int cc) {
    cudaError_t e = cudaErrorInvalidDeviceFunction;
    if (cc == 80) {
        fill<80><<<1, 32>>>(p);
        e = cudaGetLastError();
    } else if (e == cudaErrorNoKernelImageForDevice || e == cudaErrorUnsupportedPtxVersion) {
        e = cudaErrorInvalidPtx;
    }
    return e;
}
