// CUTLASS 2.x device-level GEMMs of our own (issue 44), compiled against CUTLASS's headers
// from the pinned `nvidia-cutlass` wheel: the kernels `cutlass::gemm::device::Gemm` runs,
// for a SIMT float GEMM (row-major A, B and C, 128 x 128 x 8 tiles, 256 threads) and an
// int8 tensor-op GEMM as CUTLASS's Turing example declares it (row-major A, column-major B,
// row-major int32 C; 128 x 256 x 64 tiles, `mma.sync.m8n8k16` with `.satfinite`, 256
// threads). Each kernel builds the kernel's `Params` itself, from the same arguments the
// device operator's `initialize` takes on the host (all of it is host-and-device code), and
// runs the GEMM kernel's operator() with the dynamic shared memory as its SharedStorage, as
// `cutlass::Kernel` does. D = alpha * A * B + beta * C, in place. (The calls name
// GemmCoord and the epilogue's Params: ptxc takes a brace list given to a function
// template for a std::initializer_list even where the parameter's type is a class.)
#include "cutlass/gemm/device/gemm.h"

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

using SimtGemm = cutlass::gemm::device::Gemm<float, RowMajor, float, RowMajor, float, RowMajor>;

using S8Gemm = cutlass::gemm::device::Gemm<
    int8_t, RowMajor, int8_t, ColumnMajor, int32_t, RowMajor, int32_t, cutlass::arch::OpClassTensorOp,
    cutlass::arch::Sm75, cutlass::gemm::GemmShape<128, 256, 64>, cutlass::gemm::GemmShape<64, 64, 64>,
    cutlass::gemm::GemmShape<8, 8, 16>, cutlass::epilogue::thread::LinearCombination<int32_t, 4, int32_t, int32_t>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 2>;

template <class Gemm>
__device__ void run_gemm(cutlass::gemm::GemmCoord problem, typename Gemm::ElementA const* a, int lda,
                         typename Gemm::ElementB const* b, int ldb, typename Gemm::ElementC* c, int ldc,
                         typename Gemm::EpilogueOutputOp::Params epilogue) {
    using Kernel = typename Gemm::GemmKernel;
    using Shape = typename Gemm::ThreadblockShape;
    typename Gemm::ThreadblockSwizzle swizzle;
    cutlass::gemm::GemmCoord tiles = swizzle.get_tiled_shape(problem, {Shape::kM, Shape::kN, Shape::kK}, 1);
    typename Kernel::Params params(problem, tiles, {const_cast<typename Gemm::ElementA*>(a), lda},
                                   {const_cast<typename Gemm::ElementB*>(b), ldb}, {c, ldc}, {c, ldc}, epilogue);
    extern __shared__ int shared_storage[];
    Kernel kernel;
    kernel(params, *reinterpret_cast<typename Kernel::SharedStorage*>(shared_storage));
}

extern "C" __global__ void __launch_bounds__(256)
simt_gemm(int m, int n, int k, float alpha, float const* a, float const* b, float beta, float* c) {
    run_gemm<SimtGemm>(cutlass::gemm::GemmCoord(m, n, k), a, k, b, n, c, n,
                       SimtGemm::EpilogueOutputOp::Params(alpha, beta));
}

extern "C" __global__ void __launch_bounds__(256)
s8_gemm(int m, int n, int k, int alpha, int8_t const* a, int8_t const* b, int beta, int32_t* c) {
    run_gemm<S8Gemm>(cutlass::gemm::GemmCoord(m, n, k), a, k, b, k, c, n, S8Gemm::EpilogueOutputOp::Params(alpha, beta));
}

// The dynamic shared memory each kernel needs (`cutlass::Kernel`'s launch size).
extern "C" __global__ void shared_bytes(int* out) {
    out[0] = int(sizeof(SimtGemm::GemmKernel::SharedStorage));
    out[1] = int(sizeof(S8Gemm::GemmKernel::SharedStorage));
}
