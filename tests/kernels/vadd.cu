// Element-wise vector addition, one thread per element, bounds-checked.
// grid: 4
// block: 256
// buf: a f32 1000 rand:1
// buf: b f32 1000 iota
// buf: c f32 1000
// arg: a
// arg: b
// arg: c
// arg: i32:1000
// check: c
__global__ void vadd(const float* a, const float* b, float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}
