// Two fixes found in CCCL's <cuda/std/type_traits>:
// - `typename alias_t<F>::template call<T>`: a member (alias) template named
//   through an alias template, also when the alias is `decltype` of a variable
//   template (CCCL's `__copy_cvref_t`), used inside other templates;
// - an alias template whose own definition closes with `>>`
//   (`remove_cv_t = rv_t<rc_t<T>>`), used between the two halves of another `>>`
//   (`fp_v<remove_cv_t<T>>` in a variable template's initializer): the pending
//   half is kept across the alias's replay.
struct AddConst {
    template <class T> using call = const T;
};
struct AddPtr {
    template <class T> using call = T*;
};
template <class T> struct pick { using type = AddPtr; };
template <> struct pick<int> { using type = AddConst; };
template <class F> using pick_t = typename pick<F>::type;
template <class F, class T> using apply_t = typename pick_t<F>::template call<T>;

template <class T> extern AddPtr tag;
template <class T> using tag_fn = decltype(tag<T>);
template <class F, class T> using tagged_t = typename tag_fn<F>::template call<T>;

template <class T> struct rc { using type = T; };
template <class T> struct rc<const T> { using type = T; };
template <class T> struct rv { using type = T; };
template <class T> struct rv<volatile T> { using type = T; };
template <class T> using rc_t = typename rc<T>::type;
template <class T> using rv_t = typename rv<T>::type;
template <class T> using remove_cv_t = rv_t<rc_t<T>>;
template <class T> inline constexpr bool fp_v = false;
template <> inline constexpr bool fp_v<float> = true;
template <> inline constexpr bool fp_v<double> = true;
template <class T> inline constexpr bool is_fp_v = fp_v<remove_cv_t<T>>;
template <class T> inline constexpr bool is_arith_v = (sizeof(T) == 4 && !is_fp_v<T>) || is_fp_v<T>;

template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <class F, class T> __host__ __device__ int probe() {
    return same<apply_t<F, T>, const T>::value + 2 * same<tagged_t<F, T>, T*>::value;
}

__host__ __device__ long long run() {
    int x = 7;
    apply_t<long, int> p = &x;
    apply_t<int, int> c = 5;
    tagged_t<char, float> q = nullptr;
    long long r = *p * 10 + c + (q == nullptr) * 100;
    r = r * 8 + is_fp_v<int> + 2 * is_fp_v<const float> + 4 * is_fp_v<const volatile double>;
    r = r * 4 + is_arith_v<int> + 2 * is_arith_v<double>;
    r = r * 4 + probe<int, char>() + 16 * probe<long, short>();
    return r;
}
