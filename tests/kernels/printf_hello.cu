// Device printf with int, unsigned, float, string and char conversions.
// needs: runtime
// grid: 2
// block: 4
// buf: x f32 8 iota
// arg: x
// stdout: sorted
#include <cstdio>
__global__ void printf_hello(const float* x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    printf("block %d thread %u x=%.2f %s%c [%5d] %x\n", blockIdx.x, threadIdx.x, x[i] * 1.5f, "ok", 'A' + i, -i, i * 255);
}
