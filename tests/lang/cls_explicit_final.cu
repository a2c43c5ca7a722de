// `explicit` constructors and conversion functions and `final` classes: an explicit
// constructor serves direct-initialization (`P p(1)`, `P{1}`, `static_cast<P>(1)`)
// but not copy-initialization (`P p = 1;`, arguments, returned values), where the
// non-explicit overload is chosen instead; the same for an explicit constructor
// template; `__is_convertible` leaves explicit constructors out, `__is_constructible`
// does not; an explicit conversion function serves casts and conditions only;
// `__is_final` of a final class. (g++ 12 lacks __is_convertible: its build uses
// <type_traits>.)
#ifdef __CUDACC__
#define CONV(a, b) __is_convertible(a, b)
#else
#include <type_traits>
#define CONV(a, b) std::is_convertible<a, b>::value
#endif

struct P {
    int how;
    __host__ __device__ explicit P(int) : how(1) {}
    __host__ __device__ P(double) : how(2) {}
};
struct Q {
    int v;
    __host__ __device__ explicit Q(int x) : v(x) {}
};
struct W {
    int how;
    template <class U> __host__ __device__ explicit W(U) : how(10) {}
    __host__ __device__ W(long) : how(20) {}
};
struct Flag {
    int on;
    __host__ __device__ explicit operator bool() const { return on != 0; }
};
struct Leaf final { int x; };
struct Open { int x; };

__host__ __device__ int take(P p) { return p.how; }
__host__ __device__ int take_w(W w) { return w.how; }
__host__ __device__ P make() { return 3; }

__host__ __device__ long long run() {
    P a(1);                       // explicit P(int)
    P b = 1;                      // P(double)
    P c{1};                       // explicit P(int)
    long long r = a.how * 100 + b.how * 10 + c.how;          // 121
    r = r * 10 + static_cast<P>(1).how;                       // 1
    r = r * 10 + P(1).how;                                    // 1
    r = r * 10 + take(1);                                     // 2
    r = r * 10 + make().how;                                  // 2
    W v(3);                       // the explicit template (U = int) matches exactly
    W w = 3;                      // W(long)
    r = r * 100 + v.how;                                      // 10
    r = r * 100 + w.how + take_w(4);                          // 40
    Q q(7);
    r = r * 10 + q.v;                                         // 7
    r = r * 10 + CONV(int, P) + 2 * CONV(int, Q) + 4 * __is_constructible(Q, int);  // 5
    Flag f{1};
    int n = 0;
    if (f) n += 1;
    if (!Flag{0}) n += 2;
    n += static_cast<bool>(f) ? 4 : 0;
    r = r * 10 + n;                                           // 7
    r = r * 10 + __is_final(Leaf) + 2 * __is_final(Open);     // 1
    return r;
}
