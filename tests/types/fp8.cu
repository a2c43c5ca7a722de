// cuda_fp8.h: FP8 storage types as named integer records and their conversions;
// tests/types.rs checks every encoding against a brute-force nearest-value search
// and every decoding against the format definition.
#include <cuda_fp8.h>
__global__ void enc(const float* in, unsigned char* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[4 * i + 0] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
  out[4 * i + 1] = __nv_cvt_float_to_fp8(in[i], __NV_NOSAT, __NV_E4M3);
  out[4 * i + 2] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E5M2);
  out[4 * i + 3] = __nv_cvt_float_to_fp8(in[i], __NV_NOSAT, __NV_E5M2);
}
__global__ void dec(float* out) {
  int c = threadIdx.x;
  __nv_fp8_e4m3 a; a.__x = (__nv_fp8_storage_t)c;
  __nv_fp8_e5m2 b; b.__x = (__nv_fp8_storage_t)c;
  out[2 * c] = __ptxc_fp8_to_float(a.__x, __NV_E4M3);
  out[2 * c + 1] = __ptxc_fp8_to_float(b.__x, __NV_E5M2);
}
