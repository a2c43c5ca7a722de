// cuBLAS's header includes cuda_fp16.h and cuda_bf16.h for its types, and nvcc's device
// code sees what they declare: nothing of it may be set aside with the host library.
// Launch: grid 1, block 1; p bf16[2]. Expect: p[0] == p[1].
#include <cublas_v2.h>
typedef __nv_bfloat16 floatX;
__global__ void k(floatX* p) { p[0] = p[1]; }
