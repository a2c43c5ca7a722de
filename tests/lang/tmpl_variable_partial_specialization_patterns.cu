// Variable template partial specializations as libcu++ writes its "is this a
// cuda::std::plus" traits: a pack expanded into a class template whose parameter
// is not a pack (`plus<Ts...>` for `template <class T = void> struct plus`), and a
// member class template of a class named in the pattern (`layout::mapping<E>`).
template <class T = void> struct plus {};
template <class T> inline constexpr bool is_plus_v = false;
template <class... Ts> inline constexpr bool is_plus_v<plus<Ts...>> = true;
struct layout { template <class E> struct mapping { E e; }; };
template <class T> inline constexpr bool is_mapping_v = false;
template <class E> inline constexpr bool is_mapping_v<layout::mapping<E>> = true;
template <class T> struct is_mapping { static constexpr int value = 0; };
template <class E> struct is_mapping<layout::mapping<E>> { static constexpr int value = sizeof(E); };

__host__ __device__ long long run() {
    long long s = is_plus_v<plus<int>> * 10 + is_plus_v<plus<>> * 100 + is_plus_v<int>;
    s = s * 100 + is_mapping_v<layout::mapping<char>> * 10 + is_mapping_v<int>;
    s = s * 10 + is_mapping<layout::mapping<double>>::value + is_mapping<int>::value;
    return s;
}
