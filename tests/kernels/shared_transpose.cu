// Tiled transpose of a 64 x 96 matrix through a padded 32 x 33 shared tile:
// rows written, columns read (2D shared indexing with a variable row).
// needs: runtime
// grid: 3,2
// block: 32,8
// buf: in f32 6144 rand:11
// buf: out f32 6144
// arg: in
// arg: out
// arg: i32:96
// arg: i32:64
// check: out
#define TILE 32
#define STEP 8
__global__ void shared_transpose(const float* in, float* out, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int r = 0; r < TILE; r += STEP)
        if (x < width && y + r < height)
            tile[threadIdx.y + r][threadIdx.x] = in[(y + r) * width + x];
    __syncthreads();
    int tx = blockIdx.y * TILE + threadIdx.x;
    int ty = blockIdx.x * TILE + threadIdx.y;
    for (int r = 0; r < TILE; r += STEP)
        if (tx < height && ty + r < width)
            out[(ty + r) * height + tx] = tile[threadIdx.x][threadIdx.y + r];
}
