// A parenthesized `X<T>::member && (...)` whose member the class only inherits
// (`is_small<T> : flag<...>`, as CUB's `is_primitive<T>::value`) is a value, not a
// cast to `member&&`: in an expression, with a namespace-qualified name, and in a
// default template argument.
template <bool B> struct flag { static constexpr bool value = B; };
namespace traits {
template <typename T> struct is_small : flag<(sizeof(T) < 8)> {};
template <class T> constexpr bool always = true;
}
using traits::is_small;

template <typename V, bool Single = (traits::is_small<V>::value || traits::always<V>) && (sizeof(V) < 16)>
struct state { static constexpr int words = Single ? 1 : 2; };

template <class T> __host__ __device__ int small_and_nonzero(int n) { return (is_small<T>::value && (n != 0)); }

__host__ __device__ long long run() {
    long long r = (is_small<int>::value && (1 < 16));           // 1
    r = r * 10 + (is_small<double>::value & !0);                // 0
    r = r * 10 + state<int>::words + state<char[32]>::words;    // 3
    r = r * 10 + small_and_nonzero<short>(4);                   // 1
    return r * 10 + small_and_nonzero<long long>(4);            // 0
}
