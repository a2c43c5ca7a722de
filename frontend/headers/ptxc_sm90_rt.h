/*
 * ptxc_sm90_rt.h -- the functions of CUDA's crt/sm_80_rt.h and crt/sm_90_rt.h
 * that are one PTX instruction: asynchronous copies to shared memory (sm_80),
 * thread block cluster barriers, fences and shared-memory mapping, vector and
 * 128-bit atomics (sm_90). Written by this project in inline PTX, the
 * instructions nvcc 13 prints for each; ptxas rejects them below their SM, as
 * it does nvcc's.
 */
#ifndef PTXC_SM90_RT_H
#define PTXC_SM90_RT_H

#define PTXC_D static __device__ __forceinline__

/* ---- sm_80: cp.async of 4, 8 or 16 bytes; src_size bytes are read, the rest zero-filled ---- */
#define PTXC_CP_ASYNC(N)                                                                                               \
    PTXC_D void __nv_memcpy_async_shared_global_##N(void* dst, const void* src, unsigned src_size) {                   \
        asm volatile("cp.async.ca.shared.global [%0], [%1], " #N ", %2;"                                               \
                     :                                                                                                 \
                     : "r"((unsigned int)__cvta_generic_to_shared(dst)), "l"(__cvta_generic_to_global(src)),             \
                       "r"(src_size)                                                                                   \
                     : "memory");                                                                                      \
    }
PTXC_CP_ASYNC(4)
PTXC_CP_ASYNC(8)
PTXC_CP_ASYNC(16)
#undef PTXC_CP_ASYNC
/* An access-property hint: nvcc keeps the pointer and drops the property. */
PTXC_D void* __nv_associate_access_property(const void* ptr, unsigned long long property) {
    (void)property;
    return (void*)ptr;
}

/* ---- sm_90: thread block clusters ---- */
PTXC_D void __cluster_barrier_arrive(void) { asm volatile("barrier.cluster.arrive;" ::: "memory"); }
PTXC_D void __cluster_barrier_arrive_relaxed(void) { asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory"); }
PTXC_D void __cluster_barrier_wait(void) { asm volatile("barrier.cluster.wait;" ::: "memory"); }
PTXC_D void __threadfence_cluster(void) { asm volatile("fence.sc.cluster;" ::: "memory"); }
/* the same shared variable in block `rank` of the cluster */
PTXC_D void* __cluster_map_shared_rank(const void* ptr, unsigned target_block_rank) {
    void* r;
    asm("mapa.u64 %0, %1, %2;" : "=l"(r) : "l"(ptr), "r"(target_block_rank));
    return r;
}
/* the rank of the block whose shared memory holds ptr */
PTXC_D unsigned __cluster_query_shared_rank(const void* ptr) {
    unsigned r;
    asm("getctarank.u64 %0, %1;" : "=r"(r) : "l"(ptr));
    return r;
}
/* a shared address and block mask for multicast instructions */
PTXC_D uint2 __cluster_map_shared_multicast(const void* ptr, unsigned int cluster_cta_mask) {
    uint2 r;
    r.x = (unsigned int)__cvta_generic_to_shared(ptr);
    r.y = cluster_cta_mask;
    return r;
}
/* the block's own shared memory (a generic address in another block's is not) */
PTXC_D unsigned int __isCtaShared(const void* ptr) { return __isShared(ptr); }

/* ---- sm_90: vector float atomics on global memory ---- */
#define PTXC_VEC_ATOMICS(SUFFIX, SCOPE)                                                                                \
    PTXC_D float2 __f2AtomicAdd##SUFFIX(float2* address, float2 val) {                                                 \
        float2 r;                                                                                                      \
        asm volatile("atom.global" SCOPE ".add.v2.f32 {%0, %1}, [%2], {%3, %4};"                                       \
                     : "=f"(r.x), "=f"(r.y)                                                                            \
                     : "l"(__cvta_generic_to_global(address)), "f"(val.x), "f"(val.y)                                  \
                     : "memory");                                                                                      \
        return r;                                                                                                      \
    }                                                                                                                  \
    PTXC_D float4 __f4AtomicAdd##SUFFIX(float4* address, float4 val) {                                                 \
        float4 r;                                                                                                      \
        asm volatile("atom.global" SCOPE ".add.v4.f32 {%0, %1, %2, %3}, [%4], {%5, %6, %7, %8};"                       \
                     : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w)                                                      \
                     : "l"(__cvta_generic_to_global(address)), "f"(val.x), "f"(val.y), "f"(val.z), "f"(val.w)          \
                     : "memory");                                                                                      \
        return r;                                                                                                      \
    }                                                                                                                  \
    PTXC_D float2 atomicAdd##SUFFIX(float2* address, float2 val) { return __f2AtomicAdd##SUFFIX(address, val); }       \
    PTXC_D float4 atomicAdd##SUFFIX(float4* address, float4 val) { return __f4AtomicAdd##SUFFIX(address, val); }
PTXC_VEC_ATOMICS(, "")
PTXC_VEC_ATOMICS(_block, ".cta")
PTXC_VEC_ATOMICS(_system, ".sys")
#undef PTXC_VEC_ATOMICS

/* ---- sm_90: 128-bit compare-and-swap and exchange; operands and result by address ---- */
#define PTXC_U128_ATOMICS(SUFFIX, SCOPE)                                                                               \
    PTXC_D void __u128AtomicCAS##SUFFIX(void* address, void* compare, void* val, void* result) {                       \
        const unsigned long long* c = (const unsigned long long*)compare;                                              \
        const unsigned long long* v = (const unsigned long long*)val;                                                  \
        unsigned long long* r = (unsigned long long*)result;                                                           \
        asm volatile("{ .reg .b128 d, b, c; mov.b128 b, {%2, %3}; mov.b128 c, {%4, %5}; "                              \
                     "atom" SCOPE ".cas.b128 d, [%6], b, c; mov.b128 {%0, %1}, d; }"                                  \
                     : "=l"(r[0]), "=l"(r[1])                                                                          \
                     : "l"(c[0]), "l"(c[1]), "l"(v[0]), "l"(v[1]), "l"(address)                                        \
                     : "memory");                                                                                      \
    }                                                                                                                  \
    PTXC_D void __u128AtomicExch##SUFFIX(void* address, void* val, void* result) {                                     \
        const unsigned long long* v = (const unsigned long long*)val;                                                  \
        unsigned long long* r = (unsigned long long*)result;                                                           \
        asm volatile("{ .reg .b128 d, b; mov.b128 b, {%2, %3}; "                                                       \
                     "atom" SCOPE ".exch.b128 d, [%4], b; mov.b128 {%0, %1}, d; }"                                    \
                     : "=l"(r[0]), "=l"(r[1])                                                                          \
                     : "l"(v[0]), "l"(v[1]), "l"(address)                                                              \
                     : "memory");                                                                                      \
    }
PTXC_U128_ATOMICS(, "")
PTXC_U128_ATOMICS(_block, ".cta")
PTXC_U128_ATOMICS(_system, ".sys")
#undef PTXC_U128_ATOMICS

#undef PTXC_D
#endif /* PTXC_SM90_RT_H */
