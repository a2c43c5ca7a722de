// captures of references and arrays: a copy of a reference variable copies its object,
// a reference capture of it writes the object; reference parameters and const struct
// references captured by [&] and [=]; arrays captured by reference (range-for, sizeof)
template <typename F> __host__ __device__ int call_ref(const F& f, int x) { return f(x); }
struct S { int a[3]; int n; };
__host__ __device__ int by_ref_param(int& acc, const S& s) {
    auto add = [&](int i) { acc += s.a[i]; return acc; };
    auto peek = [=](int i) { return s.a[i] + acc; };
    add(0); add(2);
    return peek(1) * 1000 + acc;
}
__host__ __device__ long long run() {
    int total = 1;
    int& alias = total;
    auto f = [alias](int x) { return alias + x; };
    auto g = [&alias](int x) { alias += x; return alias; };
    g(4);
    S s = {{10, 20, 30}, 3};
    long long r = f(1);
    r = r * 100 + call_ref(g, 2);
    r = r * 100000 + by_ref_param(total, s);
    r = r * 1000 + total;
    int arr[4] = {1, 2, 3, 4};
    auto sum = [&arr]() { int t = 0; for (int v : arr) t += v; return t; };
    auto first = [&] { return arr[0] * 10 + sizeof(arr); };
    r = r * 1000 + sum() + first();
    return r;
}
