// Variable template partial specializations with the patterns CCCL writes:
// a class template instance (`v<W<T>>`), a template template parameter
// (`v<P, T, true>`), and SFINAE conditions checked by substitution
// (`v<T, enable_if_t<cond<T>>>`, also spelled `::ns::enable_if_t<...>`).
namespace ns {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> constexpr bool is_big = sizeof(T) > 4;
}  // namespace ns

template <class T> struct W { T x; };
template <class T> constexpr bool is_w = false;
template <class T> constexpr bool is_w<W<T>> = true;

template <class T> struct Yes { static constexpr bool value = true; };
template <class T> struct Small { static constexpr bool value = sizeof(T) < 4; };
template <template <typename> class P, typename T, bool = P<T>::value>
inline constexpr int all_v = 10;
template <template <typename> class P, typename T>
inline constexpr int all_v<P, T, true> = 20 + sizeof(T);

template <class T, class = void> constexpr int size_class = 1;
template <class T> constexpr int size_class<T, ns::enable_if_t<ns::is_big<T>>> = 2;
template <class T> constexpr int size_class<T, ::ns::enable_if_t<(sizeof(T) == 1)>> = 3;

template <class T, class = void> inline constexpr int ptr_rank = 0;
template <class T>
inline constexpr int ptr_rank<
  T,
  ::ns::enable_if_t<!ns::is_big<T> && ::ns::is_big<T*>>> = 1 + ptr_rank<T*>;

__host__ __device__ long long run() {
    long long s = is_w<W<int>> * 10 + is_w<int>;
    s = s * 100 + all_v<Yes, short>;
    s = s * 100 + all_v<Small, short>;
    s = s * 100 + all_v<Small, double>;
    s = s * 10 + size_class<int>;
    s = s * 10 + size_class<double>;
    s = s * 10 + size_class<char>;
    s = s * 10 + ptr_rank<int> + 2 * ptr_rank<double>;
    return s;
}
