// The host libraries' headers read as nvcc reads them: cuBLAS includes
// cuda_fp16.h and cuda_bf16.h (ptxc's own), and device code uses the types and constants
// the headers bring. The host function below calls each library through its declarations.
// Launch: grid 1, block 32; x bf16[64], c cuComplex[64], z cufftDoubleComplex[64], out int[32].
// library_values: grid 1, block 32; gens curandGenerator_t[32], f cufftComplex[32],
// z cuDoubleComplex[32], out int[64].
#include <cublas_v2.h>
#include <cublasLt.h>
#include <curand.h>
#include <cufft.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <nccl.h>
#include <nvtx3/nvToolsExt.h>
#include <cuda_profiler_api.h>

typedef __nv_bfloat16 floatX;

__device__ const int library_constants[] = {
    CUBLAS_OP_T,        CUDA_R_16BF,     CUBLAS_COMPUTE_32F,          CUSPARSE_INDEX_32I,
    ncclBfloat16,       CUFFT_C2C,       CURAND_RNG_PSEUDO_PHILOX4_32_10, CUBLASLT_MATMUL_DESC_TRANSA,
    sizeof(cublasHandle_t), sizeof(ncclComm_t), sizeof(cusparseSpMatDescr_t), sizeof(nvtxRangeId_t),
};

__global__ void library_types(floatX* x, cuComplex* c, cufftDoubleComplex* z, int* out)
{
    int i = threadIdx.x;
    x[i] = x[i + 32] * (floatX)2.0f;
    c[i] = cuCmulf(c[i], c[i + 32]);
    z[i] = cuCadd(z[i], z[i + 32]);
    out[i] = i < 12 ? library_constants[i] : -1;
}

// The element type of an NCCL reduction as cuBLAS names it (both take CUDA's types).
__device__ cudaDataType element_type(ncclDataType_t t)
{
    switch (t) {
    case ncclInt8: return CUDA_R_8I;
    case ncclUint8: return CUDA_R_8U;
    case ncclInt32: return CUDA_R_32I;
    case ncclUint32: return CUDA_R_32U;
    case ncclInt64: return CUDA_R_64I;
    case ncclUint64: return CUDA_R_64U;
    case ncclHalf: return CUDA_R_16F;
    case ncclFloat: return CUDA_R_32F;
    case ncclDouble: return CUDA_R_64F;
    case ncclBfloat16: return CUDA_R_16BF;
    default: return CUDA_R_8F_E4M3;
    }
}

// A cuSOLVER status as cuBLAS reports it.
__device__ cublasStatus_t as_cublas(cusolverStatus_t s)
{
    switch (s) {
    case CUSOLVER_STATUS_SUCCESS: return CUBLAS_STATUS_SUCCESS;
    case CUSOLVER_STATUS_NOT_INITIALIZED: return CUBLAS_STATUS_NOT_INITIALIZED;
    case CUSOLVER_STATUS_ALLOC_FAILED: return CUBLAS_STATUS_ALLOC_FAILED;
    case CUSOLVER_STATUS_INVALID_VALUE: return CUBLAS_STATUS_INVALID_VALUE;
    default: return CUBLAS_STATUS_INTERNAL_ERROR;
    }
}

// A generator handle is a value device code passes along.
__device__ curandGenerator_t pick(curandGenerator_t a, curandGenerator_t b, bool first)
{
    return first ? a : b;
}

__global__ void library_values(curandGenerator_t* gens, cufftComplex* f, cuDoubleComplex* z, int* out)
{
    int i = threadIdx.x;
    curandGenerator_t g = pick(gens[i], gens[31 - i], i % 2 == 0);
    __syncthreads();
    gens[i] = g;
    f[i] = cuConjf(f[i]);
    z[i] = cuCmul(z[i], cuConj(z[i]));
    out[i] = element_type((ncclDataType_t)(i % 12));
    out[32 + i] = as_cublas((cusolverStatus_t)(i % 8));
}

int main()
{
    cublasHandle_t handle;
    cublasCreate(&handle);
    float alpha = 1.0f, beta = 0.0f;
    cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_T, 4, 4, 4, &alpha, nullptr, CUDA_R_16BF, 4, nullptr, CUDA_R_16BF, 4,
                 &beta, nullptr, CUDA_R_32F, 4, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    cublasLtHandle_t lt;
    cublasLtCreate(&lt);
    cusparseHandle_t sparse;
    cusparseCreate(&sparse);
    cusolverDnHandle_t solver;
    cusolverDnCreate(&solver);
    curandGenerator_t gen;
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    cufftHandle plan;
    cufftPlan1d(&plan, 8, CUFFT_C2C, 1);
    ncclComm_t comm;
    ncclCommInitAll(&comm, 1, nullptr);
    nvtxRangePushA("library_types");
    cudaProfilerStart();
    library_types<<<1, 32>>>(nullptr, nullptr, nullptr, nullptr);
    cudaProfilerStop();
    nvtxRangePop();
    return 0;
}
