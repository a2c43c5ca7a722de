// An extern "C" kernel keeps its unmangled name.
// kernel: scale_c
// grid: 1
// block: 64
// buf: x f32 64 iota
// arg: x
// arg: f32:0.5
// arg: i32:64
// check: x
extern "C" __global__ void scale_c(float* x, float s, int n)
{
    int i = threadIdx.x;
    if (i < n)
        x[i] = x[i] * s - 1.0f;
}
