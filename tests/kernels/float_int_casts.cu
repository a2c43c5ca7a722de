// Conversions between float and integer types (truncation toward zero,
// unsigned targets, int to float rounding).
// grid: 1
// block: 64
// buf: f f32 64 rand:8
// buf: n i32 64 rand:9
// buf: oi i32 192
// buf: of f32 128
// arg: f
// arg: n
// arg: oi
// arg: of
// check: oi
// check: of
__global__ void float_int_casts(const float* f, const int* n, int* oi, float* of)
{
    int i = threadIdx.x;
    float x = (f[i] - 0.5f) * 1000.0f;
    oi[3 * i + 0] = (int)x;
    oi[3 * i + 1] = (int)(unsigned char)(int)(f[i] * 255.0f);
    oi[3 * i + 2] = (int)(unsigned)(f[i] * 4000000000.0f);
    of[2 * i + 0] = (float)n[i];
    of[2 * i + 1] = (float)(unsigned)n[i] + (float)(short)n[i];
}
