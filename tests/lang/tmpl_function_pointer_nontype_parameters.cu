// Non-type template parameters of pointer-to-function type ([temp.param]/4): the
// argument is a function, named (`apply<add>`) or with its address (`apply<&add>`),
// and calls through the parameter call that function directly; also in class
// templates (and deduced from a class template's arguments), as a default argument,
// forwarded to another template, and read as a pointer value; enumeration-typed
// parameters beside them
typedef int (*binary_fn)(int, int);

__host__ __device__ int add(int a, int b) { return a + b; }
__host__ __device__ int mul(int a, int b) { return a * b; }
namespace ops {
__host__ __device__ int sub(int a, int b) { return a - b; }
}

template <binary_fn F>
__host__ __device__ int apply_twice(int a) {
    return F(F(a, a), a);
}

template <binary_fn F>
__host__ __device__ int forward_to(int a) {
    return apply_twice<F>(a) + 1;
}

template <int (*F)(int, int), int Init = 0>
struct Reducer {
    __host__ __device__ int reduce(const int* v, int n) const {
        int acc = Init;
        for (int i = 0; i < n; i++) acc = F(acc, v[i]);
        return acc;
    }
};

// `F` deduced from the class template argument.
template <binary_fn F, int Init>
__host__ __device__ int twice_reduced(const Reducer<F, Init>& r, const int* v) {
    return F(r.reduce(v, 2), 2);
}

template <binary_fn F = mul>
__host__ __device__ int pointer_of() {
    binary_fn p = F;
    return p(6, 7);
}

enum class Mode { Plus, Times };
template <Mode M>
__host__ __device__ int combine(int a, int b) {
    return M == Mode::Plus ? a + b : a * b;
}

__host__ __device__ long long run() {
    int v[4] = {1, 2, 3, 4};
    Reducer<add> sum;
    Reducer<&mul, 1> product;
    long long s = apply_twice<add>(3);
    s = s * 100 + apply_twice<&mul>(3);
    s = s * 100 + apply_twice<ops::sub>(5) + 50;
    s = s * 100 + forward_to<&ops::sub>(4) + 50;
    s = s * 100 + sum.reduce(v, 4);
    s = s * 100 + product.reduce(v, 4);
    s = s * 100 + pointer_of();
    s = s * 100 + twice_reduced(product, v);
    s = s * 100 + combine<Mode::Plus>(2, 3) * 10 + combine<Mode::Times>(2, 3);
    return s;
}
