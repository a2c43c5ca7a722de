// forwarding references: `template <class T> f(T&& x)` deduces T = A& for lvalues
// (reference collapsing makes the parameter A&) and T = A for rvalues; std::forward
// keeps the value category, and std::swap exchanges through references
#include <utility>

__host__ __device__ int kind(int&) { return 1; }
__host__ __device__ int kind(const int&) { return 2; }
__host__ __device__ int kind(int&&) { return 3; }

template <class T> __host__ __device__ int relay(T&& x) { return kind(std::forward<T>(x)); }

template <class T> __host__ __device__ void bump(T&& x) { x += 10; }

typedef int& IntRef;
typedef int&& IntRval;

__host__ __device__ long long run() {
    int v = 1;
    const int c = 2;
    long long r = relay(v);
    r = r * 10 + relay(c);
    r = r * 10 + relay(5);
    r = r * 10 + relay(std::move(v));
    bump(v);  // T = int&: v itself changes
    r = r * 100 + v;
    int w = 3;
    IntRef&& a = w;  // int& && collapses to int&
    IntRval& b = w;  // int&& & collapses to int&
    a += 1;
    b += 1;
    r = r * 10 + w;
    int p = 7, q = 8;
    std::swap(p, q);
    r = r * 100 + p * 10 + q;
    return r;
}
