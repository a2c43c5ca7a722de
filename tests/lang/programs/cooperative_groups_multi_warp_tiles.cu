// Tiles of more than one warp (CUDA's thread_block_tile<64> to <512>, sm_80), as
// cuda-samples' reduction (`multi_warp_cg_reduce`) uses them: a block made with
// this_thread_block(block_tile_memory), tiles of 64, 128 and 256 threads summed by
// cg::reduce, their meta-group rank and size, a shuffle from one thread of a tile to
// all of it, any/all votes, and a tile barrier ordering shared-memory writes between
// the tile's warps.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

// sums[i]: the sum over thread i's tile; place[i]: its tile's rank * 100 + the
// number of tiles * 10 + (rank in the tile % 10).
template <unsigned int TileSize>
__device__ void tile_sums(const int* in, int* sums, int* place) {
    __shared__ cg::block_tile_memory<512> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    cg::thread_block_tile<TileSize> tile = cg::tiled_partition<TileSize>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    sums[i] = cg::reduce(tile, in[i], cg::plus<int>());
    place[i] = tile.meta_group_rank() * 100 + tile.meta_group_size() * 10 + tile.thread_rank() % 10;
}
extern "C" __global__ void tile64_sums(const int* in, int* sums, int* place) { tile_sums<64>(in, sums, place); }
extern "C" __global__ void tile128_sums(const int* in, int* sums, int* place) { tile_sums<128>(in, sums, place); }
extern "C" __global__ void tile256_sums(const int* in, int* sums, int* place) { tile_sums<256>(in, sums, place); }

// Tiles of 128: from[i] is the value of the tile's thread 77 (in its third warp);
// votes[i] = any(value is 5) + 2 * all(value is not negative) over the tile.
extern "C" __global__ void tile_shuffle_and_votes(const int* in, int* from, int* votes) {
    cg::thread_block_tile<128> tile = cg::tiled_partition<128>(cg::this_thread_block());
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    from[i] = tile.shfl(in[i], 77);
    votes[i] = tile.any(in[i] == 5) + 2 * tile.all(in[i] >= 0);
}

// Tiles of 64: each thread stores its value, the tile meets, and each reads the
// value of the thread 33 ranks on (in the tile's other warp), twice over.
extern "C" __global__ void tile_barrier_exchange(const int* in, int* out) {
    __shared__ int staged[256];
    cg::thread_block_tile<64> tile = cg::tiled_partition<64>(cg::this_thread_block());
    unsigned int base = threadIdx.x - tile.thread_rank();
    staged[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    tile.sync();
    int v = staged[base + (tile.thread_rank() + 33) % 64];
    tile.sync();
    staged[threadIdx.x] = v * 2;
    cg::sync(tile);
    out[blockIdx.x * blockDim.x + threadIdx.x] = staged[base + (tile.thread_rank() + 33) % 64];
}
