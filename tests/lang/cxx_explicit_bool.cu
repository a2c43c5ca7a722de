// std: c++20
// `explicit(bool)` (C++20) on constructors and conversion functions: the
// condition is a constant expression, in a class template one over the class's
// parameters (explicit for narrowing element types, as CCCL's `pair` writes it).
// Overloads tell which constructor an initialization used.
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };

struct Meters {
    int v;
    explicit(false) __host__ __device__ Meters(int x) : v(x) {}
    explicit(true) __host__ __device__ Meters(double x) : v(int(x * 10)) {}
    explicit(sizeof(int) == 4) __host__ __device__ operator bool() const { return v != 0; }
    explicit(false) __host__ __device__ operator long long() const { return v * 100LL; }
};

template <class T> struct Wrapper {
    T v;
    int how;
    explicit(!is_same<T, int>::value) __host__ __device__ Wrapper(int x) : v(T(x)), how(1) {}
    __host__ __device__ Wrapper(long x, int) : v(T(x)), how(2) {}
};

__host__ __device__ long long take(Meters m) { return m.v; }
__host__ __device__ long long take_wide(Wrapper<int> w) { return w.v * 10 + w.how; }
__host__ __device__ int pick(Wrapper<short>) { return 1; }
__host__ __device__ int pick(long) { return 2; }

__host__ __device__ long long run() {
    Meters a = 7;
    Meters b(2.5);
    long long r = take(3) + a.v * 10 + b.v * 100;
    long long as_int = a;
    if (b) r += 1000;
    r += as_int * 10000;
    Wrapper<int> w = 5;
    Wrapper<short> s(6);
    r += take_wide(9) * 1000000 + w.v + s.v * 3;
    r += pick(4) * 100000000;
    return r;
}
