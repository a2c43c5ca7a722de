// 2D launch: blockIdx.y/threadIdx.y indexing of a row-major matrix.
// grid: 2,3
// block: 8,4
// buf: m f32 192 iota
// buf: out f32 192
// arg: m
// arg: out
// arg: i32:16
// arg: i32:12
// check: out
__global__ void index_2d(const float* m, float* out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[y * width + x] = m[y * width + x] * 2.0f + (float)(gridDim.x * 100 + gridDim.y * 10 + blockDim.y);
}
