// A tensor-core GEMM of our own on CuTe's SM80 atoms (issue 44), compiled against
// CUTLASS's headers from the pinned `nvidia-cutlass` wheel: C = A * B^T + C for a
// column-major float M x N matrix C and K-major half A (M x K) and B (N x K), in blocks
// of 32 x 32 (four warps of 16 x 16; M and N multiples of 32, K of 32). Global memory is
// seen through CuTe tensors (`local_tile`); shared memory is K-major with addresses
// swizzled by CuTe's `Swizzle`; the data moves through CuTe's architecture atoms, whose
// inline PTX ptxsim runs: `SM80_CP_ASYNC_CACHEALWAYS` (16-byte `cp.async`, with
// `cp_async_fence` and `cp_async_wait`), `SM75_U32x4_LDSM_N` (`ldmatrix .x4`) and
// `SM80_16x8x16_F32F16F16F32_TN` (`mma.sync`), with the PTX ISA's fragment layouts.
#include <cute/tensor.hpp>
#include <cute/arch/copy_sm75.hpp>
#include <cute/arch/copy_sm80.hpp>
#include <cute/arch/mma_sm80.hpp>

using namespace cute;

extern "C" __global__ void __launch_bounds__(128)
mma_atoms_gemm_tn(int m, int n, int k, half_t const* a, half_t const* b, float* c) {
    Tensor mA = make_tensor(make_gmem_ptr(a), make_shape(m, k), make_stride(k, Int<1>{}));
    Tensor mB = make_tensor(make_gmem_ptr(b), make_shape(n, k), make_stride(k, Int<1>{}));
    Tensor mC = make_tensor(make_gmem_ptr(c), make_shape(m, n), make_stride(Int<1>{}, m));
    auto tiler = make_shape(Int<32>{}, Int<32>{}, Int<32>{});
    auto coord = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gA = local_tile(mA, tiler, coord, Step<_1, X, _1>{});  // (32, 32, k)
    Tensor gB = local_tile(mB, tiler, coord, Step<X, _1, _1>{});  // (32, 32, k)
    Tensor gC = local_tile(mC, tiler, coord, Step<_1, _1, X>{});  // (32, 32)

    // K-major rows of 32 halves (four 16-byte chunks), swizzled: CuTe's Swizzle<2, 3, 3>
    // moves each row's chunks by bits 1-2 of the row, so the eight rows an ldmatrix reads
    // fall in different banks.
    __shared__ alignas(128) half_t smem_a[32 * 32];
    __shared__ alignas(128) half_t smem_b[32 * 32];
    auto at = [](half_t* s, int r, int col) { return s + Swizzle<2, 3, 3>{}(r * 32 + col); };

    int t = threadIdx.x, lane = t % 32, warp = t / 32;
    int wm = (warp % 2) * 16, wn = (warp / 2) * 16;  // the warp's 16 x 16 corner of C
    int g = lane / 4, q = lane % 4;                  // the ISA's groupID, threadID_in_group
    // acc[j]: the 16 x 8 atom j of the warp's C (c0 c1 at row g, c2 c3 at row g + 8).
    float acc[2][4];
    for (int j = 0; j < 2; ++j) {
        for (int i = 0; i < 4; ++i) {
            acc[j][i] = gC(wm + g + 8 * (i / 2), wn + 8 * j + 2 * q + i % 2);
        }
    }
    // The row each lane points ldmatrix at: matrix lane / 8, row lane % 8.
    int mat = lane / 8, row = lane % 8;
    int a_row = wm + 8 * (mat % 2) + row, a_col = 8 * (mat / 2);  // a0..a3: (m, k) blocks 00 10 01 11
    int b_row = wn + 8 * (mat / 2) + row, b_col = 8 * (mat % 2);  // b0 b1 of atom 0, then of atom 1

    int tiles = size<2>(gA);
    for (int kt = 0; kt < tiles; ++kt) {
        // 128 threads, one 16-byte chunk of A and one of B each.
        int r = t / 4, ch = 8 * (t % 4);
        SM80_CP_ASYNC_CACHEALWAYS<uint128_t>::copy(*reinterpret_cast<uint128_t const*>(&gA(r, ch, kt)),
                                                   *reinterpret_cast<uint128_t*>(at(smem_a, r, ch)));
        SM80_CP_ASYNC_CACHEALWAYS<uint128_t>::copy(*reinterpret_cast<uint128_t const*>(&gB(r, ch, kt)),
                                                   *reinterpret_cast<uint128_t*>(at(smem_b, r, ch)));
        cp_async_fence();
        cp_async_wait<0>();
        __syncthreads();
        for (int kk = 0; kk < 32; kk += 16) {
            uint32_t fa[4], fb[4];
            SM75_U32x4_LDSM_N::copy(*reinterpret_cast<uint128_t const*>(at(smem_a, a_row, kk + a_col)),
                                    fa[0], fa[1], fa[2], fa[3]);
            SM75_U32x4_LDSM_N::copy(*reinterpret_cast<uint128_t const*>(at(smem_b, b_row, kk + b_col)),
                                    fb[0], fb[1], fb[2], fb[3]);
            for (int j = 0; j < 2; ++j) {
                float* d = acc[j];
                SM80_16x8x16_F32F16F16F32_TN::fma(d[0], d[1], d[2], d[3], fa[0], fa[1], fa[2], fa[3],
                                                  fb[2 * j], fb[2 * j + 1], d[0], d[1], d[2], d[3]);
            }
        }
        __syncthreads();
    }
    for (int j = 0; j < 2; ++j) {
        for (int i = 0; i < 4; ++i) {
            gC(wm + g + 8 * (i / 2), wn + 8 * j + 2 * q + i % 2) = acc[j][i];
        }
    }
}
