// cuda_fp6.h / cuda_fp4.h: saturating sub-byte formats under CUDA's four
// rounding modes; tests/types.rs checks every encoding against a brute-force
// search over all codes and every decoding against the format definition.
#include <cuda_fp6.h>
#include <cuda_fp4.h>
__global__ void enc(const float* in, unsigned char* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const enum cudaRoundMode modes[4] = {cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf};
  for (int r = 0; r < 4; ++r) {
    out[12 * i + 3 * r + 0] = __nv_cvt_float_to_fp6(in[i], __NV_E2M3, modes[r]);
    out[12 * i + 3 * r + 1] = __nv_cvt_float_to_fp6(in[i], __NV_E3M2, modes[r]);
    out[12 * i + 3 * r + 2] = __nv_cvt_float_to_fp4(in[i], __NV_E2M1, modes[r]);
  }
}
__global__ void dec(float* out) {
  unsigned c = threadIdx.x;
  __nv_fp6_e2m3 a; a.__x = (__nv_fp6_storage_t)c;
  out[3 * c] = __ptxc_fp6_to_float(a.__x, __NV_E2M3);
  out[3 * c + 1] = __ptxc_fp6_to_float((__nv_fp6_storage_t)c, __NV_E3M2);
  out[3 * c + 2] = __ptxc_fp4_to_float((__nv_fp4_storage_t)(c & 0xF), __NV_E2M1);
}
