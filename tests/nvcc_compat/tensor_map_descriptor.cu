// <cuda.h>'s tensor map: the opaque 128-byte, 128-aligned TMA descriptor CuTe declares
// its TmaDescriptor as, passed to a kernel as a __grid_constant__ parameter, and the
// enumerations that describe one.
#include <cuda.h>

__global__ void describe(const __grid_constant__ CUtensorMap map, unsigned* out) {
    out[0] = sizeof(map);
    out[1] = alignof(CUtensorMap);
    out[2] = CU_TENSOR_MAP_SWIZZLE_128B;
    out[3] = CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 * 10 + CU_TENSOR_MAP_L2_PROMOTION_L2_256B;
}
