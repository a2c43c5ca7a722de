// template template parameters: class and function templates taking a class
// template (`template <typename> class C`), used with different arguments, with a
// default, with a parameter pack in the expected template, and passed on to
// another template
template <typename T> struct Box {
    T v;
    __host__ __device__ T get() const { return v; }
};

template <typename T> struct Twice {
    T v;
    __host__ __device__ T get() const { return 2 * v; }
};

template <typename... Ts> struct Count {
    static const int value = sizeof...(Ts);
};

template <template <typename> class C, typename T>
struct Wrap {
    C<T> c;
    __host__ __device__ T get() const { return c.get() + 1; }
};

template <template <typename> class C = Box>
__host__ __device__ int make(int x) {
    C<int> c;
    c.v = x;
    return c.get();
}

template <template <typename...> class L>
__host__ __device__ int arity() { return L<int, char, float>::value; }

template <template <typename> class C>
__host__ __device__ long long nested(long long x) {
    Wrap<C, long long> w;
    w.c.v = x;
    return w.get();
}

__host__ __device__ long long run() {
    Wrap<Box, int> a;
    a.c.v = 3;
    Wrap<Twice, int> b;
    b.c.v = 5;
    long long r = a.get();           // 4
    r = r * 100 + b.get();           // 11
    r = r * 100 + make<Twice>(7);    // 14
    r = r * 100 + make(9);           // 9
    r = r * 10 + arity<Count>();     // 3
    r = r * 100 + nested<Twice>(20); // 41
    return r;
}
