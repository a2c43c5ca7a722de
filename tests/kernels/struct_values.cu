// Small records by value, as CUDA code writes them: float4 values built with
// make_float4 and read field by field, and a complex type with overloaded
// operators returning braced records. All values are small integers or
// halves, so every result is exact whether or not a*b+c is contracted.
// grid: 1
// block: 64
// buf: in i32 256 rand:7
// buf: out f32 256
// arg: in
// arg: out
// check: out
struct cplx {
    float re, im;
};
__device__ cplx operator*(cplx a, cplx b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
__device__ cplx operator+(cplx a, cplx b) { return {a.re + b.re, a.im + b.im}; }

__global__ void struct_values(const int* in, float* out)
{
    int t = threadIdx.x;
    float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
    cplx z = {1.f, 0.f};
    for (int k = 0; k < 4; k++) {
        int v = in[t * 4 + k] & 15;
        float4 x = make_float4(v, v + 1, v - 2, 2 * v);
        acc = make_float4(acc.x + x.x, acc.y * 0.5f + x.y, acc.z + x.z * x.w, acc.w + x.x);
        cplx c = {(float)(v & 3), (float)((v >> 2) & 3)};
        z = z * c + cplx{1.f, -1.f};
    }
    out[t * 4 + 0] = acc.x + z.re;
    out[t * 4 + 1] = acc.y - z.im;
    out[t * 4 + 2] = acc.z;
    out[t * 4 + 3] = acc.w * z.re;
}
