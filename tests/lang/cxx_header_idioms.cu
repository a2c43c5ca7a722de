// Idioms of library headers: a parenthesized function template name called
// (`(ns::mx)(a, b)`, written against function-like macros) keeps the call's
// precedence; `friend` after other specifiers (`[[nodiscard]] __host__
// __device__ friend constexpr bool operator==`); a variable template partially
// specialized for function types (`is_fn<R(A...)>`); rvalue references to arrays
// (`T (&&a)[N]`); and `X<T>::value` of a dependent alias as a value template
// argument; explicit and partial specializations declared before they are
// defined (`template <> struct traits<char>;`); a qualified alias template with
// a pack expansion in a function template's parameter (`ns::seq<I...>`), whose
// pack deduces through the alias.
namespace ns {
template <class T> __host__ __device__ constexpr T mx(T a, T b) { return a < b ? b : a; }
}  // namespace ns

struct Cap {
    int v;
    [[nodiscard]] __host__ __device__ friend constexpr bool operator==(Cap a, Cap b) noexcept { return a.v == b.v; }
};

template <class T> constexpr bool is_fn = false;
template <class R, class... A> constexpr bool is_fn<R(A...)> = true;

template <class T, int N> __host__ __device__ int count_rvalue(T (&&a)[N]) { return N * 10 + int(sizeof(a[0])); }

template <bool B, class T, class F> struct cond { using type = T; };
template <class T, class F> struct cond<false, T, F> { using type = F; };
template <bool B, class T, class F> using cond_t = typename cond<B, T, F>::type;
template <class T> struct big { static constexpr bool value = sizeof(T) > 4; };
template <class T> using big_alias = big<T>;
template <class T> using wider = cond_t<big_alias<T>::value, T, long long>;

template <class T, T... I> struct iseq {
    static constexpr int n = sizeof...(I);
};
namespace seqs {
template <int... I> using seq = iseq<int, I...>;
}  // namespace seqs
template <int... I> __host__ __device__ int count_of(seqs::seq<I...>*) { return int(sizeof...(I)) * 10; }
template <int... I> __host__ __device__ int count_of_direct(iseq<int, I...>*) { return int(sizeof...(I)); }

template <class T> struct traits;
template <> struct traits<char>;
template <class T> struct traits<T*>;
template <> struct traits<int> { static constexpr int v = 4; };
template <> struct traits<char> { static constexpr int v = 1; };
template <class T> struct traits<T*> { static constexpr int v = 10 + traits<T>::v; };

__host__ __device__ long long run() {
    int x = 7;
    long long s = (ns::mx)(x, 3) * 2 + 1;
    s = s * 100 + (ns::mx<int>)(1, 2);
    s = s * 10 + (Cap{4} == Cap{4}) + (Cap{4} == Cap{5});
    s = s * 10 + is_fn<int()> + 2 * is_fn<int(char, double)> + 4 * is_fn<int>;
    int arr[3] = {1, 2, 3};
    s = s * 100 + count_rvalue(static_cast<int(&&)[3]>(arr));
    s = s * 10 + sizeof(wider<char>) / 4 + sizeof(wider<double>) / 2;
    s = s * 100 + traits<char>::v + traits<int*>::v;
    iseq<int, 4, 5, 6>* none = nullptr;
    s = s * 100 + count_of_direct(none) + count_of(none);
    return s;
}
