// Constant evaluation of sub-objects and unions: a base class's member function called
// on a derived temporary (`this` is the base sub-object), references and pointers to
// members, bases and elements of locals, assignment through them, and unions whose
// constructors choose the active member (an optional-like wrapper built as libcu++
// does), copied and returned; class temporaries in constant expressions at namespace
// scope
struct B { int v; constexpr int get() const { return v; } constexpr void set(int x) { v = x; } };
struct D : B { int w; };
struct E : D { int z; constexpr int sum() const { return get() + w + z; } };

constexpr D mkd(int k) { D d{}; d.v = k; d.w = 1; return d; }
constexpr E mke(int k) { E e{}; e.set(k); e.w = 10; e.z = 100; return e; }

constexpr int through_refs(int k) {
    D d{};
    B& b = d;
    b.set(k);
    int& w = d.w;
    w = k * 2;
    int* p = &d.w;
    *p += 1;
    int a[3] = {1, 2, 3};
    int& mid = a[1];
    mid = 20;
    return d.get() + d.w + a[0] + a[1] + a[2];
}

struct Maybe {
    union Storage {
        char none;
        int val;
        constexpr Storage() : none() {}
        constexpr Storage(int x) : val(x) {}
    };
    Storage s;
    bool engaged;
    constexpr Maybe() : s(), engaged(false) {}
    constexpr Maybe(int x) : s(x), engaged(true) {}
    constexpr bool has_value() const { return engaged; }
    constexpr int value() const { return s.val; }
};

constexpr Maybe find(int k) {
    if (k == 0) return {};
    return k;
}
constexpr int later(int k) {
    Maybe m = find(k + 1);
    Maybe n = m;
    return n.has_value() ? n.value() : -1;
}

union Bits { int i; float f; };
constexpr int first_member(int k) {
    Bits b{k};
    Bits c = b;
    c.i *= 3;
    return c.i;
}

static_assert(mkd(4).get() == 4, "base sub-object as this");
static_assert(mke(2).sum() == 112, "base of a base");
static_assert(through_refs(5) == 5 + 11 + 1 + 20 + 3, "references to sub-objects");
static_assert(!find(0).has_value() && find(3).value() == 3, "optional-like union");
static_assert(later(6) == 7, "copies of unions");
static_assert(first_member(7) == 21, "a brace list initializes the first member");

// Class temporaries in a constant expression at namespace scope (libcu++'s
// `compute_capability{8, 0} >= compute_capability{6, 0}`).
struct Cap {
    int major, minor;
    constexpr int packed() const { return major * 10 + minor; }
};
constexpr bool operator>=(Cap a, Cap b) { return a.packed() >= b.packed(); }
static_assert(Cap{8, 0} >= Cap{6, 0} && !(Cap{7, 5} >= Cap{8, 0}), "namespace-scope temporaries");
static_assert(Cap{9, 0}.packed() == 90, "member call on a namespace-scope temporary");

template <int N> struct Holder { static constexpr int value = N; };

__host__ __device__ long long run() {
    long long s = Holder<mkd(9).get()>::value;
    s = s * 1000 + Holder<mke(3).sum()>::value;
    s = s * 100 + Holder<through_refs(1)>::value;
    constexpr int v = find(42).value();
    constexpr E e = mke(1);
    s += e.z - 100;
    s = s * 100 + v;
    s = s * 100 + later(30) + first_member(1);
    return s;
}
