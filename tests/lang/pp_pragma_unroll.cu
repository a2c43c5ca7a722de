// #pragma unroll and _Pragma are accepted and do not change the meaning
#define UNROLL _Pragma("unroll")

__host__ __device__ long long run() {
    long long s = 0;
#pragma unroll
    for (int i = 0; i < 8; i++) s += i * 3;
#pragma unroll 4
    for (int i = 0; i < 17; i++) s = s * 2 + i;
    UNROLL
    for (int i = 0; i < 3; i++) s -= i;
    return s;
}
