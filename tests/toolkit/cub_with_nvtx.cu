// CUB from a toolkit that has NVTX (CUDA 12.9 and later keep nvtx3/ in include/): CCCL
// then includes NVTX's C++ API, <nvtx3/nvtx3.hpp> (whose classes take std::string and
// std::wstring), and its device-wide algorithms open NVTX ranges in their host code.
// Launch: block_sum grid 1, block 64; in int[64], out int[1]. Expect: out[0] = sum of in.
#include <cub/cub.cuh>

#if !_CCCL_HAS_NVTX3()
#error "CCCL did not include NVTX's C++ API: the toolkit's nvtx3/ headers were not found"
#endif

__global__ void block_sum(const int* in, int* out)
{
    using Reduce = cub::BlockReduce<int, 64>;
    __shared__ typename Reduce::TempStorage tmp;
    int s = Reduce(tmp).Sum(in[threadIdx.x]);
    if (threadIdx.x == 0) out[0] = s;
}

int main()
{
    void* tmp = nullptr;
    size_t bytes = 0;
    int* d = nullptr;
    cub::DeviceReduce::Sum(tmp, bytes, d, d + 1, 64);
    nvtx3::scoped_range range{"main"};
    return 0;
}
