// cub::WarpReduce and cub::WarpScan: per-warp sum, per-warp minimum, and
// inclusive/exclusive prefix sums within each warp (blocks of 128 threads).
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

extern "C" __global__ void warp_ops(const int* in, int* sums, int* mins, int* incl, int* excl)
{
    using Reduce = cub::WarpReduce<int>;
    using Scan = cub::WarpScan<int>;
    __shared__ typename Reduce::TempStorage rtemp[4];
    __shared__ typename Scan::TempStorage stemp[4];
    int gid = blockIdx.x * 128 + threadIdx.x;
    int warp = threadIdx.x / 32;
    int v = in[gid];
    int s = Reduce(rtemp[warp]).Sum(v);
    int m = Reduce(rtemp[warp]).Reduce(v, cuda::minimum<int>());
    if (threadIdx.x % 32 == 0) {
        sums[gid / 32] = s;
        mins[gid / 32] = m;
    }
    int a, b;
    Scan(stemp[warp]).InclusiveSum(v, a);
    Scan(stemp[warp]).ExclusiveSum(v, b);
    incl[gid] = a;
    excl[gid] = b;
}
