// variadic class templates: a recursive tuple (partial specialization matching
// `T, Rest...`, a base class named by a pack expansion, a constructor forwarding
// its pack to the base), class template argument packs deduced from a call,
// std::forward over a forwarding-reference pack, sizeof... in a class
#include <utility>
template <typename... Ts> struct Tuple;
template <> struct Tuple<> { __host__ __device__ int size() const { return 0; } };
template <typename T, typename... Rest>
struct Tuple<T, Rest...> : Tuple<Rest...> {
    T head;
    __host__ __device__ Tuple() {}
    __host__ __device__ Tuple(T h, Rest... r) : Tuple<Rest...>(r...), head(h) {}
    __host__ __device__ int size() const { return 1 + sizeof...(Rest); }
    __host__ __device__ Tuple<Rest...>& tail() { return *this; }
};
template <typename... Ts> __host__ __device__ Tuple<Ts...> make(Ts... ts) { return Tuple<Ts...>(ts...); }

__host__ __device__ int kind(int& x) { return 1; }
__host__ __device__ int kind(int&& x) { return 2; }
template <typename... Ts> __host__ __device__ int kinds(Ts&&... ts) { int v = 0; ((v = v * 10 + kind(std::forward<Ts>(ts))), ...); return v; }

template <typename... Ts> struct Count { static const int value = sizeof...(Ts); };

__host__ __device__ long long run() {
    Tuple<int, float, char> t(1, 2.5f, 'c');
    long long r = t.size() * 100 + t.head + (int)t.tail().head * 10;
    auto u = make(3, 4L);
    r = r * 100 + u.head + u.tail().head;
    int x = 0;
    r = r * 1000 + kinds(x, 1, x);
    r = r * 10 + Count<int, int, char>::value;
    return r;
}
