// Grid-stride loop over more elements than threads.
// grid: 3
// block: 64
// buf: x i32 1000 rand:18
// buf: y i32 1000
// arg: x
// arg: y
// arg: i32:1000
// check: y
__global__ void grid_stride(const int* x, int* y, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = x[i] * 3 - (x[i] >> 2);
}
