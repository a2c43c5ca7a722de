// expect: error 7:43: no instance of overloaded function "atomicAdd" matches the argument list
// expect: error 7:76: no instance of overloaded function "atomicAdd" matches the argument list
// CUDA declares atomicAdd on float2 and float4 for sm_90 and later only; on
// sm_80 a call finds no overload, as under nvcc, instead of becoming an `atom`
// with vector types that ptxas rejects.

__global__ void k(float2* p, float4* q) { atomicAdd(p, make_float2(1, 2)); atomicAdd(q, make_float4(1, 2, 3, 4)); }
