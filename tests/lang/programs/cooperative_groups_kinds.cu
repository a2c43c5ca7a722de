// More cooperative-groups kinds, as CUDA's samples use them: a tile shuffling
// a vector type, shuffles within a coalesced group, binary_partition and
// labeled_partition reduced with cg::reduce, the type-erased thread_group
// (whole block and a run-time sized tile), this_thread_block(scratch), and
// cg::reduce of a struct over a tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

// out[i] = in[i ^ 1]: neighbours swap a uint4 through a warp tile.
__global__ void tile_vector_xor(const uint4* in, uint4* out) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = warp.shfl_xor(in[i], 1);
}

// A struct of the program's own reduced over a warp tile by cg::reduce with a
// function (the tile shuffles it word by word): every lane gets the tile's least
// and greatest input, and a char shuffled down by one lane.
struct Span2 {
    float lo;
    float hi;
};
__device__ Span2 widen(Span2 a, Span2 b) { return {fminf(a.lo, b.lo), fmaxf(a.hi, b.hi)}; }
__global__ void tile_struct_reduce(const float* in, float* lo, float* hi, char* below) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    Span2 s = cg::reduce(warp, Span2{in[i], in[i]}, widen);
    lo[i] = s.lo;
    hi[i] = s.hi;
    char c = (char)(i * 3);
    below[i] = warp.shfl_down(c, 1);
}

// Threads with positive input: the group's first value, the value of the rank
// one above, and of the rank two below (own value past either end).
__global__ void coalesced_shuffles(const int* in, int* first, int* down, int* up) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    first[i] = down[i] = up[i] = -1;
    if (in[i] > 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        first[i] = active.shfl(in[i], 0);
        down[i] = active.shfl_down(in[i], 1);
        up[i] = active.shfl_up(in[i], 2);
    }
}

// Per warp: the sum over the threads of the same parity (binary_partition,
// reduced in each branch as binaryPartitionCG does), and the count of the
// threads of the same in % 3 (labeled_partition).
__global__ void partitions(const int* in, int* parity_sum, int* label_size) {
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i];
    cg::coalesced_group same_parity = cg::binary_partition(warp, v & 1);
    if (v & 1) parity_sum[i] = cg::reduce(same_parity, v, cg::plus<int>());
    else parity_sum[i] = cg::reduce(same_parity, v, cg::plus<int>());
    cg::coalesced_group active = cg::coalesced_threads();
    cg::coalesced_group same_label = cg::labeled_partition(active, v % 3);
    label_size[i] = same_label.size();
}

// cg::reduce with each integer operator over the labeled_partition by v % 3 of
// the threads whose index is not a multiple of 5 (groups of every size, masks
// with gaps); the others write 7.
__global__ void labeled_reductions(const int* in, int* hi, int* lo, unsigned* sum, unsigned* ands,
                                   unsigned* ors, unsigned* xors) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i];
    unsigned u = (unsigned)v * 2654435761u;
    hi[i] = lo[i] = 7;
    sum[i] = ands[i] = ors[i] = xors[i] = 7;
    if (i % 5 != 0) {
        cg::coalesced_group same = cg::labeled_partition(cg::coalesced_threads(), v % 3);
        hi[i] = cg::reduce(same, v, cg::greater<int>());
        lo[i] = cg::reduce(same, v, cg::less<int>());
        sum[i] = cg::reduce(same, u, cg::plus<unsigned>());
        ands[i] = cg::reduce(same, u, cg::bit_and<unsigned>());
        ors[i] = cg::reduce(same, u, cg::bit_or<unsigned>());
        xors[i] = cg::reduce(same, u, cg::bit_xor<unsigned>());
    }
}

// The sum of val over g, valid in g's rank 0 (simpleCooperativeGroups' reduction).
__device__ int group_sum(cg::thread_group g, int* scratch, int val) {
    int lane = g.thread_rank();
    for (int half = g.size() / 2; half > 0; half /= 2) {
        scratch[lane] = val;
        g.sync();
        if (lane < half) val += scratch[lane + half];
        cg::sync(g);
    }
    return val;
}

// Per block: the sum of the ranks over the whole block, and of the ranks within
// each tile of `tile` threads; each thread's rank and size in its tile.
__global__ void erased_groups(int tile, int* block_sum, int* tile_sum, int* tile_rank, int* tile_size) {
    __shared__ int scratch[128];
    cg::thread_group block = cg::this_thread_block();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int total = group_sum(block, scratch, block.thread_rank());
    if (block.thread_rank() == 0) block_sum[blockIdx.x] = total;
    block.sync();
    cg::thread_group part = cg::tiled_partition(block, tile);
    int base = block.thread_rank() - part.thread_rank();
    int sum = group_sum(part, scratch + base, part.thread_rank() * 10);
    if (part.thread_rank() == 0) tile_sum[i / tile] = sum;
    tile_rank[i] = cg::thread_rank(part);
    tile_size[i] = cg::group_size(part);
}

// this_thread_block over CUDA's scratch for large tiles.
template <unsigned int BlockSize>
__global__ void scratch_block(int* out) {
    __shared__ cg::block_tile_memory<BlockSize> scratch;
    cg::thread_block block = cg::this_thread_block(scratch);
    out[blockIdx.x * BlockSize + block.thread_rank()] = block.size();
}
template __global__ void scratch_block<64>(int*);

int main() { return 0; }

// cg::memcpy_async and cg::wait (<cooperative_groups/memcpy_async.h>): the block
// stages 256 ints in shared memory and writes them reversed; each warp tile also
// copies 37 bytes (a size no 16-byte access fits) and writes them back.
#include <cooperative_groups/memcpy_async.h>

__global__ void staged_reverse(const int* in, int* out, const char* bytes, char* bytes_out) {
    __shared__ alignas(16) int stage[256];
    __shared__ char odd[2][37];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, stage, in + blockIdx.x * 256, sizeof(stage));
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int warp = threadIdx.x / 32;
    if (warp < 2)
        cg::memcpy_async(tile, odd[warp], bytes + warp * 37, 37);
    cg::wait(block);
    for (int i = threadIdx.x; i < 256; i += blockDim.x)
        out[blockIdx.x * 256 + i] = stage[255 - i];
    if (warp < 2)
        for (unsigned int i = tile.thread_rank(); i < 37; i += tile.num_threads())
            bytes_out[warp * 37 + i] = odd[warp][i];
}

// The grid group outside a cooperative launch: not valid, so grid.sync() (whose
// barrier ptxas checks here) is not reached; each thread records its block index
// and the grid's shape in blocks.
__global__ void grid_outside_cooperative_launch(int* valid, int* where) {
    cg::grid_group grid = cg::this_grid();
    unsigned long long rank = grid.thread_rank();
    valid[rank] = grid.is_valid() ? 1 : 2;
    if (grid.is_valid()) cg::sync(grid);
    where[rank] = grid.block_index().x * 100 + grid.dim_blocks().x * 10 + (int)grid.num_blocks();
}
