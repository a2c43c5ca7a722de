// A declaration whose class template arguments are deduced from one initializer that is
// an instance of the template (`View P = transform(C, [&](int i) {...});`, as CuTe's
// `Tensor P = cute::lazy::transform(C, ...)`) has the initializer's type, as `auto`
// would (the copy deduction candidate), also when that type holds a lambda's closure
// type. Before, "no suitable constructor exists to convert from View to View": the
// initializer was read once to deduce and once more to initialize, and each reading
// made its own closure type.
template <class F> struct View {
    F fn;
    int base;
    __host__ __device__ int operator()(int i) const { return fn(base + i); }
};
template <class F> __host__ __device__ View<F> make_view(F f, int base) { return View<F>{f, base}; }
template <class F, class G> __host__ __device__ auto then(View<F> const& v, G g) {
    return make_view([=](int i) { return g(v.fn(i)); }, v.base);
}

__host__ __device__ long long run() {
    int scale = 3;
    View v = make_view([&](int i) { return i * scale; }, 10);
    View w = then(v, [](int x) { return x + 1; });
    View u(then(w, [scale](int x) { return x * scale; }));
    const View c = v;
    long long r = v(1);            // 33
    r = r * 100 + w(2);            // 37
    r = r * 1000 + u(0);           // 93
    r = r * 100 + c(0);            // 30
    return r;
}
