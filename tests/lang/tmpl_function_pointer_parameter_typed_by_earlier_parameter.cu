// A non-type template parameter of pointer-to-function type whose parameter types
// name earlier template parameters (`void (*F)(const float*, B*)` after `class B`, as
// ggml's set_rows kernels take their quantizers): each instance calls the function
// it was given, and the pointer keeps the function's own type when passed on.
struct half_block {
    float d;
    int q;
};
struct int_block {
    int v;
};

__host__ __device__ void to_half(const float* x, half_block* y)
{
    y->d = x[0] * 0.5f;
    y->q = (int)(x[1] * 4.0f);
}
__host__ __device__ void to_int(const float* x, int_block* y) { y->v = (int)(x[0] + x[1]); }

template <class B, int n, void (*quantize)(const float*, B*)>
__host__ __device__ void quantize_all(const float* x, B* out)
{
    for (int i = 0; i < n; ++i) {
        quantize(x + 2 * i, out + i);
    }
}

template <class B, void (*quantize)(const float*, B*)>
__host__ __device__ void (*pass_on())(const float*, B*)
{
    return quantize;
}

__host__ __device__ long long run()
{
    float x[6] = {2.0f, 1.5f, -4.0f, 0.25f, 9.0f, 3.0f};
    half_block h[3];
    int_block k[3];
    quantize_all<half_block, 3, to_half>(x, h);
    quantize_all<int_block, 3, to_int>(x, k);
    int_block last;
    pass_on<int_block, to_int>()(x + 4, &last);
    long long r = last.v;
    for (int i = 0; i < 3; ++i) {
        r = r * 31 + (long long)(h[i].d * 4) + h[i].q * 7 + k[i].v * 1000;
    }
    return r;
}
