// Two kernels in one file; the case runs the second one.
// kernel: second
// grid: 1
// block: 32
// buf: a i32 32 iota
// buf: b i32 32
// arg: a
// arg: b
// check: b
__global__ void first(const int* a, int* b)
{
    b[threadIdx.x] = a[threadIdx.x] + 1;
}

__global__ void second(const int* a, int* b)
{
    b[threadIdx.x] = a[threadIdx.x] * a[threadIdx.x] - 3;
}
