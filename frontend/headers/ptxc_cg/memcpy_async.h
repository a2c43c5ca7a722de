/*
 * <cooperative_groups/memcpy_async.h>, written by ptxc: cooperative_groups::
 * memcpy_async(group, dst, src, bytes) copies `bytes` with the group's threads
 * sharing the work (16 bytes per access when both pointers and the size allow,
 * else bytes), and wait(group) / wait_prior<N>(group) synchronize the group.
 * The copy is done before memcpy_async returns: CUDA's own header may issue
 * cp.async instead, whose completion wait() awaits, so either way the data is in
 * place for every thread of the group after wait().
 */
#pragma once
#include <cooperative_groups.h>

namespace cooperative_groups {

namespace details {
template <class Group>
static __device__ __forceinline__ void copy_shared_by(const Group& g, void* dst, const void* src, unsigned long bytes) {
    unsigned long rank = g.thread_rank();
    unsigned long step = g.num_threads();
    if ((((unsigned long)dst | (unsigned long)src | bytes) & 15) == 0) {
        int4* d = static_cast<int4*>(dst);
        const int4* s = static_cast<const int4*>(src);
        for (unsigned long i = rank; i < bytes / 16; i += step)
            d[i] = s[i];
        return;
    }
    char* d = static_cast<char*>(dst);
    const char* s = static_cast<const char*>(src);
    for (unsigned long i = rank; i < bytes; i += step)
        d[i] = s[i];
}
} // namespace details

/* `bytes` from `src` to `dst`, copied by the group's threads together. */
template <class Group>
static __device__ __forceinline__ void memcpy_async(const Group& g, void* dst, const void* src, unsigned long bytes) {
    details::copy_shared_by(g, dst, src, bytes);
}

/* The same with a size type that converts to a byte count (cuda::aligned_size_t<N>). */
template <class Group, class Size>
static __device__ __forceinline__ void memcpy_async(const Group& g, void* dst, const void* src, const Size& bytes) {
    details::copy_shared_by(g, dst, src, static_cast<unsigned long>(bytes));
}

/* Element counts: min(dst_count, src_count) elements of T. */
template <class Group, class T>
static __device__ __forceinline__ void memcpy_async(const Group& g, T* dst, unsigned long dst_count, const T* src,
                                                    unsigned long src_count) {
    unsigned long n = dst_count < src_count ? dst_count : src_count;
    details::copy_shared_by(g, dst, src, n * sizeof(T));
}

/* Waits for the group's copies: they are done, so the group only synchronizes. */
template <class Group>
static __device__ __forceinline__ void wait(const Group& g) {
    g.sync();
}

template <unsigned int NumStages, class Group>
static __device__ __forceinline__ void wait_prior(const Group& g) {
    g.sync();
}

} // namespace cooperative_groups
