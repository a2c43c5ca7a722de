// nvcuda::wmma with tf32 inputs (m16n16k8, sm_80): A and B read from floats,
// rounded to tf32 with __float_to_tf32 element by element, f32 accumulators.
#include <mma.h>
using namespace nvcuda;

// A row-major, B column-major, C zero, D row-major.
extern "C" __global__ void tf32_product(const float* a, const float* b, float* d)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    wmma::load_matrix_sync(fa, a, 8);
    wmma::load_matrix_sync(fb, b, 8);
    for (int i = 0; i < fa.num_elements; ++i)
        fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    for (int i = 0; i < fb.num_elements; ++i)
        fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

// __float_to_tf32 alone: round to nearest, ties away from zero, 10 fraction bits.
extern "C" __global__ void to_tf32(const float* in, float* out)
{
    out[threadIdx.x] = wmma::__float_to_tf32(in[threadIdx.x]);
}
