/*
 * <cooperative_groups/reduce.h>, written by ptxc: cg::reduce over a
 * thread_block_tile (of one warp or several) with the operator functors (plus, less, greater,
 * bit_and, bit_or, bit_xor), and over a coalesced_group (of any size; one
 * redux.sync for 32-bit integers on sm_80 and later).
 * Every thread of the group gets the result, as in CUDA; on a tile the
 * reduction is a butterfly of shfl_xor steps, so the combination order is the
 * same in every lane.
 */
#pragma once
#include <cooperative_groups.h>

namespace cooperative_groups {

template <typename T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T> struct less { __device__ T operator()(T a, T b) const { return b < a ? b : a; } };
template <typename T> struct greater { __device__ T operator()(T a, T b) const { return a < b ? b : a; } };
template <typename T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <typename T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <typename T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };

namespace details {
template <unsigned int Size, typename T, typename Op>
static __device__ __forceinline__ T tile_reduce(const warp_tile<Size>& g, T value, Op op) {
    for (unsigned int offset = Size / 2; offset > 0; offset /= 2) value = op(value, g.shfl_xor(value, offset));
    return value;
}
/* A multi-warp tile: each warp's butterfly, then every thread combines the warps'
   results in warp order from their slots. */
template <unsigned int Size, typename T, typename Op>
static __device__ __forceinline__ T tile_reduce(const multi_warp_tile<Size>& g, T value, Op op) {
    value = tile_reduce(warp_tile<32>(), value, op);
    g.sync();
    if ((block_rank() & 31) == 0) *g.template slot<T>(g.thread_rank() / 32) = value;
    g.sync();
    T total = *g.template slot<T>(0);
    for (unsigned int w = 1; w < Size / 32; ++w) total = op(total, *g.template slot<T>(w));
    return total;
}
}  // namespace details

template <typename Group, typename T, typename Op>
static __device__ __forceinline__ T reduce(const Group& g, T value, Op op) {
    return details::tile_reduce(g, value, op);
}

/* A coalesced group may have any size: a tree of shfl_down steps (always five,
   so groups of one warp with different sizes stay in step) gathers the
   total in rank 0 (a step past the last rank keeps the value), which is then
   broadcast. */
template <typename T, typename Op>
static __device__ __forceinline__ T reduce(const coalesced_group& g, T value, Op op) {
    const unsigned int rank = g.thread_rank(), n = g.size();
    for (unsigned int offset = 1; offset < 32; offset *= 2) {
        T other = g.shfl_down(value, offset);
        if ((rank & (2 * offset - 1)) == 0 && rank + offset < n) value = op(value, other);
    }
    return g.shfl(value, 0);
}

/* 32-bit integers with an operator redux.sync has: one instruction over the
   group's mask on sm_80 and later, as CUDA's header does (the shuffle tree
   before). */
#if __CUDA_ARCH__ >= 800
#define PTXC_CG_REDUX(T, OP, INTRINSIC) \
    static __device__ __forceinline__ T reduce(const coalesced_group& g, T value, OP<T>) { \
        return INTRINSIC(g.mask(), value); \
    }
#define PTXC_CG_REDUX_TYPE(T) \
    PTXC_CG_REDUX(T, plus, __reduce_add_sync) \
    PTXC_CG_REDUX(T, less, __reduce_min_sync) \
    PTXC_CG_REDUX(T, greater, __reduce_max_sync) \
    PTXC_CG_REDUX(T, bit_and, __reduce_and_sync) \
    PTXC_CG_REDUX(T, bit_or, __reduce_or_sync) \
    PTXC_CG_REDUX(T, bit_xor, __reduce_xor_sync)
PTXC_CG_REDUX_TYPE(int)
PTXC_CG_REDUX_TYPE(unsigned int)
#undef PTXC_CG_REDUX_TYPE
#undef PTXC_CG_REDUX
#endif

}  // namespace cooperative_groups
