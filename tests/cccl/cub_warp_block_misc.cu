// More of CUB's collectives in one block of 128 threads, 4 items each:
// cub::WarpMergeSort sorts each warp's 128 items, cub::WarpExchange turns the
// warp's blocked arrangement striped, cub::BlockDiscontinuity flags the heads
// of runs in the block's blocked arrangement, cub::BlockShuffle hands every
// thread its successor's first item; plus cuda::std bit functions, __fns and
// the integer warp reductions.
#include <cub/block/block_discontinuity.cuh>
#include <cub/block/block_shuffle.cuh>
#include <cub/warp/warp_exchange.cuh>
#include <cub/warp/warp_merge_sort.cuh>
#include <cuda/std/bit>
#include <cuda/std/functional>

struct Less {
    __device__ bool operator()(int a, int b) const { return a < b; }
};

extern "C" __global__ void cub_misc(const int* in, int* sorted, int* striped, int* heads, int* next, unsigned* bits)
{
    int t = threadIdx.x, warp = t / 32;
    int items[4];
    for (int i = 0; i < 4; ++i)
        items[i] = in[t * 4 + i];

    using Sort = cub::WarpMergeSort<int, 4, 32>;
    __shared__ typename Sort::TempStorage sort_temp[4];
    Sort(sort_temp[warp]).Sort(items, Less());
    for (int i = 0; i < 4; ++i)
        sorted[t * 4 + i] = items[i];

    using Disc = cub::BlockDiscontinuity<int, 128>;
    __shared__ typename Disc::TempStorage disc_temp;
    int flags[4];
    Disc(disc_temp).FlagHeads(flags, items, cuda::std::not_equal_to<int>());
    for (int i = 0; i < 4; ++i)
        heads[t * 4 + i] = flags[i];

    using Shuffle = cub::BlockShuffle<int, 128>;
    __shared__ typename Shuffle::TempStorage shuffle_temp;
    int succ = -7;
    Shuffle(shuffle_temp).Offset(items[0], succ, 1);
    next[t] = succ;

    using Exchange = cub::WarpExchange<int, 4, 32>;
    __shared__ typename Exchange::TempStorage exchange_temp[4];
    int out[4];
    Exchange(exchange_temp[warp]).BlockedToStriped(items, out);
    for (int i = 0; i < 4; ++i)
        striped[t * 4 + i] = out[i];

    unsigned u = static_cast<unsigned>(in[t * 4]) * 2654435761u;
    bits[t * 6 + 0] = cuda::std::popcount(u);
    bits[t * 6 + 1] = cuda::std::countl_zero(u);
    bits[t * 6 + 2] = cuda::std::rotl(u, 7);
    bits[t * 6 + 3] = __fns(u, t % 32, (t % 7) - 3);
    bits[t * 6 + 4] = __reduce_max_sync(0xffffffffu, u);
    bits[t * 6 + 5] = __reduce_xor_sync(0xffffffffu, u);
}
