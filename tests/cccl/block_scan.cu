// cub::BlockScan over 4 items per thread (blocks of 64 threads): exclusive and
// inclusive prefix sums, and an inclusive running maximum.
#include <cub/block/block_scan.cuh>

extern "C" __global__ void block_scan(const int* in, int* excl, int* incl, int* runmax)
{
    using Scan = cub::BlockScan<int, 64>;
    __shared__ typename Scan::TempStorage temp;
    int base = (blockIdx.x * 64 + threadIdx.x) * 4;
    int items[4], out[4];
    for (int k = 0; k < 4; ++k)
        items[k] = in[base + k];
    Scan(temp).ExclusiveSum(items, out);
    for (int k = 0; k < 4; ++k)
        excl[base + k] = out[k];
    __syncthreads();
    Scan(temp).InclusiveSum(items, out);
    for (int k = 0; k < 4; ++k)
        incl[base + k] = out[k];
    __syncthreads();
    Scan(temp).InclusiveScan(items, out, cuda::maximum<int>());
    for (int k = 0; k < 4; ++k)
        runmax[base + k] = out[k];
}
