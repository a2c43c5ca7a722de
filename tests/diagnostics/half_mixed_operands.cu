// expect: error 9:12: more than one operator "+" matches these operands (operand types are: "__half" + "float")
// expect: error 10:12: more than one operator "<" matches these operands (operand types are: "int" < "__half")
// expect: error 11:12: a value of type "__nv_bfloat16" cannot be assigned to an entity of type "__half"
// CUDA's __half and __nv_bfloat16 convert to and from every builtin type, so a
// binary operator mixing them with another type matches several operators.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void k(__half* h, __nv_bfloat16* b, float* f, int* i) {
    h[0] = h[1] + f[0];
    i[0] = i[1] < h[2];
    h[3] = b[0];
    f[1] = h[4];
    h[5] = i[2];
}
