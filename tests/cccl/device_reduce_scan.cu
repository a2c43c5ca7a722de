// CUB's device-wide algorithms called as a host program calls them: the float sum of
// an array (cub::DeviceReduce::Sum) and its inclusive prefix sums
// (cub::DeviceScan::InclusiveSum), each asked for its temporary storage first and then
// run. The compiler instantiates the kernels CUB's dispatch launches (the single-tile
// and two-pass reduce kernels; the scan's tile-state init kernel and its decoupled
// look-back scan kernel); tests/exec_cccl.rs launches them as the dispatch does for
// sm_80.
#include <cub/cub.cuh>

cudaError_t sum(const float* in, float* out, int n, cudaStream_t stream)
{
    size_t bytes = 0;
    cub::DeviceReduce::Sum(nullptr, bytes, in, out, n, stream);
    void* temp = nullptr;
    cudaMalloc(&temp, bytes);
    cudaError_t e = cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
    cudaFree(temp);
    return e;
}

cudaError_t prefix_sums(const float* in, float* out, int n, cudaStream_t stream)
{
    size_t bytes = 0;
    cub::DeviceScan::InclusiveSum(nullptr, bytes, in, out, n, stream);
    void* temp = nullptr;
    cudaMalloc(&temp, bytes);
    cudaError_t e = cub::DeviceScan::InclusiveSum(temp, bytes, in, out, n, stream);
    cudaFree(temp);
    return e;
}
