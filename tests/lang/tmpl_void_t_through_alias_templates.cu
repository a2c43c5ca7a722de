// A partial specialization whose pattern reaches a dependent member through an
// alias template (`void_t<vec_t<T>>`, `vec_t<T>` being `typename to_vec<T>::type`)
// matches only when that member exists: for other arguments substitution fails
// and the primary template is used (libcu++'s `__has_vector_type_v`).
template <class...>
using void_t = void;
template <bool B, class T = void>
struct enable_if {};
template <class T>
struct enable_if<true, T> {
    using type = T;
};

template <class T>
struct to_vec;
template <>
struct to_vec<short> {
    using type = int;
};
template <class T>
using vec_t = typename to_vec<T>::type;

template <class T, class = void>
inline constexpr bool has_vec_v = false;
template <class T>
inline constexpr bool has_vec_v<T, void_t<vec_t<T>>> = true;

template <class T, class = void>
struct has_vec {
    static constexpr int value = 1;
};
template <class T>
struct has_vec<T, void_t<vec_t<T>>> {
    static constexpr int value = 2;
};

template <class T, typename enable_if<!has_vec_v<T>, int>::type = 0>
__host__ __device__ constexpr T twice(T a) {
    return a * 2;
}
template <class T, typename enable_if<has_vec_v<T>, int>::type = 0>
__host__ __device__ constexpr T twice(T a) {
    vec_t<T> v = a;
    return (T)(v * 3);
}

__host__ __device__ long long run() {
    return has_vec_v<short> * 1000 + has_vec_v<float> * 100 + has_vec<short>::value * 10 + has_vec<double>::value
        + (long long)twice(2.5f) * 10000 + twice((short)7) * 1000000;
}
