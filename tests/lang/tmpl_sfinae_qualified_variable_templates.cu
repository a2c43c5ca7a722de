// A SFINAE condition naming a namespace-qualified variable template whose dependent
// argument comes after a comma (`::lib::is_same_v<int, O>`, Thrust's pointer
// comparisons): the argument stays dependent, so the condition is checked per
// instance; before, only an unqualified template's `<` was seen as opening an
// argument list, the condition was evaluated at once and every class instance failed.
namespace lib {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class A, class B> inline constexpr bool is_same_v = false;
template <class A> inline constexpr bool is_same_v<A, A> = true;
namespace detail {
template <class A, class B> inline constexpr bool same_size = sizeof(A) == sizeof(B);
}
}
namespace user {
template <class E>
struct ptr {
    E* p;
    template <class O>
    __host__ __device__ friend lib::enable_if_t<::lib::is_same_v<const E*, const O*>, bool> operator==(const ptr& a, const ptr<O>& b) {
        return a.p == b.p;
    }
    template <class O>
    __host__ __device__ friend lib::enable_if_t<!::lib::is_same_v<const E*, const O*>, bool> operator==(const ptr& a, const ptr<O>& b) {
        return lib::detail::same_size<E, O>;
    }
};
template <class O>
__host__ __device__ ::lib::enable_if_t<::lib::is_same_v<int, O>, int> pick(O) { return 1; }
template <class O>
__host__ __device__ ::lib::enable_if_t<!::lib::is_same_v<int, O>, int> pick(O) { return 2; }
}
__host__ __device__ long long run() {
    int x = 1;
    unsigned u = 2;
    short s = 3;
    user::ptr<int> a{&x}, b{&x};
    user::ptr<const int> c{&x};
    user::ptr<unsigned> d{&u};
    user::ptr<short> e{&s};
    return (a == b) * 10000 + (a == c) * 1000 + (a == d) * 100 + (a == e) * 10 + user::pick(5) * 3 + user::pick(5u);
}
