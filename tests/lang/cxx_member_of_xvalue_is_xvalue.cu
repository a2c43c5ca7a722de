// a data member of an xvalue is an xvalue ([expr.ref]): `static_cast<S&&>(s).first`,
// `std::move(s).first` and members reached through a base bind `T&&` and choose `&&`
// overloads, forwarding references deduce a non-reference type from them, and a
// recursive getter returning `R&&` from nested members (as CuTe's tuple `getr`)
#include <utility>
struct Inner { long v; };
struct Base { int b; };
struct S : Base { int first; Inner rest; int& ref; };
__host__ __device__ int cat(int&) { return 1; }
__host__ __device__ int cat(int&&) { return 2; }
template <class T> __host__ __device__ int kind(T&&) { return std::is_lvalue_reference<T>::value ? 1 : 2; }
struct Leaf { int value; };
struct Node { Leaf first_; Leaf rest_; };
template <class R, int N, class T> __host__ __device__ R getr(T&& s) {
    if constexpr (N == 0) {
        return static_cast<T&&>(s).first_.value;
    } else {
        return getr<R, N - 1>(static_cast<T&&>(s).rest_);
    }
}
struct Chain { int first_; Node rest_; };
__host__ __device__ long long run() {
    int x = 9;
    S s{{3}, 4, {5}, x};
    long long r = cat(s.first) * 10 + cat(static_cast<S&&>(s).first);
    r = r * 10 + cat(std::move(s).first);
    r = r * 10 + cat(static_cast<S&&>(s).b);
    r = r * 10 + cat(static_cast<S&&>(s).ref);
    r = r * 10 + kind(static_cast<S&&>(s).rest) + kind(s.rest) * 10;
    Node n{{6}, {7}};
    int&& v = getr<int&&, 0>(static_cast<Node&&>(n));
    v += 1;
    r = r * 100 + n.first_.value;
    r = r * 10 + kind(static_cast<Node&&>(n).rest_.value);
    return r;
}
