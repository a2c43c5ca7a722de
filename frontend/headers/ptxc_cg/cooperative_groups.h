/*
 * <cooperative_groups.h>, written by ptxc: the thread groups kernels use for
 * block- and warp-level cooperation, built on the runtime's barriers, warp
 * shuffles and votes (every member inlines to the instruction CUDA's own
 * header would use).
 *
 * Provided: thread_block (this_thread_block()), thread_block_tile<N> for
 * N = 1, 2, 4, 8, 16, 32 (tiled_partition<N>(parent)), coalesced_group
 * (coalesced_threads()), grid_group (this_grid(): ranks and sizes; its sync()
 * needs a cooperative launch and is not provided), and the free functions
 * sync(g), thread_rank(g), group_size(g). cg::reduce and the operator
 * functors are in <cooperative_groups/reduce.h>.
 */
#pragma once

namespace cooperative_groups {

namespace details {
/* The calling thread's linear index in its block. */
static __device__ __forceinline__ unsigned int block_rank() {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
static __device__ __forceinline__ unsigned int block_threads() {
    return blockDim.x * blockDim.y * blockDim.z;
}
static __device__ __forceinline__ dim3 make_dim3(unsigned int x, unsigned int y, unsigned int z) {
    dim3 d = {x, y, z};
    return d;
}
}  // namespace details

class thread_block {
public:
    __device__ void sync() const { __syncthreads(); }
    __device__ unsigned int thread_rank() const { return details::block_rank(); }
    __device__ unsigned int size() const { return details::block_threads(); }
    __device__ unsigned int num_threads() const { return details::block_threads(); }
    __device__ dim3 group_index() const { return details::make_dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __device__ dim3 thread_index() const { return details::make_dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __device__ dim3 group_dim() const { return details::make_dim3(blockDim.x, blockDim.y, blockDim.z); }
    __device__ dim3 dim_threads() const { return details::make_dim3(blockDim.x, blockDim.y, blockDim.z); }
};

static __device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }

class grid_group {
public:
    __device__ unsigned long long thread_rank() const {
        unsigned long long block = (blockIdx.z * (unsigned long long)gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
        return block * details::block_threads() + details::block_rank();
    }
    __device__ unsigned long long size() const {
        return (unsigned long long)gridDim.x * gridDim.y * gridDim.z * details::block_threads();
    }
    __device__ unsigned long long num_threads() const { return size(); }
    __device__ unsigned long long block_rank() const {
        return (blockIdx.z * (unsigned long long)gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    }
    __device__ unsigned long long num_blocks() const { return (unsigned long long)gridDim.x * gridDim.y * gridDim.z; }
    __device__ dim3 group_dim() const { return details::make_dim3(gridDim.x, gridDim.y, gridDim.z); }
};

static __device__ __forceinline__ grid_group this_grid() { return grid_group(); }

/* The shuffles of a group: each T the runtime's __shfl*_sync accept. */
#define PTXC_CG_SHUFFLES(T)                                                                            \
    __device__ T shfl(T v, int src) const { return __shfl_sync(mask(), v, src, Size); }                 \
    __device__ T shfl_down(T v, unsigned int d) const { return __shfl_down_sync(mask(), v, d, Size); }  \
    __device__ T shfl_up(T v, unsigned int d) const { return __shfl_up_sync(mask(), v, d, Size); }      \
    __device__ T shfl_xor(T v, int lane_mask) const { return __shfl_xor_sync(mask(), v, lane_mask, Size); }

/* A tile of Size consecutive threads of the block (Size a power of two, at most 32). */
template <unsigned int Size>
class thread_block_tile {
    static_assert(Size == 1 || Size == 2 || Size == 4 || Size == 8 || Size == 16 || Size == 32,
                  "thread_block_tile size must be a power of two no larger than 32");

public:
    /* The lanes of this tile within the warp. */
    __device__ unsigned int mask() const {
        if (Size == 32) return 0xffffffffu;
        unsigned int base = __laneid() & ~(Size - 1);
        return ((1u << Size) - 1) << base;
    }
    __device__ void sync() const { __syncwarp(mask()); }
    __device__ unsigned int thread_rank() const { return details::block_rank() & (Size - 1); }
    __device__ unsigned int size() const { return Size; }
    __device__ unsigned int num_threads() const { return Size; }
    __device__ unsigned int meta_group_rank() const { return details::block_rank() / Size; }
    __device__ unsigned int meta_group_size() const { return (details::block_threads() + Size - 1) / Size; }
    PTXC_CG_SHUFFLES(int)
    PTXC_CG_SHUFFLES(unsigned int)
    PTXC_CG_SHUFFLES(long long)
    PTXC_CG_SHUFFLES(unsigned long long)
    PTXC_CG_SHUFFLES(float)
    PTXC_CG_SHUFFLES(double)
    __device__ int any(int predicate) const { return __any_sync(mask(), predicate); }
    __device__ int all(int predicate) const { return __all_sync(mask(), predicate); }
    /* Bit k is the predicate of the tile's thread k. */
    __device__ unsigned int ballot(int predicate) const {
        unsigned int bits = __ballot_sync(mask(), predicate);
        return Size == 32 ? bits : (bits >> (__laneid() & ~(Size - 1))) & ((1u << Size) - 1);
    }
};
#undef PTXC_CG_SHUFFLES

/* (The deduced return type keeps the tile type out of the template's signature.) */
template <unsigned int Size>
static __device__ __forceinline__ auto tiled_partition(const thread_block&) {
    return thread_block_tile<Size>();
}

/* The threads of the warp active at the point of the call. */
class coalesced_group {
    unsigned int lanes;

public:
    __device__ explicit coalesced_group(unsigned int m) : lanes(m) {}
    __device__ unsigned int mask() const { return lanes; }
    __device__ void sync() const { __syncwarp(lanes); }
    __device__ unsigned int thread_rank() const { return __popc(lanes & __lanemask_lt()); }
    __device__ unsigned int size() const { return __popc(lanes); }
    __device__ unsigned int num_threads() const { return __popc(lanes); }
    __device__ int any(int predicate) const { return __any_sync(lanes, predicate); }
    __device__ int all(int predicate) const { return __all_sync(lanes, predicate); }
    __device__ unsigned int ballot(int predicate) const { return __ballot_sync(lanes, predicate); }
};

static __device__ __forceinline__ coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

static __device__ __forceinline__ void sync(const thread_block& g) { g.sync(); }
static __device__ __forceinline__ void sync(const coalesced_group& g) { g.sync(); }
template <unsigned int Size>
static __device__ __forceinline__ void sync(const thread_block_tile<Size>& g) { g.sync(); }
template <unsigned int Size>
static __device__ __forceinline__ unsigned int thread_rank(const thread_block_tile<Size>& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int thread_rank(const thread_block& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int group_size(const thread_block& g) { return g.size(); }

}  // namespace cooperative_groups
