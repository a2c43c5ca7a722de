// aggregates with reference members initialized from brace lists: `R{x, 2}`, `R r = {x, 2}`,
// `R r{x, 2}`, a class template instance whose member is a reference because its argument
// is (`Box<F&>{f, v}`, as a fold adaptor holds its callable), writes through the member
// reaching the bound object, and a fold over `|` that builds such temporaries
struct R { int& a; long v; };
struct Counter { int calls; __host__ __device__ int operator()(int a, int b) { ++calls; return a * 10 + b; } };
template <class Fn, class Val> struct Fold {
    template <class X> __host__ __device__ auto operator|(X x) {
        auto r = fn_(val_, x);
        return Fold<Fn, decltype(r)>{fn_, r};
    }
    Fn fn_;
    Val val_;
};
template <int... I> struct seq {};
template <class V, class F, int... Is> __host__ __device__ auto fold(V const& v, F&& f, seq<Is...>) {
    return (Fold<F, V>{f, v} | ... | Is).val_;
}
__host__ __device__ long long run() {
    int x = 4;
    R r1{x, 2};
    r1.a += 1;
    R r2 = {x, 3};
    long long r = x * 10 + r2.a + R{x, 7}.v;
    R{x, 0}.a = 9;
    r = r * 10 + x;
    Counter c{0};
    r = r * 10000 + fold(1, c, seq<2, 3, 4>{});
    r = r * 10 + c.calls;
    Fold<Counter&, int> held{c, 5};
    r = r * 1000 + (held | 6 | 7).val_;
    r = r * 10 + c.calls;
    return r;
}
