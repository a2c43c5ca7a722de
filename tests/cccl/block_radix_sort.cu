// cub::BlockLoad (warp transpose) -> cub::BlockRadixSort -> cub::BlockStore
// (block transpose): each block of 64 threads sorts its 256 unsigned keys; a
// second kernel sorts keys in descending order carrying int values along.
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_store.cuh>

constexpr int THREADS = 64;
constexpr int ITEMS = 4;

extern "C" __global__ void radix_sort_keys(const unsigned* in, unsigned* out)
{
    using Load = cub::BlockLoad<unsigned, THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using Sort = cub::BlockRadixSort<unsigned, THREADS, ITEMS>;
    using Store = cub::BlockStore<unsigned, THREADS, ITEMS, cub::BLOCK_STORE_TRANSPOSE>;
    __shared__ union {
        typename Load::TempStorage load;
        typename Sort::TempStorage sort;
        typename Store::TempStorage store;
    } temp;
    unsigned keys[ITEMS];
    int offset = blockIdx.x * THREADS * ITEMS;
    Load(temp.load).Load(in + offset, keys);
    __syncthreads();
    Sort(temp.sort).Sort(keys);
    __syncthreads();
    Store(temp.store).Store(out + offset, keys);
}

extern "C" __global__ void radix_sort_pairs_desc(const int* keys_in, const int* vals_in, int* keys_out, int* vals_out)
{
    using Load = cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE>;
    using Sort = cub::BlockRadixSort<int, THREADS, ITEMS, int>;
    using Store = cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE>;
    __shared__ union {
        typename Load::TempStorage load;
        typename Sort::TempStorage sort;
        typename Store::TempStorage store;
    } temp;
    int keys[ITEMS], vals[ITEMS];
    int offset = blockIdx.x * THREADS * ITEMS;
    Load(temp.load).Load(keys_in + offset, keys);
    __syncthreads();
    Load(temp.load).Load(vals_in + offset, vals);
    __syncthreads();
    Sort(temp.sort).SortDescending(keys, vals);
    __syncthreads();
    Store(temp.store).Store(keys_out + offset, keys);
    __syncthreads();
    Store(temp.store).Store(vals_out + offset, vals);
}
