// `decltype(x)` starting an expression: naming a static member of the type
// (`decltype(l)::size`) or building a value of it (`decltype(p){5}`,
// `decltype(p)(p)`), as C++11 allows and CCCL-style code writes.
struct P {
    static constexpr int v = 7;
    int x;
};
template <class T, T... Vs>
struct value_list {
    static constexpr int size = sizeof...(Vs);
};
template <class T>
__host__ __device__ int twice_member(T t) {
    return decltype(t)::v * 2;
}

__host__ __device__ long long run() {
    P p{3};
    value_list<int, 1, 2, 3> l;
    long long r = decltype(p)::v * 100 + decltype(l)::size;
    r = r * 1000 + decltype(p){5}.x + decltype(p)(p).x;
    r = r * 100 + twice_member(p);
    return r;
}
