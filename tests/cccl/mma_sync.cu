// A 16x8x16 tile product per warp with the instructions CUTLASS-style code
// writes by hand: ldmatrix (.x4 for row-major A, .x2.trans for row-major B)
// from shared memory, then mma.sync m16n8k16 with f16 and with bf16 inputs and
// f32 accumulators, and with f16 accumulators (m16n8k8, two k-steps).
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__device__ unsigned smem_addr(const void* p)
{
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// Loads A (16x16) and B (16x8), both row-major with 16-element rows for A and
// 8-element rows for B, into the mma.m16n8k16 fragments.
__device__ void load_fragments(const unsigned short* gA, const unsigned short* gB, unsigned a[4], unsigned b[2])
{
    __shared__ alignas(16) unsigned short sA[16 * 16];
    __shared__ alignas(16) unsigned short sB[16 * 8];
    int lane = threadIdx.x;
    for (int i = lane; i < 256; i += 32)
        sA[i] = gA[i];
    for (int i = lane; i < 128; i += 32)
        sB[i] = gB[i];
    __syncwarp();
    // Matrix j of A: rows (j % 2) * 8 .. +8, columns (j / 2) * 8 .. +8.
    int j = lane / 8, r = lane % 8;
    const unsigned short* rowA = &sA[((j % 2) * 8 + r) * 16 + (j / 2) * 8];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                 : "r"(smem_addr(rowA)));
    // Matrix j of B: rows j * 8 .. +8 (lanes 16..31 repeat valid addresses).
    const unsigned short* rowB = &sB[((lane / 8) % 2 * 8 + r) * 8];
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
                 : "=r"(b[0]), "=r"(b[1])
                 : "r"(smem_addr(rowB)));
}

// D (16x8 f32, row-major) = A * B + C.
__device__ void store_d(float* d, const float acc[4])
{
    int g = threadIdx.x / 4, t = threadIdx.x % 4;
    d[g * 8 + 2 * t] = acc[0];
    d[g * 8 + 2 * t + 1] = acc[1];
    d[(g + 8) * 8 + 2 * t] = acc[2];
    d[(g + 8) * 8 + 2 * t + 1] = acc[3];
}

__device__ void load_c(const float* c, float acc[4])
{
    int g = threadIdx.x / 4, t = threadIdx.x % 4;
    acc[0] = c[g * 8 + 2 * t];
    acc[1] = c[g * 8 + 2 * t + 1];
    acc[2] = c[(g + 8) * 8 + 2 * t];
    acc[3] = c[(g + 8) * 8 + 2 * t + 1];
}

extern "C" __global__ void mma_f16_f32(const unsigned short* A, const unsigned short* B, const float* C, float* D)
{
    unsigned a[4], b[2];
    float acc[4];
    load_fragments(A, B, a, b);
    load_c(C, acc);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    store_d(D, acc);
}

extern "C" __global__ void mma_bf16_f32(const unsigned short* A, const unsigned short* B, const float* C, float* D)
{
    unsigned a[4], b[2];
    float acc[4];
    load_fragments(A, B, a, b);
    load_c(C, acc);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
                 : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    store_d(D, acc);
}

// f16 accumulators from zero; the k16 product as two m16n8k8 steps (A's
// registers 0-1 and B's register 0 hold k 0..7, the others k 8..15).
extern "C" __global__ void mma_f16_f16_k8(const unsigned short* A, const unsigned short* B, __half* D)
{
    unsigned a[4], b[2];
    load_fragments(A, B, a, b);
    unsigned d0 = 0, d1 = 0;
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%0, %1};"
                 : "+r"(d0), "+r"(d1)
                 : "r"(a[0]), "r"(a[1]), "r"(b[0]));
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%0, %1};"
                 : "+r"(d0), "+r"(d1)
                 : "r"(a[2]), "r"(a[3]), "r"(b[1]));
    int g = threadIdx.x / 4, t = threadIdx.x % 4;
    __half2 lo = *reinterpret_cast<__half2*>(&d0), hi = *reinterpret_cast<__half2*>(&d1);
    D[g * 8 + 2 * t] = __low2half(lo);
    D[g * 8 + 2 * t + 1] = __high2half(lo);
    D[(g + 8) * 8 + 2 * t] = __low2half(hi);
    D[(g + 8) * 8 + 2 * t + 1] = __high2half(hi);
}
