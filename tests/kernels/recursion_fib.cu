// Doubly recursive Fibonacci: divergent recursion depth across a warp.
// grid: 1
// block: 48
// buf: out i32 48
// arg: out
// check: out
__device__ int fib(int n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__global__ void recursion_fib(int* out)
{
    int i = threadIdx.x;
    out[i] = fib(i % 16);
}
