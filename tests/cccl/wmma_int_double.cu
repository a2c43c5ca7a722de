// nvcuda::wmma with 8-bit integer inputs (s32 accumulators) and with doubles
// (m8n8k4, sm_80): signed and unsigned bytes in two shapes, a double product.
#include <mma.h>
using namespace nvcuda;

// m16n16k16, signed bytes: A row-major, B column-major, C (s32) row-major, D column-major.
extern "C" __global__ void bytes_signed(const signed char* a, const signed char* b, const int* c, int* d)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::load_matrix_sync(acc, c, 16, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_col_major);
}

// m32n8k16, unsigned bytes: A column-major, B row-major, C filled with 1000, D row-major.
extern "C" __global__ void bytes_unsigned(const unsigned char* a, const unsigned char* b, int* d)
{
    wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 32, 8, 16, int> acc;
    wmma::fill_fragment(acc, 1000);
    wmma::load_matrix_sync(fa, a, 32);
    wmma::load_matrix_sync(fb, b, 8);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 8, wmma::mem_row_major);
}

// m8n8k4 doubles: A row-major, B column-major, C row-major, D row-major.
extern "C" __global__ void doubles(const double* a, const double* b, const double* c, double* d)
{
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
    wmma::load_matrix_sync(fa, a, 4);
    wmma::load_matrix_sync(fb, b, 4);
    wmma::load_matrix_sync(acc, c, 8, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 8, wmma::mem_row_major);
}
