// A built-in operator on the results of conversion functions is a candidate next to
// the operator functions ([over.match.oper]/3): when the operator functions found
// (by ordinary lookup, in the operands' namespaces, or as members) do not accept the
// operands, `a == b` compares what the operands convert to, as libcu++'s
// `__scope == scope_cta` compares two integral_constant tags through their
// `operator value_type()`.
namespace lib {
template <class T, T v>
struct constant {
    static constexpr T value = v;
    using value_type = T;
    __host__ __device__ constexpr operator value_type() const noexcept { return value; }
};
template <class T>
struct box {
    T x;
};
template <class T, class U>
__host__ __device__ constexpr bool operator==(const box<T>& a, const box<U>& b) { return a.x == b.x; }
struct other {
    int y;
};
__host__ __device__ constexpr bool operator==(other a, other b) { return a.y == b.y; }
__host__ __device__ constexpr int operator+(other a, other b) { return a.y + b.y; }
}  // namespace lib

namespace ptx {
enum class scope { cta, cluster, gpu };
template <scope s>
using scope_t = lib::constant<scope, s>;
static constexpr scope_t<scope::cta> scope_cta{};
static constexpr scope_t<scope::cluster> scope_cluster{};
template <scope S>
__host__ __device__ int pick(scope_t<S> sc) {
    static_assert(sc == scope_cta || sc == scope_cluster, "");
    if constexpr (sc == scope_cta)
        return 1;
    else
        return 2;
}
}  // namespace ptx

struct Meters {
    int v;
    __host__ __device__ bool operator<(const lib::other& o) const { return v < o.y; }
    __host__ __device__ operator int() const { return v; }
};

__host__ __device__ long long run() {
    long long r = ptx::pick(ptx::scope_cta) * 10 + ptx::pick(ptx::scope_cluster);
    lib::constant<int, 7> seven;
    lib::constant<int, 3> three;
    r = r * 100 + (seven + three) + (seven == three) * 50;
    Meters m{4}, n{9};
    r = r * 100 + (m < n) * 10 + (m < lib::other{2}) + (m * n);
    lib::box<int> b1{2}, b2{2};
    r = r * 10 + (b1 == b2);
    return r;
}
