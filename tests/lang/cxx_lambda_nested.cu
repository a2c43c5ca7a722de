// nested lambdas: an inner lambda uses variables of the outermost function through the
// enclosing lambda (captured at each level), by copy and by reference
template <typename F> __host__ __device__ int call(F f) { return f(); }
__host__ __device__ long long run() {
    int base = 5;
    int total = 0;
    auto outer = [&](int k) {
        auto inner = [&](int j) { total += base * j + k; return total; };
        inner(1);
        return inner(2);
    };
    long long r = outer(3);
    r = r * 100 + outer(4);
    int v = 9;
    auto make = [v](int add) { return [v, add]() { return v * 10 + add; }; };
    auto g = make(2);
    r = r * 1000 + g();
    r = r * 1000 + call([=] { return call([=] { return v + base; }); });
    r = r * 100 + total;
    return r;
}
