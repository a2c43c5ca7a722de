// Function templates whose parameters are non-deduced contexts, as libcu++'s
// swap and forward write them: a non-deduced parameter takes no part in partial
// ordering (the array overload of swap is more specialized than swap(T&,
// identity<T>&)), forward's two overloads differ only after substitution
// (`unref<int&>::type&` against `unref<int&>::type&&`: only the first takes an
// lvalue), and a template declared with a SFINAE return type and defined later
// with the same words is one template, not two ambiguous ones. std::forward is
// ptxc's (frontend/headers/ptxc_std/ptxc_move.h) with the standard signatures.
#include <utility>
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct identity { typedef T type; };
template <class T> struct unref { typedef T type; };
template <class T> struct unref<T&> { typedef T type; };
template <class T> struct unref<T&&> { typedef T type; };
template <class T> struct movable { static constexpr bool value = sizeof(T) > 0; };

namespace lib {
template <class T>
__host__ __device__ typename enable_if<movable<T>::value>::type swap(T& a, typename identity<T>::type& b);
template <class T, unsigned long N>
__host__ __device__ void swap(T (&a)[N], T (&b)[N]) {
    for (unsigned long i = 0; i != N; ++i) {
        swap(a[i], b[i]);
    }
}
template <class T>
__host__ __device__ typename enable_if<movable<T>::value>::type swap(T& a, typename identity<T>::type& b) {
    T t = a;
    a = b;
    b = t;
}
template <class T> __host__ __device__ T&& fwd(typename unref<T>::type& t) { return static_cast<T&&>(t); }
template <class T> __host__ __device__ T&& fwd(typename unref<T>::type&& t) { return static_cast<T&&>(t); }
}

__host__ __device__ int kind(int&) { return 1; }
__host__ __device__ int kind(int&&) { return 2; }
template <class T> __host__ __device__ int relay(T&& x) { return kind(lib::fwd<T>(x)) * 10 + kind(std::forward<T>(x)); }

__host__ __device__ long long run() {
    int a = 1, b = 2;
    lib::swap(a, b);
    long long s = a * 10 + b;
    int x[3] = {1, 2, 3}, y[3] = {7, 8, 9};
    lib::swap(x, y);
    s = s * 1000 + x[0] * 100 + x[2] * 10 + y[1];
    int v = 5;
    s = s * 100 + relay(v);
    s = s * 100 + relay(6);
    s = s * 100 + relay(std::move(v));
    return s;
}
