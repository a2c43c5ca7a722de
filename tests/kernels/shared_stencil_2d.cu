// 2D five-point stencil through a shared-memory tile with a one-cell halo:
// a 16x16 block loads its tile and the halo cells on each edge, then each
// thread sums its neighbours at constant offsets of one tile address (rows
// 18 floats apart), as image filters and Jacobi sweeps do.
// needs: runtime
// grid: 3,2
// block: 16,16
// buf: in f32 1200 rand:21
// buf: out f32 1200
// arg: in
// arg: out
// arg: i32:40
// arg: i32:30
// check: out
// tol: 4
#define TILE 16
__global__ void shared_stencil_2d(const float* in, float* out, int w, int h)
{
    __shared__ float tile[TILE + 2][TILE + 2];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
    bool inside = x < w && y < h;
    tile[ty][tx] = inside ? in[y * w + x] : 0.0f;
    if (threadIdx.x == 0)
        tile[ty][0] = x > 0 && y < h ? in[y * w + x - 1] : 0.0f;
    if (threadIdx.x == TILE - 1)
        tile[ty][TILE + 1] = x + 1 < w && y < h ? in[y * w + x + 1] : 0.0f;
    if (threadIdx.y == 0)
        tile[0][tx] = y > 0 && x < w ? in[(y - 1) * w + x] : 0.0f;
    if (threadIdx.y == TILE - 1)
        tile[TILE + 1][tx] = y + 1 < h && x < w ? in[(y + 1) * w + x] : 0.0f;
    __syncthreads();
    if (inside)
        out[y * w + x] = 0.5f * tile[ty][tx] +
                         0.125f * (tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1]);
}
