// Warp sum with __shfl_down_sync; lane 0 of each warp writes the total.
// needs: runtime
// grid: 2
// block: 128
// buf: in i32 256 rand:33
// buf: out i32 8
// arg: in
// arg: out
// check: out
__global__ void warp_shuffle(const int* in, int* out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i] >> 8;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if ((threadIdx.x & 31) == 0)
        out[i / 32] = v;
}
