// constexpr members of class template instances evaluated in every context that
// asks for a constant: their bodies wait for a use, and a constant evaluation must
// find them parsed (frontend/src/sema/templates/constexpr_bodies.rs).

template <int N>
struct Box {
    int v;
    constexpr Box(int x) : v(x * N) {}
    constexpr int get() const { return v + 1; }
    static constexpr int twice() { return 2 * N; }
    static constexpr int nested() { return twice() + helper(); }
    static constexpr int helper() { return N + 100; }
    static constexpr bool positive() { return N > 0; }
    static constexpr int unevaluated_only() { return N; }
    static constexpr int quotient() { return 10 / N; }
};

template <class T>
struct Wrap {
    static constexpr T size() { return sizeof(T) * 3; }
    constexpr T first(T x) const { return x + Box<2>::twice(); }
};

template <int K>
struct Tag {
    static constexpr int value = K;
};

// static_assert.
static_assert(Box<3>::twice() == 6, "twice");
static_assert(Box<4>::nested() == 112, "nested calls inside another constexpr body");

// Template argument.
__host__ __device__ int tag_value() { return Tag<Box<5>::twice()>::value; }

// Array bound.
__host__ __device__ int bound() {
    int a[Wrap<short>::size()] = {};
    return (int)(sizeof(a) / sizeof(a[0]));
}

// constexpr variable initializers (a constexpr constructor and member call too).
constexpr Box<7> seven(2);
constexpr int seven_get = seven.get();
constexpr int wrapped = Wrap<int>().first(1);

// Default argument.
__host__ __device__ int with_default(int x = Box<6>::twice()) { return x; }

// noexcept.
__host__ __device__ int may_throw() noexcept(Box<1>::positive()) { return 1; }

// Members only named in an unevaluated operand.
__host__ __device__ int unevaluated() {
    return (int)sizeof(Box<9>::unevaluated_only()) + (int)sizeof(decltype(Box<10>::helper()));
}

__host__ __device__ long long run() {
    long long r = 0;
    // if constexpr.
    if constexpr (Box<2>::positive()) {
        r += 1000;
    }
    if constexpr (Box<-1>::positive()) {
        r += 1;
    }
    // A local constexpr variable, and a call at run time (odr-use).
    constexpr int local = Box<8>::nested();
    Box<3> b(4);
    r += local + b.get() + tag_value() + bound() + seven_get + wrapped + with_default();
    r += may_throw() + unevaluated() + Box<5>::quotient();
    return r;
}
