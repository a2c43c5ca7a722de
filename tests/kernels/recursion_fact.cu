// Recursive factorial in a __device__ function (64-bit result).
// grid: 1
// block: 32
// buf: out u64 32
// arg: out
// check: out
__device__ unsigned long long fact(int n)
{
    if (n <= 1)
        return 1;
    return (unsigned long long)n * fact(n - 1);
}

__global__ void recursion_fact(unsigned long long* out)
{
    int i = threadIdx.x;
    out[i] = fact(i % 21);
}
