// A function named as an argument of an overloaded function template (`explode(Op::fma,
// d, seq<0>{})` among overloads of other arities, as CuTe's `detail::explode`): `Fn`
// deduces the pointer to the function's declared type (reference parameters kept), and
// the argument ranks as an exact match of that parameter, so the candidate is viable.
template <class T, T... I> struct iseq {};
template <int... I> using intseq = iseq<int, I...>;
namespace detail {
template <class Fn, class PA, int... I>
__host__ __device__ void explode(Fn fn, PA&& a, intseq<I...>) { fn(a[I]...); }
template <class Fn, class PA, int... Ia, class PB, int... Ib>
__host__ __device__ void explode(Fn fn, PA&& a, intseq<Ia...>, PB&& b, intseq<Ib...>) { fn(a[Ia]..., b[Ib]...); }
}
struct Op {
    __host__ __device__ static void scale(float& d, float const& s) { d = d * s; }
    __host__ __device__ static void sum3(float& d, float const& a, float const& b) { d = a + b; }
};
template <class F> __host__ __device__ int apply(F f, int x) { return f(x); }
template <class F> __host__ __device__ int apply(F f, int x, int y) { return f(x) + y; }
__host__ __device__ int twice(int x) { return 2 * x; }
__host__ __device__ void set(int& r, int v) { r = v; }
template <class F> __host__ __device__ void call(F f, int& r) { f(r, 5); }
template <class F> __host__ __device__ void call(F f, int& r, int v) { f(r, v); }

__host__ __device__ long long run() {
    float d[2] = {3, 10};
    float s[1] = {4};
    detail::explode(Op::scale, d, intseq<0>{}, s, intseq<0>{});
    detail::explode(Op::sum3, d, intseq<1, 0, 1>{});
    int r = 0;
    call(set, r);
    long long out = (long long)d[0] * 100 + (long long)d[1];
    out = out * 100 + apply(twice, 4) * 10 + apply(&twice, 1, 3);
    out = out * 10 + r;
    call(set, r, 7);
    return out * 10 + r;
}
