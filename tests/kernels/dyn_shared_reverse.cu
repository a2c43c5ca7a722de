// Reverse each block's slice through dynamically sized extern shared memory.
// needs: runtime
// grid: 3
// block: 64
// shared: 256
// buf: d i32 192 rand:34
// arg: d
// check: d
__global__ void dyn_shared_reverse(int* d)
{
    extern __shared__ int s[];
    int t = threadIdx.x;
    int base = blockIdx.x * blockDim.x;
    s[t] = d[base + t];
    __syncthreads();
    d[base + t] = s[blockDim.x - 1 - t];
}
