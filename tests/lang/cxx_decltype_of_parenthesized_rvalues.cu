// Parentheses keep an expression's value category ([expr.prim.paren]), so
// `decltype((e))` differs from `decltype(e)` only for a name or member access:
// a class temporary in parentheses is still a prvalue, `T` (CuTe's
// `decltype((T{}))`-style traits), an xvalue still gives `T&&`, and a
// parenthesized lvalue `T&`.
#include <type_traits>
#include <utility>

struct Pair { int a; long b; };
__host__ __device__ Pair make_pair_value() { return Pair{4, 5}; }

template <class T> __host__ __device__ int code() {
    return std::is_lvalue_reference<T>::value ? 1 : std::is_rvalue_reference<T>::value ? 2 : 3;
}

__host__ __device__ long long run() {
    Pair p{1, 2};
    long long r = code<decltype(Pair{})>();
    r = r * 10 + code<decltype((Pair{}))>();
    r = r * 10 + code<decltype(((Pair())))>();
    r = r * 10 + code<decltype((make_pair_value()))>();
    r = r * 10 + code<decltype((std::move(p)))>();
    r = r * 10 + code<decltype(((std::move(p))))>();
    r = r * 10 + code<decltype((p))>();
    r = r * 10 + code<decltype((p.a))>();
    r = r * 10 + code<decltype((Pair{}.a))>();
    r = r * 10 + code<decltype((0, Pair{}))>();
    static_assert(std::is_same<decltype((Pair{})), Pair>::value, "a parenthesized temporary is a prvalue");
    static_assert(std::is_same<decltype((std::move(p))), Pair&&>::value, "a parenthesized xvalue");
    decltype((Pair{3, 4})) copy = Pair{3, 4};
    copy.a += 10;
    return r * 100 + copy.a + copy.b;
}
