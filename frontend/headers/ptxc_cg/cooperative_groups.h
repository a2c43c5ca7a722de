/*
 * <cooperative_groups.h>, written by ptxc: the thread groups kernels use for
 * block- and warp-level cooperation, built on the runtime's barriers, warp
 * shuffles and votes (every member inlines to the instruction CUDA's own
 * header would use).
 *
 * Provided: thread_block (this_thread_block()), thread_block_tile<N> for
 * N = 1, 2, 4, 8, 16, 32 and the multi-warp 64, 128, 256, 512
 * (tiled_partition<N>(parent)), coalesced_group
 * (coalesced_threads()), grid_group (this_grid(): ranks and sizes, is_valid()
 * and sync(), which need a cooperative launch), and the free functions
 * sync(g), thread_rank(g), group_size(g). cg::reduce and the operator
 * functors are in <cooperative_groups/reduce.h>, cg::memcpy_async and cg::wait
 * in <cooperative_groups/memcpy_async.h>.
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
/* The calling thread's lane in its warp. */
static __device__ __forceinline__ unsigned int lane_id() { return threadIdx.x & 31u; }
/* The lane of the thread of rank `rank` among the set bits of `lanes` (32 if none). */
static __device__ __forceinline__ unsigned int lane_of_rank(unsigned int lanes, unsigned int rank) {
    for (unsigned int lane = 0; lane < 32; ++lane) {
        if ((lanes >> lane) & 1u) {
            if (rank == 0) return lane;
            --rank;
        }
    }
    return 32;
}

/* How a shuffle picks its source lane. */
enum shfl_kind { shfl_idx, shfl_up, shfl_down, shfl_xor };
template <typename T>
union words_of {
    T value;
    unsigned int words[(sizeof(T) + 3) / 4];
};
/* Shuffles a value of any trivially copyable T one 32-bit word at a time, as
   CUDA's groups do for types the __shfl*_sync overloads do not take. (Taken
   by reference: by-value records are not inlined.) */
template <int Kind, typename T>
static __device__ __forceinline__ T shfl_words(unsigned int mask, const T& v, int arg, int width) {
    words_of<T> u;
    u.value = v;
    for (unsigned int i = 0; i < (sizeof(T) + 3) / 4; ++i) {
        unsigned int w = u.words[i];
        if (Kind == shfl_idx) w = __shfl_sync(mask, w, arg, width);
        else if (Kind == shfl_up) w = __shfl_up_sync(mask, w, (unsigned int)arg, width);
        else if (Kind == shfl_down) w = __shfl_down_sync(mask, w, (unsigned int)arg, width);
        else w = __shfl_xor_sync(mask, w, arg, width);
        u.words[i] = w;
    }
    return u.value;
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

namespace details {
/* The grid's barrier workspace, which the driver passes to a cooperative launch in
   %envreg1 (high word) and %envreg2 (low word); 0 for an ordinary launch. */
static __device__ __forceinline__ unsigned long long grid_workspace() {
    unsigned int hi, lo;
    asm volatile("mov.u32 %0, %%envreg1;" : "=r"(hi));
    asm volatile("mov.u32 %0, %%envreg2;" : "=r"(lo));
    return ((unsigned long long)hi << 32) | lo;
}
/* One grid-wide barrier: thread 0 of each block adds to the arrival counter at
   workspace + 4, block (0,0,0) adding 0x80000000 - (blocks - 1) and the others 1, so
   the counter's top bit flips when the last block arrives; each waits for the flip. */
static __device__ __forceinline__ void grid_barrier(unsigned long long workspace) {
    __syncthreads();
    if (block_rank() == 0) {
        unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        unsigned int add = first ? 0x80000001u - blocks : 1u;
        unsigned int* arrived = (unsigned int*)(workspace + 4);
        unsigned int before, now;
        asm volatile("atom.add.release.gpu.u32 %0, [%1], %2;" : "=r"(before) : "l"(arrived), "r"(add) : "memory");
        do {
            asm volatile("ld.acquire.gpu.u32 %0, [%1];" : "=r"(now) : "l"(arrived) : "memory");
        } while (((now ^ before) & 0x80000000u) == 0);
    }
    __syncthreads();
}
}  // namespace details

class grid_group {
public:
    /* Whether the kernel was launched cooperatively (cudaLaunchCooperativeKernel). */
    __device__ bool is_valid() const { return details::grid_workspace() != 0; }
    /* Every thread of the grid waits here; outside a cooperative launch, a trap. */
    __device__ void sync() const {
        unsigned long long workspace = details::grid_workspace();
        if (workspace == 0) __trap();
        details::grid_barrier(workspace);
    }
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
    __device__ dim3 dim_blocks() const { return details::make_dim3(gridDim.x, gridDim.y, gridDim.z); }
    __device__ dim3 block_index() const { return details::make_dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
};

static __device__ __forceinline__ grid_group this_grid() { return grid_group(); }

/* The shuffles of a group: each T the runtime's __shfl*_sync accept. */
#define PTXC_CG_SHUFFLES(T)                                                                            \
    __device__ T shfl(T v, int src) const { return __shfl_sync(mask(), v, src, Size); }                 \
    __device__ T shfl_down(T v, unsigned int d) const { return __shfl_down_sync(mask(), v, d, Size); }  \
    __device__ T shfl_up(T v, unsigned int d) const { return __shfl_up_sync(mask(), v, d, Size); }      \
    __device__ T shfl_xor(T v, int lane_mask) const { return __shfl_xor_sync(mask(), v, lane_mask, Size); }

/* The shuffles of a group for CUDA's vector types: word by word. (Taken by
   reference: by-value records are not inlined.) */
#define PTXC_CG_WORD_SHUFFLES(T)                                                                                       \
    __device__ T shfl(const T& v, int src) const {                                                                     \
        return details::shfl_words<details::shfl_idx>(mask(), v, src, Size);                                           \
    }                                                                                                                  \
    __device__ T shfl_down(const T& v, unsigned int d) const {                                                         \
        return details::shfl_words<details::shfl_down>(mask(), v, (int)d, Size);                                       \
    }                                                                                                                  \
    __device__ T shfl_up(const T& v, unsigned int d) const {                                                           \
        return details::shfl_words<details::shfl_up>(mask(), v, (int)d, Size);                                         \
    }                                                                                                                  \
    __device__ T shfl_xor(const T& v, int lane_mask) const {                                                           \
        return details::shfl_words<details::shfl_xor>(mask(), v, lane_mask, Size);                                     \
    }
#define PTXC_CG_VECTOR_SHUFFLES                                                                                        \
    PTXC_CG_WORD_SHUFFLES(int2)                                                                                        \
    PTXC_CG_WORD_SHUFFLES(int3)                                                                                        \
    PTXC_CG_WORD_SHUFFLES(int4)                                                                                        \
    PTXC_CG_WORD_SHUFFLES(uint2)                                                                                       \
    PTXC_CG_WORD_SHUFFLES(uint3)                                                                                       \
    PTXC_CG_WORD_SHUFFLES(uint4)                                                                                       \
    PTXC_CG_WORD_SHUFFLES(float2)                                                                                      \
    PTXC_CG_WORD_SHUFFLES(float3)                                                                                      \
    PTXC_CG_WORD_SHUFFLES(float4)                                                                                      \
    PTXC_CG_WORD_SHUFFLES(double2)                                                                                     \
    PTXC_CG_WORD_SHUFFLES(longlong2)                                                                                   \
    PTXC_CG_WORD_SHUFFLES(ulonglong2)

/* The shuffles of a group for any other trivially copyable T (a struct of its own,
   `char`, `__half`): word by word, as CUDA's groups shuffle every type through a
   template (cg::reduce of a struct with a combining function). The exact
   overloads above win for the types they take. */
#define PTXC_CG_ANY_SHUFFLES                                                                                           \
    template <class T>                                                                                                 \
    __device__ T shfl(const T& v, int src) const {                                                                     \
        return details::shfl_words<details::shfl_idx>(mask(), v, src, Size);                                           \
    }                                                                                                                  \
    template <class T>                                                                                                 \
    __device__ T shfl_down(const T& v, unsigned int d) const {                                                         \
        return details::shfl_words<details::shfl_down>(mask(), v, (int)d, Size);                                       \
    }                                                                                                                  \
    template <class T>                                                                                                 \
    __device__ T shfl_up(const T& v, unsigned int d) const {                                                           \
        return details::shfl_words<details::shfl_up>(mask(), v, (int)d, Size);                                         \
    }                                                                                                                  \
    template <class T>                                                                                                 \
    __device__ T shfl_xor(const T& v, int lane_mask) const {                                                           \
        return details::shfl_words<details::shfl_xor>(mask(), v, lane_mask, Size);                                     \
    }

namespace details {
/* A tile within one warp (Size a power of two, at most 32). */
template <unsigned int Size>
class warp_tile {
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
    PTXC_CG_VECTOR_SHUFFLES
    PTXC_CG_ANY_SHUFFLES
    __device__ int any(int predicate) const { return __any_sync(mask(), predicate); }
    __device__ int all(int predicate) const { return __all_sync(mask(), predicate); }
    /* Bit k is the predicate of the tile's thread k. */
    __device__ unsigned int ballot(int predicate) const {
        unsigned int bits = __ballot_sync(mask(), predicate);
        return Size == 32 ? bits : (bits >> (__laneid() & ~(Size - 1))) & ((1u << Size) - 1);
    }
};

/* One 8-byte slot per warp of the block, in shared memory: where the warps of a
   tile larger than a warp exchange values (CUDA keeps them in the
   block_tile_memory the program declares; the block's 32 slots are ptxc's own). */
static __device__ __forceinline__ unsigned long long* multi_warp_slots() {
    __shared__ unsigned long long slots[32];
    return slots;
}

/* A tile of Size consecutive threads spanning Size / 32 whole warps (Size 64,
   128, 256 or 512; CUDA 11.1's multi-warp tiles, sm_80 and later). Its threads
   meet at a named barrier of Size threads: barrier 1 + (tile index mod 15), as
   barrier 0 is __syncthreads' (a block of 1024 threads in 16 tiles of 64 has its
   first and last tile share barrier 1). shfl and cg::reduce exchange values of
   at most 8 bytes through the warps' slots, as CUDA's do. */
template <unsigned int Size>
class multi_warp_tile {
    static_assert(Size == 64 || Size == 128 || Size == 256 || Size == 512,
                  "thread_block_tile of more than 32 threads must have 64, 128, 256 or 512");

public:
    __device__ void sync() const {
        asm volatile("bar.sync %0, %1;" : : "r"(1 + meta_group_rank() % 15), "r"(Size) : "memory");
    }
    __device__ unsigned int thread_rank() const { return details::block_rank() & (Size - 1); }
    __device__ unsigned int size() const { return Size; }
    __device__ unsigned int num_threads() const { return Size; }
    __device__ unsigned int meta_group_rank() const { return details::block_rank() / Size; }
    __device__ unsigned int meta_group_size() const { return (details::block_threads() + Size - 1) / Size; }
    /* The slot of the tile's `w`-th warp. */
    template <class T>
    __device__ T* slot(unsigned int w) const {
        static_assert(sizeof(T) <= 8, "collectives of tiles larger than 32 threads take types of at most 8 bytes");
        return (T*)&multi_warp_slots()[(details::block_rank() - thread_rank()) / 32 + w];
    }
    /* The value of the tile's thread `src`, in every thread of the tile. */
    template <class T>
    __device__ T shfl(T v, unsigned int src) const {
        T* at = slot<T>(src / 32);
        sync();
        if (thread_rank() == src) *at = v;
        sync();
        return *at;
    }
    __device__ int any(int predicate) const { return combine_warps(__any_sync(0xffffffffu, predicate), true); }
    __device__ int all(int predicate) const { return combine_warps(__all_sync(0xffffffffu, predicate), false); }

private:
    /* The warps' votes `vote` combined (`any`: or, else and), in every thread. */
    __device__ int combine_warps(int vote, bool any) const {
        sync();
        if ((details::block_rank() & 31) == 0) *slot<int>(thread_rank() / 32) = vote;
        sync();
        int r = *slot<int>(0);
        for (unsigned int w = 1; w < Size / 32; ++w) r = any ? (r | *slot<int>(w)) : (r & *slot<int>(w));
        return r != 0;
    }
};

/* The class a tile of Size threads is made from. */
template <unsigned int Size, bool MultiWarp = (Size > 32)>
struct tile_kind {
    typedef warp_tile<Size> type;
};
template <unsigned int Size>
struct tile_kind<Size, true> {
    typedef multi_warp_tile<Size> type;
};
}  // namespace details

/* A tile of Size consecutive threads of the block: within a warp (Size 1 to 32), or
   whole warps (Size 64 to 512). The parent group is not tracked: tiled_partition
   gives ParentT = void, the type CUDA's tiles of any parent convert to. */
template <unsigned int Size, class ParentT = void>
class thread_block_tile : public details::tile_kind<Size>::type {};
#undef PTXC_CG_SHUFFLES
#undef PTXC_CG_VECTOR_SHUFFLES
#undef PTXC_CG_ANY_SHUFFLES
#undef PTXC_CG_WORD_SHUFFLES

/* (The deduced return type keeps the tile type out of the template's signature.) */
template <unsigned int Size>
static __device__ __forceinline__ auto tiled_partition(const thread_block&) {
    return thread_block_tile<Size>();
}

/* The shuffles of a coalesced group: `src` and the deltas count ranks in the
   group, not lanes; a shuffle from past either end yields the caller's own value. */
#define PTXC_CG_COALESCED_SHUFFLES(T, PARAM)                                                                           \
    __device__ T shfl(PARAM v, unsigned int src) const {                                                               \
        return shfl_lane(v, details::lane_of_rank(lanes, src));                                                        \
    }                                                                                                                  \
    __device__ T shfl_down(PARAM v, unsigned int d) const {                                                            \
        unsigned int target = thread_rank() + d;                                                                       \
        return shfl_lane(v, target < size() ? details::lane_of_rank(lanes, target) : details::lane_id());              \
    }                                                                                                                  \
    __device__ T shfl_up(PARAM v, unsigned int d) const {                                                              \
        unsigned int rank = thread_rank();                                                                             \
        return shfl_lane(v, rank >= d ? details::lane_of_rank(lanes, rank - d) : details::lane_id());                  \
    }
#define PTXC_CG_SCALAR_LANE_SHUFFLE(T)                                                                                 \
    __device__ T shfl_lane(T v, unsigned int lane) const { return __shfl_sync(lanes, v, (int)lane); }                  \
    PTXC_CG_COALESCED_SHUFFLES(T, T)
#define PTXC_CG_VECTOR_LANE_SHUFFLE(T)                                                                                 \
    __device__ T shfl_lane(const T& v, unsigned int lane) const {                                                      \
        return details::shfl_words<details::shfl_idx>(lanes, v, (int)lane, 32);                                        \
    }                                                                                                                  \
    PTXC_CG_COALESCED_SHUFFLES(T, const T&)

/* The threads of the warp active at the point of the call (or a part of them:
   labeled_partition, binary_partition). */
class coalesced_group {
    unsigned int lanes;

public:
    __device__ explicit coalesced_group(unsigned int m) : lanes(m) {}
    __device__ unsigned int mask() const { return lanes; }
    __device__ void sync() const { __syncwarp(lanes); }
    __device__ unsigned int thread_rank() const { return __popc(lanes & __lanemask_lt()); }
    __device__ unsigned int size() const { return __popc(lanes); }
    __device__ unsigned int num_threads() const { return __popc(lanes); }
    __device__ unsigned int meta_group_rank() const { return 0; }
    __device__ unsigned int meta_group_size() const { return 1; }
    __device__ int any(int predicate) const { return __any_sync(lanes, predicate); }
    __device__ int all(int predicate) const { return __all_sync(lanes, predicate); }
    /* Bit k is the predicate of the group's thread of rank k. */
    __device__ unsigned int ballot(int predicate) const {
        unsigned int bits = __ballot_sync(lanes, predicate);
        if (lanes == 0xffffffffu) return bits;
        unsigned int packed = 0, rank = 0;
        for (unsigned int lane = 0; lane < 32; ++lane) {
            if ((lanes >> lane) & 1u) {
                packed |= ((bits >> lane) & 1u) << rank;
                ++rank;
            }
        }
        return packed;
    }
    PTXC_CG_SCALAR_LANE_SHUFFLE(int)
    PTXC_CG_SCALAR_LANE_SHUFFLE(unsigned int)
    PTXC_CG_SCALAR_LANE_SHUFFLE(long long)
    PTXC_CG_SCALAR_LANE_SHUFFLE(unsigned long long)
    PTXC_CG_SCALAR_LANE_SHUFFLE(float)
    PTXC_CG_SCALAR_LANE_SHUFFLE(double)
    PTXC_CG_VECTOR_LANE_SHUFFLE(int2)
    PTXC_CG_VECTOR_LANE_SHUFFLE(int4)
    PTXC_CG_VECTOR_LANE_SHUFFLE(uint2)
    PTXC_CG_VECTOR_LANE_SHUFFLE(uint4)
    PTXC_CG_VECTOR_LANE_SHUFFLE(float2)
    PTXC_CG_VECTOR_LANE_SHUFFLE(float4)
    PTXC_CG_VECTOR_LANE_SHUFFLE(double2)
};
#undef PTXC_CG_COALESCED_SHUFFLES
#undef PTXC_CG_SCALAR_LANE_SHUFFLE
#undef PTXC_CG_VECTOR_LANE_SHUFFLE

static __device__ __forceinline__ coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

/* The threads of `g` whose `label` equals the caller's. */
static __device__ __forceinline__ coalesced_group labeled_partition(const coalesced_group& g, int label) {
    return coalesced_group(__match_any_sync(g.mask(), label));
}
static __device__ __forceinline__ coalesced_group labeled_partition(const coalesced_group& g, unsigned int label) {
    return coalesced_group(__match_any_sync(g.mask(), label));
}
template <unsigned int Size>
static __device__ __forceinline__ coalesced_group labeled_partition(const thread_block_tile<Size>& g, int label) {
    return coalesced_group(__match_any_sync(g.mask(), label));
}
/* The threads of `g` whose `pred` equals the caller's. */
static __device__ __forceinline__ coalesced_group binary_partition(const coalesced_group& g, bool pred) {
    unsigned int set = __ballot_sync(g.mask(), pred);
    return coalesced_group(pred ? set : g.mask() & ~set);
}
template <unsigned int Size>
static __device__ __forceinline__ coalesced_group binary_partition(const thread_block_tile<Size>& g, bool pred) {
    unsigned int set = __ballot_sync(g.mask(), pred);
    return coalesced_group(pred ? set : g.mask() & ~set);
}

/* Any group of a block, its kind known at run time (CUDA's type-erased
   thread_group): made from a thread_block, a coalesced_group, or
   tiled_partition(group, n); a thread_block, a thread_block_tile or a
   coalesced_group converts to it (also as a function argument, through the
   converting constructors below, one a template over the tile size). */
class thread_group {
    enum kind_t { block_kind, warp_kind };
    unsigned int kind;
    unsigned int lanes; /* the group's lanes in the warp (warp_kind) */
    __device__ thread_group(unsigned int k, unsigned int m) : kind(k), lanes(m) {}

public:
    __device__ thread_group(const thread_block&) : kind(block_kind), lanes(0xffffffffu) {}
    __device__ thread_group(const coalesced_group& g) : kind(warp_kind), lanes(g.mask()) {}
    template <unsigned int Size>
    __device__ thread_group(const thread_block_tile<Size>& t) : kind(warp_kind), lanes(t.mask()) {}
    /* A tile of `n` consecutive threads (n a power of two, at most 32). */
    __device__ static thread_group tile_of(unsigned int n) {
        return thread_group(warp_kind, n >= 32 ? 0xffffffffu : ((1u << n) - 1) << (details::lane_id() & ~(n - 1)));
    }
    __device__ void sync() const {
        if (kind == block_kind) __syncthreads();
        else __syncwarp(lanes);
    }
    __device__ unsigned int thread_rank() const {
        return kind == block_kind ? details::block_rank() : __popc(lanes & __lanemask_lt());
    }
    __device__ unsigned int size() const { return kind == block_kind ? details::block_threads() : __popc(lanes); }
    __device__ unsigned int num_threads() const { return size(); }
};

/* A tile of `n` threads of `parent` (a block or a tile of it), its size known at
   run time: n a power of two, at most 32. */
static __device__ __forceinline__ thread_group tiled_partition(const thread_group&, unsigned int n) {
    return thread_group::tile_of(n);
}
static __device__ __forceinline__ thread_group tiled_partition(const thread_block&, unsigned int n) {
    return thread_group::tile_of(n);
}

/* Scratch for tiles larger than a warp in CUDA; ptxc's multi-warp tiles use slots
   of their own (details::multi_warp_slots), so this only keeps
   `this_thread_block(scratch)` compiling. */
template <unsigned int MaxBlockSize, unsigned int TileCount = 0>
struct block_tile_memory {
    char reserved;
};
template <unsigned int MaxBlockSize, unsigned int TileCount>
static __device__ __forceinline__ thread_block this_thread_block(block_tile_memory<MaxBlockSize, TileCount>&) {
    return thread_block();
}

static __device__ __forceinline__ void sync(const thread_group& g) { g.sync(); }
static __device__ __forceinline__ unsigned int thread_rank(const thread_group& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int group_size(const thread_group& g) { return g.size(); }
static __device__ __forceinline__ void sync(const thread_block& g) { g.sync(); }
static __device__ __forceinline__ void sync(const coalesced_group& g) { g.sync(); }
static __device__ __forceinline__ void sync(const grid_group& g) { g.sync(); }
template <unsigned int Size>
static __device__ __forceinline__ void sync(const thread_block_tile<Size>& g) { g.sync(); }
template <unsigned int Size>
static __device__ __forceinline__ unsigned int thread_rank(const thread_block_tile<Size>& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int thread_rank(const thread_block& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int group_size(const thread_block& g) { return g.size(); }
template <unsigned int Size>
static __device__ __forceinline__ unsigned int group_size(const thread_block_tile<Size>& g) { return g.size(); }
static __device__ __forceinline__ unsigned int thread_rank(const coalesced_group& g) { return g.thread_rank(); }
static __device__ __forceinline__ unsigned int group_size(const coalesced_group& g) { return g.size(); }

}  // namespace cooperative_groups
