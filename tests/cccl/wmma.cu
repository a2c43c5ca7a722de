// A 16x16x16 tile product per warp through nvcuda::wmma: row-major A, column-major B,
// f32 accumulator loaded from C, with half inputs and with bf16 inputs.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

template <typename T>
__device__ void tile(const T* a, const T* b, const float* c, float* d)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, T, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, T, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::load_matrix_sync(acc, c, 16, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

extern "C" __global__ void wmma_half(const half* a, const half* b, const float* c, float* d)
{
    tile(a, b, c, d);
}

extern "C" __global__ void wmma_bf16(const __nv_bfloat16* a, const __nv_bfloat16* b, const float* c, float* d)
{
    tile(a, b, c, d);
}

// Half accumulator, column-major A and row-major B, stored column-major.
extern "C" __global__ void wmma_half_acc(const half* a, const half* b, half* d)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
    wmma::fill_fragment(acc, __float2half(0.5f));
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_col_major);
}
