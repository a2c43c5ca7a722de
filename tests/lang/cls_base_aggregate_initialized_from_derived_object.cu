// an aggregate base class initialized from an object of a derived class: `P(q)`,
// `P(Q{})`, `P{q}`, `P p{q}`, `P p = q` copy the base subobject ([dcl.init.list]/3.2);
// a by-value parameter `C<t>` of a function template deduced from a class derived from
// `C<0>` (an integral constant tag deriving from `C<0>`, as CuTe's `Underscore`)
struct P { int x; long y; };
struct Q : P { int z; };
__host__ __device__ Q make(int v) { return Q{{v, 2L * v}, 7}; }
template <auto v> struct C {
    static constexpr auto value = v;
    __host__ __device__ constexpr operator decltype(v)() const { return v; }
};
struct Tag : C<0> {};
template <auto t, class U> __host__ __device__ constexpr C<0> operator*(C<t>, U) { return {}; }
template <auto t> __host__ __device__ constexpr auto twice(C<t>) { return C<2 * t>{}; }
__host__ __device__ long long run() {
    Q q = make(3);
    P a = P(q);
    P b = P(make(4));
    P c = P{q};
    P d{make(5)};
    P e = q;
    const Q& rq = q;
    P f(rq);
    long long r = a.x + a.y * 10 + b.x * 100 + b.y * 1000;
    r = r * 1000 + c.x + d.x * 10 + e.x * 100;
    r = r * 100 + f.y;
    auto z = Tag{} * 5;
    auto cz = C<0>(Tag{});
    r = r * 10 + decltype(z)::value + sizeof(cz) + cz;
    r = r * 10 + decltype(twice(C<3>{}))::value;
    return r;
}
