// std::initializer_list from brace lists: declared (`std::initializer_list<int> a =
// {...}`), passed to a function taking one, deduced by a function template
// (`mn({5, x, 7})`), chosen by a class's initializer-list constructor over its other
// constructors (`V v{1, 2, 3}`, `V w = {4, 5}`), iterated by a range-based for over a
// brace list, and deduced by `auto v = {...}`.
#include <initializer_list>

__host__ __device__ int sum(std::initializer_list<int> il) {
    int s = 0;
    for (int v : il) s += v;
    return s;
}
template <class T>
__host__ __device__ T mn(std::initializer_list<T> il) {
    T m = *il.begin();
    for (T v : il) m = v < m ? v : m;
    return m;
}
struct V {
    int s = 0;
    int n = 0;
    __host__ __device__ V(int a, int b) : s(a * 1000 + b), n(-1) {}
    __host__ __device__ V(std::initializer_list<int> il) : n(int(il.size())) {
        for (int v : il) s = s * 10 + v;
    }
};

__host__ __device__ long long run() {
    int x = 3;
    std::initializer_list<int> a = {x, 2, 7};
    long long s = a.size() * 100 + sum(a);
    s = s * 100 + sum({10, 20, x});
    s = s * 10 + mn({5, x, 7});
    s = s * 100 + (long long)(mn({2.5, 0.5, 1.5}) * 10);
    V v{1, 2, 3};
    V w = {4, 5};
    V p(4, 5);
    s = s * 1000 + v.s;
    s = s * 100 + w.s + w.n;
    s = s * 10 + (p.n < 0);
    int t = 0;
    for (int y : {4, 5, 6}) t += y;
    s = s * 100 + t;
    auto il = {8, 9, x};
    s = s * 10 + il.size();
    return s % 2147483647;
}
