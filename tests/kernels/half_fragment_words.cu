// A register fragment of 128 halves in the manner of CuTe's sgemm_sm80
// (issue 44): more halves than sroa took apart as one record (64), cleared
// half by half, returned and passed by value (whole-record copies), updated
// by inline PTX that takes its 32-bit words (as `mma`'s operands do) and read
// back half by half, and a half whose bits are read through a `uint16_t`
// reference (cutlass::half_t's bit access). The fragment's slots split into
// 32-bit words, the widest accesses, and nvcc keeps all of it in registers.
// grid: 2
// block: 32
// buf: a f32 64 iota
// buf: out f32 64
// arg: a
// arg: out
// check: out
#include <cuda_fp16.h>

struct Fragment {
  __half v[128];
};

__device__ Fragment cleared() {
  Fragment f;
#pragma unroll
  for (int i = 0; i < 128; ++i)
    f.v[i] = __float2half(0.0f);
  return f;
}

__device__ Fragment accumulate(Fragment acc, unsigned step) {
  unsigned *words = reinterpret_cast<unsigned *>(acc.v);
#pragma unroll
  for (int i = 0; i < 64; ++i) {
    unsigned w = words[i];
    asm("add.rn.f16x2 %0, %1, %2;" : "=r"(w) : "r"(w), "r"(step));
    words[i] = w;
  }
  return acc;
}

__device__ unsigned short bits_of(__half h) {
  return reinterpret_cast<unsigned short const &>(h);
}

__global__ void half_fragment_words(const float *a, float *out) {
  int t = blockIdx.x * 32 + threadIdx.x;
  __half x = __float2half(a[t] * 0.25f);
  unsigned step = bits_of(x) | (unsigned(bits_of(__float2half(1.0f))) << 16);
  Fragment acc = cleared();
  for (int k = 0; k < 3; ++k)
    acc = accumulate(acc, step);
  float s = 0;
#pragma unroll
  for (int i = 0; i < 128; ++i)
    s += __half2float(acc.v[i]) * float(i & 7);
  out[t] = s + float(bits_of(acc.v[5]) & 1);
}
