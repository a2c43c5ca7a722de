// Class template argument deduction (C++17): the arguments of `Box b(1)`,
// `Pair p{1, 2.5}`, `Box(3)` are deduced from the constructors of the primary
// template (implicit guides, with default template arguments), from deduction
// guides the program writes (which win a tie), and an instance of the template
// deduces to itself (the copy deduction candidate).
template <class T> struct Box {
    T v;
    __host__ __device__ Box(T x) : v(x) {}
    __host__ __device__ Box(T x, int scale) : v(x * scale) {}
    __host__ __device__ long long get() const { return (long long)(v * 2); }
};

template <class A, class B = long> struct Pair {
    A first;
    B second;
    __host__ __device__ Pair(A a, B b) : first(a), second(b) {}
    __host__ __device__ Pair(A a) : first(a), second(B(7)) {}
};

template <class T> struct Holder {
    T value;
    __host__ __device__ Holder(T v) : value(v) {}
};
template <class T> Holder(T*) -> Holder<const T*>;

template <class T> __host__ __device__ long long size_of(const T&) { return sizeof(T); }

__host__ __device__ long long run() {
    Box b(3);
    Box d{2.5};
    Box s((short)4, 3);
    Pair p(1, 2.5);
    Pair q{'a'};
    Box copy = b;
    int local = 9;
    Holder h(&local);
    long long r = b.get() + d.get() * 10 + s.get() * 100 + (long long)(p.second * 1000) + q.first + q.second * 10;
    r += copy.v * 100000 + 7000000 + Box(11).get() * 10000000;
    r += *h.value * 3 + size_of(h) * 100000000 + size_of(p) * 1000000000 + size_of(s) * 10000000000LL + size_of(q);
    return r;
}
