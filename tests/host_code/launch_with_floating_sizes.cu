// Launch configurations whose grid, block and shared memory sizes are floating
// values: dim3's constructor and the size_t parameter convert them, as nvcc does
// (`<<<floorf(n / 256.f) + 1, 256>>>`). The kernel template's instance is emitted.
#include <math.h>

template <class T>
__global__ void shift(T* p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] -= T(1);
}

void launch(double* p, int n)
{
    shift<<<floorf(n / 256.f) + 1, 256.0>>>(p, n);
    shift<<<ceil(n / 128.0), 128, 0.0>>>((float*)p, n);
}
