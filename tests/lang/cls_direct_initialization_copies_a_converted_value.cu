// `T x{s}` / `T x(s)` where none of `T`'s declared constructors takes `s`'s class (an
// `explicit` one from another type, a constructor template that deduces nothing from
// `s`): the implicit copy constructor takes the `T` that `s`'s conversion function
// gives ([over.match.ctor]); direct-initialization considers an `explicit` conversion
// function too, as a time point made from a calendar date does.
struct Ticks {
    int n;
    __host__ __device__ constexpr explicit Ticks(int v) : n(v) {}
};
template <class D>
struct Point {
    D since;
    __host__ __device__ constexpr Point() : since(0) {}
    __host__ __device__ constexpr explicit Point(const D& d) : since(d) {}
    template <class D2>
    __host__ __device__ constexpr Point(const Point<D2>& o) : since(o.since.n * 10) {}
};
struct Date {
    int day;
    __host__ __device__ constexpr operator Point<Ticks>() const { return Point<Ticks>{Ticks{day * 3}}; }
    __host__ __device__ constexpr explicit operator Point<int>() const { return Point<int>{day + 7}; }
};

__host__ __device__ long long run() {
    Date d{5};
    Point<Ticks> a{d};                  // 15 through the conversion function
    Point<Ticks> b(Date{2});            // 6
    Point<int> c{d};                    // 12 through the explicit one
    Point<int> e(Date{1});              // 8
    return a.since.n * 1000000LL + b.since.n * 10000 + c.since * 100 + e.since;
}
