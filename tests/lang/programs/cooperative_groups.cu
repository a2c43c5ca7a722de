// Reductions written with cooperative groups, as CUDA's samples write them:
// warp tiles from tiled_partition, shuffles through the tile, cg::reduce on
// sub-warp tiles, ballots, and coalesced_threads() inside a branch.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cg = cooperative_groups;

// Sum of in[0..n) into *out: per-warp shuffle sums, one atomicAdd per warp.
__global__ void block_sum(const int* in, int* out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int i = blockIdx.x * block.size() + block.thread_rank();
    int v = i < n ? in[i] : 0;
    for (int offset = warp.size() / 2; offset > 0; offset /= 2) v += warp.shfl_down(v, offset);
    if (warp.thread_rank() == 0) atomicAdd(out, v);
}

// For each tile of 8 threads: the tile's maximum (cg::reduce) and the ballot of
// odd values, written by the tile's first thread.
__global__ void tile_stats(const int* in, int* max_out, unsigned int* odd_out) {
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<8>(block);
    int i = blockIdx.x * block.size() + block.thread_rank();
    int v = in[i];
    cg::sync(tile);
    int m = cg::reduce(tile, v, cg::greater<int>());
    unsigned int odd = tile.ballot(v & 1);
    if (cg::thread_rank(tile) == 0) {
        int t = blockIdx.x * tile.meta_group_size() + tile.meta_group_rank();
        max_out[t] = m;
        odd_out[t] = odd;
    }
}

// Threads with positive input form a coalesced group; each writes its rank in
// that group and the group's size.
__global__ void compact_ranks(const int* in, int* rank_out, int* size_out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    rank_out[i] = -1;
    size_out[i] = 0;
    if (in[i] > 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        rank_out[i] = active.thread_rank();
        size_out[i] = active.size();
    }
}

int main() {
    const int n = 1 << 16;
    int *in, *out;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, sizeof(int));
    cudaMemset(out, 0, sizeof(int));
    block_sum<<<n / 256, 256>>>(in, out, n);
    int total = 0;
    cudaMemcpy(&total, out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d\n", total);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
