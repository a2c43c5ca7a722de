// Partial specializations chosen by substitution (C++17 [temp.spec.partial.match]): a
// pattern naming what only the deduced arguments can tell (`void_t<typename T::type>`,
// `enable_if_t<C<T>::value>`, `decltype(...)`) matches only when substituting them
// succeeds and gives the arguments back (the detection idiom). Also: `T&&` patterns,
// alias packs expanded in template arguments (`expand<enable_if_t<P::value>...>`),
// `ns::X<T>::value` and inherited `X<T>::value` as template arguments, `typename
// T::type` in a signature, member templates told apart by `enable_if_t<...> = 0`.
template <class T, T v> struct constant { static constexpr T value = v; };
using true_type = constant<bool, true>;
using false_type = constant<bool, false>;
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class...> using void_t = void;
template <class T> T&& declval();

// detection idiom
template <class T, class = void> struct has_type : false_type {};
template <class T> struct has_type<T, void_t<typename T::type>> : true_type {};
template <class T, class = void> struct has_size : false_type {};
template <class T> struct has_size<T, void_t<decltype(declval<T&>().size())>> : true_type {};
struct WithType { using type = int; };
struct WithSize { __host__ __device__ int size() const { return 3; } };

// a condition in the pattern
namespace traits { template <class T> struct is_wide { static constexpr bool value = sizeof(T) >= 8; }; }
template <class T, class = void> struct width_class { static constexpr int value = 1; };
template <class T> struct width_class<T, enable_if_t<traits::is_wide<T>::value && (sizeof(T) > 1)>> {
  static constexpr int value = 2;
};

// reference patterns
template <class T> struct ref_kind { static constexpr int value = 0; };
template <class T> struct ref_kind<T&> { static constexpr int value = 1; };
template <class T> struct ref_kind<T&&> { static constexpr int value = 2; };

// an alias pack expansion in template arguments (a conjunction by overloading)
template <class...> using expand_to_true = true_type;
template <class... P> __host__ __device__ expand_to_true<enable_if_t<P::value>...> and_helper(int);
template <class...> __host__ __device__ false_type and_helper(...);
template <class... P> using all_of = decltype(and_helper<P...>(0));

// `value` inherited from a base, as a template argument
template <class T> struct is_small : constant<bool, (sizeof(T) <= 2)> {};
template <class T> using small_or_int = enable_if_t<is_small<T>::value || sizeof(T) == 4, int>;
template <class T> __host__ __device__ small_or_int<T> pick(T) { return 1; }
__host__ __device__ inline int pick(...) { return 2; }

// `typename T::type` in a signature
template <class T> __host__ __device__ typename T::type first_of(T, typename T::type v) { return v + 1; }

// member templates differing only in a constrained non-type parameter
struct Dispatch {
  template <class T, enable_if_t<(sizeof(T) == 1), int> = 0> __host__ __device__ int operator()(T) const { return 10; }
  template <class T, enable_if_t<(sizeof(T) != 1), int> = 0> __host__ __device__ int operator()(T) const { return 20; }
};

namespace geo { struct Point { int x, y; }; typedef long Len; }

// Each check's value, folded into one number (a wrong one changes it).
__host__ __device__ inline unsigned long long fold(unsigned long long h, long long v) { return h * 1000003u + (unsigned long long)v; }

__host__ __device__ long long run() {
  unsigned long long h = 0;
  h = fold(h, has_type<WithType>::value * 100 + has_type<int>::value * 10 + has_type<WithSize>::value);
  h = fold(h, has_size<WithSize>::value * 10 + has_size<WithType>::value);
  h = fold(h, width_class<double>::value * 100 + width_class<int>::value * 10 + width_class<char>::value);
  h = fold(h, ref_kind<int>::value * 100 + ref_kind<int&>::value * 10 + ref_kind<int&&>::value);
  h = fold(h, all_of<true_type, true_type>::value * 100 + all_of<true_type, false_type>::value * 10 + all_of<>::value);
  h = fold(h, pick('c') * 10 + pick(2.0));
  h = fold(h, first_of(WithType{}, 41));
  Dispatch d;
  h = fold(h, d('x') + d(5));
  geo::Point p = {3, 4};
  geo::Len n = p.x * p.y;
  h = fold(h, n);
  return (long long)(h % 1000000007u);
}
