// generic lambdas with a parameter pack (`auto... a`, `auto const&... a`, `auto&&... a`
// after an ordinary parameter): one call operator per argument type list, the pack
// expanded in calls, `sizeof...` and folds of the body, called directly and through a
// template, with zero, one and several elements
template <typename F, typename... T> __host__ __device__ long long call(F f, T... t) { return f(t...); }
__host__ __device__ long long digits3(int a, int b, int c) { return a * 100 + b * 10 + c; }
template <typename... T> __host__ __device__ int count(T...) { return sizeof...(T); }
__host__ __device__ long long run() {
    auto by_ref = [](auto const&... a) { return digits3(a...); };
    long long r = by_ref(1, 2, 3);
    r = r * 1000 + call([](auto... a) { return digits3(a...); }, 4, 5, 6);
    int base = 7;
    auto rest = [&](int first, auto&&... more) { return first + base * count(more...) + (0 + ... + more); };
    r = r * 100 + rest(1);
    r = r * 100 + (long long)rest(1, 2, 3.0);
    auto size = [](auto... a) { return (int)sizeof...(a); };
    r = r * 100 + size() + 10 * size('a', 2L);
    auto sum = [](auto... a) { return (a + ... + 0); };
    r = r * 100 + sum(1, 2L, (short)3) + sum(4);
    return r;
}
