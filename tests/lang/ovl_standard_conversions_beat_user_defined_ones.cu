// Any standard conversion sequence is better than a user-defined one
// ([over.ics.rank]/2): an object of a class derived from `B` that converts to `int`
// binds `const B&` (derived-to-base) rather than `const int&` (through its conversion
// function), as a proxy's `operator=(const proxy&)` calling its base's overloads
// does; an `int` argument takes `long` (a standard conversion) over a class built by a
// converting constructor; a class object passed by value takes the base copy over the
// conversion to `double`.
struct B {
    int *ptr;
    __host__ __device__ operator int() const { return *ptr; }
    __host__ __device__ int set(const int &v) const { *ptr = v; return 1; }
    __host__ __device__ int set(const B &o) const { *ptr = int(o) + 100; return 2; }
};
struct D : B {
    __host__ __device__ int assign(const D &o) const { return B::set(o); }
};

struct Wrap {
    int v;
    __host__ __device__ Wrap(int x) : v(x) {}
};
__host__ __device__ int take(Wrap w) { return 10 + w.v; }
__host__ __device__ int take(long l) { return 20 + int(l); }

__host__ __device__ int copy_or_value(B b) { return 3; }
__host__ __device__ int copy_or_value(double d) { return 4; }

__host__ __device__ long long run() {
    int x = 5, y = 7;
    D a, b;
    a.ptr = &x;
    b.ptr = &y;
    long long r = a.assign(b);          // 2
    r = r * 1000 + x;                   // 107
    r = r * 100 + take(3);              // 23
    r = r * 10 + copy_or_value(b);      // 3
    return r;
}
