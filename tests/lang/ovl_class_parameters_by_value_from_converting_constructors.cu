// A class parameter taken by value is a viable match for an object of another class
// that one of its converting constructors takes ([over.ics.user]), among overloads of
// other arities, for ordinary functions, function templates and call operators, also in
// a constant expression at namespace scope. So a "query, or else the default"
// function object whose fallback takes two catch-all parameters (a class with a
// constructor template from any `const T&`) resolves a `decltype` of its call. The
// converting constructor's argument takes no user-defined conversion of its own
// (one per argument, [over.best.ics]/4): `Tag` converts to `int` and `Code` is made
// from an `int`, so `Tag` does not become a `Code` and `same(Tag, Tag)` finds no match
// there.
template <class T> T&& declval() noexcept;

struct Anything {
    template <class T>
    __host__ __device__ constexpr Anything(const T&) noexcept {}
};

struct Env {};
struct Query {};
struct Fallback {
    int x;
};

__host__ __device__ constexpr int pick(int, int, int) { return 1; }
__host__ __device__ constexpr long pick(Anything) { return 2; }

template <class D>
__host__ __device__ constexpr long picked(int, int, int, int) { return 1; }
template <class D>
__host__ __device__ constexpr D picked(Anything, D&& d) { return static_cast<D&&>(d); }

struct QueryOr {
    template <class E, class Q, class D>
    __host__ __device__ constexpr int operator()(const E&, Q, D&&, int, int) const { return 0; }
    template <class D>
    __host__ __device__ constexpr D operator()(Anything, Anything, D&& d) const noexcept {
        return static_cast<D&&>(d);
    }
};

template <class E, class Q, class D>
using query_or_result = decltype(QueryOr{}(declval<E>(), declval<Q>(), declval<D>()));

template <class A, class B> struct same_type { static constexpr bool value = false; };
template <class A> struct same_type<A, A> { static constexpr bool value = true; };

static_assert(sizeof(pick(Env{})) == sizeof(long), "by a converting constructor");
static_assert(sizeof(picked(Env{}, Fallback{})) == sizeof(Fallback), "template");
static_assert(same_type<query_or_result<Env, Query, Fallback>, Fallback>::value, "call operator");

struct Tag {
    int v;
    __host__ __device__ constexpr operator int() const { return v; }
};
struct Code {
    int v;
    __host__ __device__ constexpr Code(int x) : v(x) {}
};
__host__ __device__ constexpr int same(Code, Code) { return 1; }
__host__ __device__ constexpr int same(Tag a, int b) { return a.v == b ? 2 : 3; }

__host__ __device__ long long run() {
    Env e;
    Fallback f{7};
    long a = pick(e);
    Fallback g = QueryOr{}(e, Query{}, static_cast<Fallback&&>(f));
    Tag t{4};
    int s = same(t, t);
    return a * 1000 + g.x * 10 + s;
}
