// Constructor templates whose parameter types are member alias templates made
// dependent on a defaulted bool parameter (libcu++'s unique_ptr(pointer,
// _LValRefType<_Dummy>) / (pointer, _GoodRValRefType<_Dummy>)): overload resolution
// ranks them on the substituted types, so an rvalue deleter picks the `D&&` one and
// an lvalue the `const D&` one, and the overload whose alias names a missing member
// drops out by SFINAE.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T, bool> struct dependent_type : T {};
template <class D> struct deleter_sfinae { using lval = const D&; using good = D&&; };
template <class D> struct deleter_sfinae<D&> { using lval = D&; using bad = D&&; };

struct Deleter {
    int tag;
    __host__ __device__ explicit Deleter(int t) : tag(t) {}
};

template <class D> struct holder {
    using S = deleter_sfinae<D>;
    template <bool B> using LRef = typename dependent_type<S, B>::lval;
    template <bool B> using Good = typename dependent_type<S, B>::good;
    template <bool B> using Bad = typename dependent_type<S, B>::bad;
    template <class A> using Enable = typename enable_if<sizeof(A) != 0>::type;
    void* p;
    D d;
    template <bool Dm = true, class = Enable<LRef<Dm>>>
    __host__ __device__ holder(void* q, LRef<Dm> x) : p(q), d(x) { d.tag += 100; }
    template <bool Dm = true, class = Enable<Good<Dm>>>
    __host__ __device__ holder(void* q, Good<Dm> x) : p(q), d(static_cast<D&&>(x)) { d.tag += 200; }
    template <bool Dm = true, class = Enable<Bad<Dm>>>
    __host__ __device__ holder(void* q, Bad<Dm> x) = delete;
};

__host__ __device__ long long run() {
    int cell = 0;
    holder<Deleter> a(&cell, Deleter(3));
    Deleter named(4);
    holder<Deleter> b(&cell, named);
    const Deleter fixed(5);
    holder<Deleter> c(&cell, fixed);
    long long s = a.d.tag;
    s = s * 1000 + b.d.tag;
    s = s * 1000 + c.d.tag;
    s = s * 10 + (a.p == &cell);
    return s;
}
