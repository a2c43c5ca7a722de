// Structured bindings of tuple-like classes: `std::tuple_size`/`std::tuple_element`
// specializations and `get<i>`, as a member template or a free function found in
// the class's namespace; references into the holder write through, an rvalue
// holder is passed to `get` as an xvalue.
namespace std {
template <class T> struct tuple_size;
template <unsigned long I, class T> struct tuple_element;
}

namespace geo {
struct Point {
    int x;
    long long y;
    template <unsigned long I> __host__ __device__ auto& get() & {
        if constexpr (I == 0) return x; else return y;
    }
    template <unsigned long I> __host__ __device__ const auto& get() const& {
        if constexpr (I == 0) return x; else return y;
    }
    template <unsigned long I> __host__ __device__ auto get() && {
        if constexpr (I == 0) return x + 1000; else return y + 1000;
    }
};

struct Triple {
    int v[3];
    int moved;
};

template <unsigned long I> __host__ __device__ int& get(Triple& t) { return t.v[I]; }
template <unsigned long I> __host__ __device__ int get(Triple&& t) { return t.v[I] * 100; }
template <unsigned long I> __host__ __device__ const int& get(const Triple& t) { return t.v[I]; }
}

namespace std {
template <> struct tuple_size<geo::Point> { static constexpr unsigned long value = 2; };
template <> struct tuple_element<0, geo::Point> { using type = int; };
template <> struct tuple_element<1, geo::Point> { using type = long long; };
template <> struct tuple_size<geo::Triple> { static constexpr unsigned long value = 3; };
template <unsigned long I> struct tuple_element<I, geo::Triple> { using type = int; };
}

__host__ __device__ geo::Triple make_triple(int a) { return geo::Triple{{a, a + 1, a + 2}, 0}; }

__host__ __device__ long long run() {
    geo::Point p{3, 40};
    auto& [px, py] = p;
    px += 1;
    py *= 2;
    auto [cx, cy] = p;
    cx = 100;
    const auto& [rx, ry] = p;
    geo::Triple t{{7, 8, 9}, 0};
    auto& [a, b, c] = t;
    b = 80;
    auto [m, n, o] = make_triple(2);
    long long s = 0;
    geo::Triple list[2] = {{{1, 2, 3}, 0}, {{4, 5, 6}, 0}};
    for (auto& [e0, e1, e2] : list) {
        e2 += e0;
        s += e0 * e1;
    }
    return p.x + p.y * 10 + cx + cy + rx * 1000 + ry + t.v[1] + a + c + m + n + o + s + list[1].v[2] * 7;
}
