// A SIMT float GEMM of our own on CuTe (issue 44), compiled against CUTLASS's headers
// from the pinned `nvidia-cutlass` wheel, in the CuTe tutorial's style:
// C = alpha * A * B^T + beta * C for a column-major M x N matrix C, an M-major A (M x K)
// and an N-major B (N x K), block by block of 64 x 64 with 256 threads, 8-wide K tiles of
// A and B staged in shared memory (M and N multiples of 64, K a multiple of 8):
// `local_tile` per block, `local_partition` by thread layouts for the copies and for the
// 4 x 4 outputs each thread owns, `copy`, `gemm` and `axpby` over the partitions.
#include <cute/tensor.hpp>

using namespace cute;

extern "C" __global__ void __launch_bounds__(256)
simt_gemm_nt(int m, int n, int k, float alpha, float const* a, float const* b, float beta, float* c) {
    Tensor mA = make_tensor(make_gmem_ptr(a), make_shape(m, k), make_stride(Int<1>{}, m));
    Tensor mB = make_tensor(make_gmem_ptr(b), make_shape(n, k), make_stride(Int<1>{}, n));
    Tensor mC = make_tensor(make_gmem_ptr(c), make_shape(m, n), make_stride(Int<1>{}, m));

    auto tiler = make_shape(Int<64>{}, Int<64>{}, Int<8>{});
    auto coord = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gA = local_tile(mA, tiler, coord, Step<_1, X, _1>{});  // (64, 8, k)
    Tensor gB = local_tile(mB, tiler, coord, Step<X, _1, _1>{});  // (64, 8, k)
    Tensor gC = local_tile(mC, tiler, coord, Step<_1, _1, X>{});  // (64, 64)

    __shared__ float smem_a[64 * 8];
    __shared__ float smem_b[64 * 8];
    Tensor sA = make_tensor(make_smem_ptr(smem_a), make_layout(make_shape(Int<64>{}, Int<8>{})));
    Tensor sB = make_tensor(make_smem_ptr(smem_b), make_layout(make_shape(Int<64>{}, Int<8>{})));

    // 64 x 4 threads copy 1 x 2 elements each; 16 x 16 threads own 4 x 4 outputs each.
    auto copy_threads = make_layout(make_shape(Int<64>{}, Int<4>{}));
    auto mma_threads = make_layout(make_shape(Int<16>{}, Int<16>{}));
    Tensor tAgA = local_partition(gA, copy_threads, threadIdx.x);  // (1, 2, k)
    Tensor tAsA = local_partition(sA, copy_threads, threadIdx.x);  // (1, 2)
    Tensor tBgB = local_partition(gB, copy_threads, threadIdx.x);
    Tensor tBsB = local_partition(sB, copy_threads, threadIdx.x);
    Tensor tCsA = local_partition(sA, mma_threads, threadIdx.x, Step<_1, X>{});   // (4, 8)
    Tensor tCsB = local_partition(sB, mma_threads, threadIdx.x, Step<X, _1>{});   // (4, 8)
    Tensor tCgC = local_partition(gC, mma_threads, threadIdx.x, Step<_1, _1>{});  // (4, 4)
    Tensor tCrC = make_tensor_like(tCgC);
    clear(tCrC);

    int tiles = size<2>(tAgA);
    for (int t = 0; t < tiles; ++t) {
        copy(tAgA(_, _, t), tAsA);
        copy(tBgB(_, _, t), tBsB);
        __syncthreads();
        gemm(tCsA, tCsB, tCrC);
        __syncthreads();
    }
    axpby(alpha, tCrC, beta, tCgC);
}
