// `S() = default;` next to other constructors (libcu++'s `__atomic_bitwise`):
// the class keeps a default constructor, which default-initializes each
// member (default member initializers, members' own default constructors),
// also in class templates and when a derived class's mem-initializer asks
// for it with `Base()`.
struct Counter {
    int n = 7;
    __host__ __device__ Counter() : n(3) {}
};
struct Pair {
    __host__ __device__ Pair(int a, int b) : x(a), y(b) {}
    Pair() = default;
    int x = 11;
    int y = 22;
    Counter c;
};
template <class T>
struct Cell {
    __host__ __device__ constexpr Cell(T v) : value(v) {}
    constexpr Cell() = default;
    T value = T(5);
};
template <class T>
using CellOf = Cell<T>;
template <class T>
struct Derived : CellOf<T> {
    __host__ __device__ Derived() : CellOf<T>() {}
    __host__ __device__ Derived(T v) : CellOf<T>(v) {}
};

__host__ __device__ long long run() {
    Pair p;
    Pair q(1, 2);
    Cell<long long> c;
    Derived<int> d;
    Derived<int> e(9);
    return p.x * 100000000LL + p.y * 1000000LL + p.c.n * 100000 + q.x * 10000 + q.y * 1000 + c.value * 100 +
           d.value * 10 + e.value;
}
