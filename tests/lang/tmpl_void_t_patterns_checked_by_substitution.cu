// A partial specialization whose pattern passes a dependent type through an alias that
// drops it (`void_t<T&>` is `void` whatever `T` is) matches only when that type is
// valid for the arguments ([temp.spec.partial.match], [temp.alias]): `void_t<T&>` for
// `T = void` forms a reference to void, so the specialization does not match and the
// primary template is used. Class templates and variable templates alike (a `declval`
// written as a variable template of function-pointer type, specialized for types that
// can be referenced). With it, `false ? declval<T>() : declval<T>()` has `T`'s value
// category: an xvalue (`T&&`) for two xvalues, an lvalue for two lvalues, a prvalue
// when they differ.

template <class...>
using void_t = void;

template <class T, class U>
struct same {
    static constexpr bool value = false;
};
template <class T>
struct same<T, T> {
    static constexpr bool value = true;
};

template <class T, class = void>
struct referenceable {
    static constexpr int value = 0;
};
template <class T>
struct referenceable<T, void_t<T&>> {
    static constexpr int value = 1;
};

template <class T>
using function_returning = T (*)() noexcept;

template <class T, class = void>
extern function_returning<void> fake;
template <class T>
extern function_returning<T&&> fake<T, void_t<T&&>>;

template <class T, class U>
using conditional_of = decltype(false ? fake<T>() : fake<U>());

int&& xvalue();
int& lvalue();

__host__ __device__ long long run() {
    long long r = referenceable<int>::value;
    r = r * 10 + referenceable<void>::value;
    r = r * 10 + referenceable<const void>::value;
    r = r * 10 + same<decltype(fake<int>()), int&&>::value;
    r = r * 10 + same<decltype(fake<void>()), void>::value;
    r = r * 10 + same<conditional_of<void, void>, void>::value;
    r = r * 10 + same<conditional_of<int, int>, int&&>::value;
    r = r * 10 + same<conditional_of<int&, int&>, int&>::value;
    r = r * 10 + same<decltype(false ? xvalue() : lvalue()), int>::value;
    r = r * 10 + same<decltype(false ? xvalue() : xvalue()), int&&>::value;
    return r;
}
