// The same call deduced twice, before and after the class its argument points
// to is completed: [temp.deduct.call]/4.3 deduces `B<T>*` from a pointer to a
// class derived from `B<T>` only once the class is complete, so the first call
// takes the other overload and the second, with the same argument type,
// deduces `T = int` through the base (a cache of deductions keyed by argument
// types must not keep the first answer). `h`'s calls repeat, each deduction
// giving the arguments of its own argument types.
template <class T> struct B { int tag = 7; };
struct D;

template <class T> __host__ __device__ int g(B<T>*) { return 1; }
__host__ __device__ int g(const void*) { return 2; }

__host__ __device__ int first(D* p) { return g(p); }

struct D : B<int> {};

__host__ __device__ int second(D* p) { return g(p); }

template <class T, class U> __host__ __device__ int h(T, U*) { return int(sizeof(T)) * 10 + int(sizeof(U)); }

__host__ __device__ long long run() {
    D d;
    long long r = first(&d) * 10 + second(&d);
    char c = 0;
    short s = 0;
    double x = 0;
    for (int k = 0; k < 2; ++k) {
        r = r * 1000 + h(c, &s) + h(x, &c) + h(s, &x);
    }
    return r * 10 + d.tag - 7;
}
