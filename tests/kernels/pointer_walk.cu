// Row sums through a pointer that walks each row (a pointer phi in the loop:
// address-space inference must keep the loads in the global space).
// kernel: sum_rows
// grid: 2
// block: 32
// buf: in f32 640 rand:7
// buf: out f32 64
// arg: in
// arg: out
// arg: i32:64
// arg: i32:10
// check: out
__global__ void sum_rows(const float* __restrict__ in, float* out, int n, int w)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    const float* p = in + (long)r * w;
    const float* end = p + w;
    float s = 0.0f;
    for (; p < end; ++p) s += *p;
    float* q = out + r;
    *q = s;
}
