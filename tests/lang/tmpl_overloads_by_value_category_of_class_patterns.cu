// Function templates overloaded on `C<T>&` and `C<T>&&` (a class template instance
// with deduced arguments): an lvalue picks the `&` one, a prvalue or an xvalue the
// `&&` one, and `const C<T>&` takes both when it is the only one.
template <class...>
struct box {
    int v = 1;
};
template <class T>
__host__ __device__ T&& move_it(T& x) {
    return static_cast<T&&>(x);
}
template <class S>
__host__ __device__ int take(box<S>&& b) {
    return 7 + b.v * 0;
}
template <class S>
__host__ __device__ int take(box<S>& b) {
    return 8 + b.v * 0;
}
template <class S, class R>
__host__ __device__ int look(const box<S, R>& b) {
    return b.v + 100;
}
template <template <class...> class C, class S>
__host__ __device__ int wrap(C<S>&&) {
    return 3;
}
template <template <class...> class C, class S>
__host__ __device__ int wrap(C<S>&) {
    return 4;
}

__host__ __device__ long long run() {
    box<int> b;
    box<char, int> p;
    return take(b) * 1 + take(box<char>{}) * 10 + take(move_it(b)) * 100 + look(p) * 1000 + look(box<int, int>{}) * 1000000
        + wrap(b) * 1000000000LL + wrap(box<long>{}) * 10000000000LL;
}
