// generic lambdas: auto, auto& and const auto& parameters deduced at each call (one
// call operator per argument type list), called directly and through templates,
// capturing by copy and reference, and a generic lambda returning a generic lambda
template <typename F> __host__ __device__ int apply(F f, int x) { return f(x); }
template <typename F> __host__ __device__ double applyd(F f, double x) { return f(x); }
struct Box { int v; __host__ __device__ int get() const { return v; } };
__host__ __device__ long long run() {
    int k = 3;
    auto add = [=](auto x) { return x + k; };
    auto twice = [](auto x) { return x * 2; };
    auto acc = [&](auto& dst, const auto& src) { dst += src * k; };
    long long r = add(4);
    r = r * 100 + (long long)(add(1.5) * 10);
    r = r * 100 + apply(twice, 21);
    r = r * 1000 + (long long)(applyd(twice, 1.25) * 100);
    int t = 1;
    double d = 0.5;
    acc(t, 5);
    acc(d, 0.25);
    r = r * 100 + t;
    r = r * 100 + (long long)(d * 100);
    Box b{7};
    auto getter = [](const auto& o) { return o.get() + 1; };
    r = r * 100 + getter(b);
    auto nested = [=](auto x) { return [=](auto y) { return x * y + k; }; };
    r = r * 1000 + nested(4)(5);
    return r;
}
