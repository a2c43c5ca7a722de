// Namespace-scope variables and variable templates of class type initialized by a
// prvalue of a template's instance (`inline constexpr auto v = bool_constant<B>{};`,
// as CUB's detail::bool_constant_v and constant_v are declared): the prvalue
// initializes the variable itself, so it is a constant device code may use.
template <class T, T v> struct integral_constant {
    static constexpr T value = v;
    using value_type = T;
    __host__ __device__ constexpr operator value_type() const { return value; }
};
template <bool B> using bool_constant = integral_constant<bool, B>;

namespace detail {
template <bool Value>
inline constexpr auto bool_constant_v = bool_constant<Value>{};
template <auto Value>
using constant_t = integral_constant<decltype(Value), Value>;
template <auto Value>
inline constexpr auto constant_v = constant_t<Value>{};
} // namespace detail

inline constexpr auto yes = integral_constant<bool, true>{};
constexpr integral_constant<int, 3> three{};
template <bool B> inline constexpr integral_constant<bool, B> spelled{};
template <bool B> inline constexpr auto deduced = integral_constant<bool, B>{};

__host__ __device__ long long pick(integral_constant<bool, true>) { return 1; }
__host__ __device__ long long pick(integral_constant<bool, false>) { return 2; }
template <int N> __host__ __device__ long long count(integral_constant<int, N>) { return N; }

template <bool K>
__host__ __device__ long long f() {
    return pick(detail::bool_constant_v<K>) * 10 + count(detail::constant_v<K ? 5 : 7>);
}

__host__ __device__ long long run() {
    long long r = f<true>() * 100 + f<false>();
    return r * 10000 + pick(yes) + three * 10 + pick(spelled<false>) * 100 + pick(deduced<true>) * 1000;
}
