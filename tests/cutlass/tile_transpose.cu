// A CuTe kernel of our own (issue 44), compiled against CUTLASS's headers from the pinned
// `nvidia-cutlass` wheel: each block of 256 threads moves one 32x32 tile of a column-major
// M x N matrix `in` (M, N dynamic, multiples of 32) through shared memory into the
// row-major `out` (out[i * N + j] = in[i + j * M] * scale): `make_tensor` of global
// and shared pointers, `local_tile` with a `Step` projection, `local_partition` by a
// thread layout, element loops over the partitions and the tile's coordinates.
#include <cute/tensor.hpp>

using namespace cute;

extern "C" __global__ void tile_transpose(float const* in, float* out, int m, int n, float scale) {
    Tensor mIn = make_tensor(make_gmem_ptr(in), make_shape(m, n), make_stride(Int<1>{}, m));
    Tensor mOut = make_tensor(make_gmem_ptr(out), make_shape(m, n), make_stride(n, Int<1>{}));
    auto tiler = make_shape(Int<32>{}, Int<32>{}, Int<1>{});
    auto coord = make_coord(blockIdx.x, blockIdx.y, _);
    Tensor gIn = local_tile(mIn, tiler, coord, Step<_1, _1, X>{});    // (32, 32)
    Tensor gOut = local_tile(mOut, tiler, coord, Step<_1, _1, X>{});  // (32, 32)

    __shared__ float smem[32 * 32];
    Tensor sTile = make_tensor(make_smem_ptr(smem), make_layout(make_shape(Int<32>{}, Int<32>{})));

    // 32 x 8 threads, each moving 1 x 4 elements of the tile.
    auto threads = make_layout(make_shape(Int<32>{}, Int<8>{}));
    Tensor tIn = local_partition(gIn, threads, threadIdx.x);
    Tensor tS = local_partition(sTile, threads, threadIdx.x);
    static_assert(decltype(size(tS))::value == 4, "four elements per thread");
    for (int i = 0; i < size(tS); ++i) {
        tS(i) = tIn(i) * scale;
    }
    __syncthreads();
    Tensor tOut = local_partition(gOut, threads, threadIdx.x);
    for (int i = 0; i < size(tOut); ++i) {
        tOut(i) = tS(i);
    }
}
