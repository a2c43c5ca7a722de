// Operator functions called by name: `operator==(a, b)`, `ns::operator+(a, b)`,
// `a.operator+=(b)`, and the global allocation functions `::operator new(n)` /
// `::operator delete(p)` (also the array forms), forwarded through a pack as
// libcu++'s allocation helpers do.
#include <new>

struct P {
    int a;
    __host__ __device__ P& operator+=(P o) { a += o.a; return *this; }
};
__host__ __device__ bool operator==(P x, P y) { return x.a == y.a; }

namespace geo {
struct V { int x, y; };
__host__ __device__ V operator+(V l, V r) { return V{l.x + r.x, l.y + r.y}; }
template <class T> __host__ __device__ T twice(T v) { return operator+(v, v); }
}

template <class... A> __host__ __device__ void* allocate(A... a) { return ::operator new(a...); }
template <class... A> __host__ __device__ void deallocate(A... a) { ::operator delete(a...); }

__host__ __device__ long long run() {
    P p{4}, q{4}, r{5};
    long long s = operator==(p, q) * 10 + operator==(p, r);
    p.operator+=(r);
    s = s * 100 + p.a;
    geo::V v = geo::operator+(geo::V{1, 2}, geo::V{30, 40});
    geo::V w = geo::twice(v);
    s = s * 1000 + w.x * 10 + w.y % 10;
    int* m = static_cast<int*>(::operator new(sizeof(int) * 4));
    for (int i = 0; i < 4; ++i)
        m[i] = i * i;
    s = s * 100 + m[3] + m[2];
    ::operator delete(m);
    int* n = static_cast<int*>(allocate(sizeof(int)));
    *n = 7;
    s = s * 10 + *n;
    deallocate(static_cast<void*>(n));
    long long* arr = static_cast<long long*>(operator new[](sizeof(long long) * 3));
    arr[0] = 1; arr[1] = 2; arr[2] = 3;
    s = s * 10 + arr[0] + arr[1] + arr[2];
    operator delete[](arr);
    return s;
}
