// A function template named without a call and without all its template arguments,
// where a pointer to function is expected: the rest are deduced from the pointed-to
// function type ([temp.deduct.funcaddr]), in a return value, a local variable's
// initializer and an assignment, with and without `&`, as ggml picks its converters.
template <typename T>
using convert_t = long long (*)(const int*, T*, int);

template <int Scale, typename Dst>
__host__ __device__ long long convert(const int* x, Dst* y, int n) {
    long long s = 0;
    for (int i = 0; i < n; ++i) {
        y[i] = (Dst)(x[i] * Scale);
        s = s * 7 + (long long)(y[i] * 2);
    }
    return s + (long long)sizeof(Dst);
}

template <typename Src, typename Dst>
__host__ __device__ long long cast_all(const int* x, Dst* y, int n) {
    long long s = 0;
    for (int i = 0; i < n; ++i) {
        y[i] = (Dst)(Src)x[i] / 2;
        s += (long long)(y[i] * 4);
    }
    return s * 100 + (long long)sizeof(Src);
}

__host__ __device__ convert_t<float> to_float(int kind) {
    switch (kind) {
    case 0: return convert<3>;
    case 1: return &convert<5>;
    default: return cast_all<char>;
    }
}

__host__ __device__ long long run() {
    const int x[4] = {1, 2, 3, 4};
    float f[4];
    double d[4];
    long long s = 0;
    for (int k = 0; k < 3; ++k) s = s * 1000 + to_float(k)(x, f, 4);
    convert_t<double> g = convert<2>;
    s = s * 1000 + g(x, d, 3);
    g = &cast_all<short>;
    s = s * 1000 + g(x, d, 4);
    return s;
}
