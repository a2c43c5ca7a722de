// Inclusive prefix sum of each block's 256 values, doubling the distance
// each step between two shared buffers chosen by a variable row.
// needs: runtime
// grid: 4
// block: 256
// buf: in i32 1024 rand:9
// buf: out i32 1024
// arg: in
// arg: out
// check: out
__global__ void shared_block_scan(const int* in, int* out)
{
    __shared__ int buf[2][256];
    int t = threadIdx.x;
    int g = blockIdx.x * 256 + t;
    int cur = 0;
    buf[0][t] = in[g] & 0xfff;
    __syncthreads();
    for (int d = 1; d < 256; d <<= 1) {
        int v = buf[cur][t];
        if (t >= d)
            v += buf[cur][t - d];
        cur ^= 1;
        buf[cur][t] = v;
        __syncthreads();
    }
    out[g] = buf[cur][t];
}
