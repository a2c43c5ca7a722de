// Argument-dependent lookup for named calls: a function (or function template, or a
// class's hidden friend) declared next to an argument's type is found when called
// without qualification from outside its namespace: through a pointer, a reference,
// a base class, a class template's type argument and an enumeration.
namespace lib {
struct Counter {
    int n;
    friend __host__ __device__ void bump(Counter* c, int by) { c->n += by; }
};
__host__ __device__ int twice(const Counter& c) { return 2 * c.n; }
template <class T> __host__ __device__ T triple(T v) { v.n *= 3; return v; }
struct Derived : Counter {};
template <class T> struct Box { T v; };
enum class Mode { fast = 4, slow = 9 };
__host__ __device__ int weight(Mode m) { return static_cast<int>(m) * 10; }
template <class T> __host__ __device__ int peek(const Box<T>& b) { return b.v.n + 100; }
namespace inner {
struct Tag {};
__host__ __device__ int probe(Tag) { return 7; }
}
__host__ __device__ int probe(inner::Tag*, int x) { return x; }
}
namespace other {
__host__ __device__ int unbox(const lib::Box<lib::Counter>& b) { return b.v.n; }
}
struct Plain { int v; };

__host__ __device__ long long run() {
    lib::Counter c{5};
    bump(&c, 3);
    long long s = c.n;
    s = s * 100 + twice(c);
    lib::Derived d;
    d.n = 4;
    s = s * 100 + twice(d);
    s = s * 100 + triple(c).n;
    s = s * 1000 + weight(lib::Mode::slow);
    lib::Box<lib::Counter> b{{6}};
    s = s * 1000 + peek(b);
    s = s * 10 + probe(lib::inner::Tag{});
    s = s * 10 + other::unbox(b) % 10;
    return s;
}
