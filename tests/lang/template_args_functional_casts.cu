// Functional casts as template arguments: `T(Start + 1)` with T a type
// parameter and `long(S + 1)` with a keyword type, in alias templates and
// directly, also as the pattern of a pack expansion (`T(Start + Is * Step)...`),
// which read as a type followed by `(` and must be tried as a value when they
// are no type (`<cuda/std/type_traits>` writes such arguments).
template <class T, T... Vs>
struct value_list {
    static constexpr int size = sizeof...(Vs);
    static constexpr T last() { return sizeof...(Vs) ? T(0) + (Vs, ...) : T(-1); }
};
template <class T, T Start> using next_of = value_list<T, T(Start + 1)>;
template <int S> using long_next = value_list<long, long(S + 1), long(S * 2)>;
template <class T, T Start> using same_as = value_list<T, T(Start)>;
using fixed = value_list<unsigned, unsigned(3 + 4), unsigned(-1)>;
template <class T, T Start, T Step, int... Is> using iota = value_list<T, T(Start + Is * Step)...>;
template <int... Is> using longs = value_list<long, long(Is - 1)...>;

__host__ __device__ long long run() {
    long long r = 0;
    r = r * 100 + next_of<int, 41>::last();
    r = r * 100 + long_next<5>::last();
    r = r * 100 + long_next<5>::size;
    r = r * 100 + same_as<short, 9>::last();
    r = r * 1000 + (long long)(fixed::last() % 1000u);
    r = r * 10 + fixed::size;
    r = r * 100 + iota<int, 7, 3, 0, 1, 2, 3>::last();
    r = r * 10 + iota<int, 7, 3, 0, 1, 2, 3>::size;
    r = r * 100 + longs<4, 9, 2>::last();
    return r;
}
