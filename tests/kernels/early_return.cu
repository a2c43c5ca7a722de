// Early returns from a kernel and from a device function.
// grid: 1
// block: 128
// buf: in i32 128 rand:19
// buf: out i32 128 rand:20
// arg: in
// arg: out
// check: out
__device__ int classify(int v)
{
    if (v < 0)
        return -1;
    if (v % 3 == 0)
        return 3;
    return 1;
}

__global__ void early_return(const int* in, int* out)
{
    int i = threadIdx.x;
    if (i % 4 == 3)
        return;
    int v = in[i];
    if (v > 1500000000) {
        out[i] = 42;
        return;
    }
    out[i] = classify(v) * (i + 1);
}
