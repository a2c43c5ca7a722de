// Block sum reduction in shared memory with __syncthreads between steps.
// needs: runtime
// grid: 4
// block: 256
// buf: in i32 1024 rand:31
// buf: out i32 4
// arg: in
// arg: out
// check: out
__global__ void shared_reduce(const int* in, int* out)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t] & 0xffff;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}
