// More nvcuda::wmma: the m32n8k16 and m8n32k16 shapes, column-major A and B,
// an f16 accumulator feeding an f32 result, and element-wise work on a fragment.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

// A 32x16 and B 16x8 row-major, C 32x8 row-major (f32), D stored column-major.
extern "C" __global__ void tall_half(const half* a, const half* b, const float* c, float* d)
{
    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 32, 8, 16, float> acc;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 8);
    wmma::load_matrix_sync(acc, c, 8, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 32, wmma::mem_col_major);
}

// A 8x16 and B 16x32 column-major (bf16), C zero, D doubled element-wise and stored row-major.
extern "C" __global__ void wide_bf16(const __nv_bfloat16* a, const __nv_bfloat16* b, float* d)
{
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __nv_bfloat16, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __nv_bfloat16, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    wmma::load_matrix_sync(fa, a, 8);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc);
    for (int i = 0; i < acc.num_elements; ++i)
        acc.x[i] = 2.0f * acc.x[i];
    wmma::store_matrix_sync(d, acc, 32, wmma::mem_row_major);
}

// 16x16x16, A and B column-major, an f16 C (column-major) into an f32 D (row-major).
extern "C" __global__ void half_into_float(const half* a, const half* b, const half* c, float* d)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> hc;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fd;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::load_matrix_sync(hc, c, 16, wmma::mem_col_major);
    wmma::mma_sync(fd, fa, fb, hc);
    wmma::store_matrix_sync(d, fd, 16, wmma::mem_row_major);
}
