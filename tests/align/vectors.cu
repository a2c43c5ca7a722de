// Copies of CUDA's aligned vector types and their layout. nvcc 13
// (-O3, sm_80) copies each element with one vector access:
// ld.global.v4.u32/st.global.v4.u32 for float4 and double2,
// ld.global.v2.u32/st.global.v2.u32 for int2; ptxc uses the same widths
// (typed by the elements: .v4.f32, .v2.u32, .v2.f64).

#include <cuda_fp16.h>
#include <cuda_bf16.h>

// CUDA 13's cuda_fp16.h/cuda_bf16.h declare the pairs __CUDA_ALIGN__(4).
struct PairHolder { char c; __half2 h; __nv_bfloat162 b; };
static_assert(alignof(__half2) == 4 && alignof(__nv_bfloat162) == 4, "pairs are 4-aligned");
static_assert(sizeof(PairHolder) == 12 && __builtin_offsetof(PairHolder, h) == 4, "as nvcc lays it out");

extern "C" __global__ void copy_f4(float4* out, const float4* in) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = in[i];
    out[i] = v;
}

extern "C" __global__ void copy_i2(int2* out, const int2* in) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i];
}

extern "C" __global__ void copy_d2(double2* out, const double2* in) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    double2 v = in[i];
    out[i] = v;
}

// A copy that is also read field by field.
extern "C" __global__ void scale_f4(float4* out, const float4* in, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 v = in[i];
    v.x *= s;
    v.w += v.y;
    out[i] = v;
}

#define LAYOUT(T) out[k++] = sizeof(T); out[k++] = alignof(T);
#define LAYOUT4(B) LAYOUT(B##1) LAYOUT(B##2) LAYOUT(B##3) LAYOUT(B##4)

// sizeof and alignof of every vector type, in the order of the table in tests/align.rs.
extern "C" __global__ void layout(unsigned long long* out) {
    int k = 0;
    LAYOUT4(char) LAYOUT4(uchar) LAYOUT4(short) LAYOUT4(ushort) LAYOUT4(int) LAYOUT4(uint)
    LAYOUT4(long) LAYOUT4(ulong) LAYOUT4(longlong) LAYOUT4(ulonglong) LAYOUT4(float) LAYOUT4(double)
    LAYOUT(long4_16a) LAYOUT(long4_32a) LAYOUT(ulong4_16a) LAYOUT(ulong4_32a)
    LAYOUT(longlong4_16a) LAYOUT(longlong4_32a) LAYOUT(ulonglong4_16a) LAYOUT(ulonglong4_32a)
    LAYOUT(double4_16a) LAYOUT(double4_32a)
}
