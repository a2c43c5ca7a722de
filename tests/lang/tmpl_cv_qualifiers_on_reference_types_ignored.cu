// A cv-qualifier applied to a reference type through a typedef, an alias template, a
// member typedef or a template parameter is ignored ([dcl.ref]/1): `const R` with
// `R = int&` is `int&`, so assigning through it writes the referee, and a trait asking
// whether `const R` is assignable from an rvalue answers yes (a proxy's const
// assignment operator constrained so).
template <class A, class B> struct Same { static constexpr bool value = false; };
template <class A> struct Same<A, A> { static constexpr bool value = true; };
template <class T> struct AddRef { using type = T&; };
template <class T> using AddRefT = typename AddRef<T>::type;
typedef int& IntRef;
typedef float&& FloatRval;
template <class T> struct ConstOf { using type = const T; };

template <class T> T&& declval_();
template <class T, class U, class = void> struct Assignable { static constexpr bool value = false; };
template <class T, class U> struct Assignable<T, U, decltype((void)(declval_<T>() = declval_<U>()))> {
    static constexpr bool value = true;
};

static_assert(Same<const IntRef, int&>::value, "typedef");
static_assert(Same<IntRef const, int&>::value, "trailing const");
static_assert(Same<volatile IntRef, int&>::value, "volatile");
static_assert(Same<const FloatRval, float&&>::value, "rvalue reference typedef");
static_assert(Same<const AddRefT<int&>, int&>::value, "alias template");
static_assert(Same<const typename AddRef<long>::type, long&>::value, "member typedef");
static_assert(Same<ConstOf<int&>::type, int&>::value, "template parameter");
static_assert(Same<ConstOf<int>::type, const int>::value, "a non-reference keeps its const");
static_assert(Assignable<const AddRefT<int&>, int&&>::value, "const R assignable");
static_assert(!Assignable<AddRefT<const int>, int&&>::value, "const int& is not");

template <class R> __host__ __device__ void store(const R r, int v) { r = v; }

__host__ __device__ long long run() {
    int x = 3;
    ConstOf<int&>::type r = x;
    r += 4;                 // r is int&: writes x
    store<int&>(x, x * 10); // const R with R = int& assigns through
    const IntRef q = x;
    q -= 5;
    return x;
}
