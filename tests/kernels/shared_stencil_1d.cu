// 1D stencil of radius 4 through a shared-memory tile with a halo on each
// side: one base address plus constant offsets for the unrolled taps.
// needs: runtime
// grid: 8
// block: 128
// buf: in i32 1000 rand:7
// buf: out i32 1000
// arg: in
// arg: out
// arg: i32:1000
// check: out
#define RADIUS 4
#define BLOCK 128
__global__ void shared_stencil_1d(const int* in, int* out, int n)
{
    __shared__ int tile[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * BLOCK + threadIdx.x;
    int l = threadIdx.x + RADIUS;
    tile[l] = g < n ? in[g] & 0xffff : 0;
    if (threadIdx.x < RADIUS) {
        tile[l - RADIUS] = g >= RADIUS ? in[g - RADIUS] & 0xffff : 0;
        tile[l + BLOCK] = g + BLOCK < n ? in[g + BLOCK] & 0xffff : 0;
    }
    __syncthreads();
    int acc = 0;
    for (int k = -RADIUS; k <= RADIUS; k++)
        acc += (k + RADIUS + 1) * tile[l + k];
    if (g < n)
        out[g] = acc;
}
