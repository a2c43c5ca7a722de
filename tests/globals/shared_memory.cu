// Static and dynamic shared memory, each thread using its own slots.
__global__ void stage(const int* in, int* out, int n)
{
    __shared__ int tile[128];
    extern __shared__ int dyn[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (i >= n) return;
    tile[t] = in[i] * 3;
    dyn[t] = in[i] + 1;
    out[i] = tile[t] - dyn[t];
}
