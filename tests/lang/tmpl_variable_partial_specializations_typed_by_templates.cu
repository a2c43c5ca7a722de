// Variable template partial specializations whose declared type is a template's
// instance with parentheses in its arguments (`identity_t<R (*)(void*, A...)>`, as
// libcu++'s __basic_any declares its thunks), over an `extern` primary template that
// is only declared.
template <class T>
struct undefined;
template <class T>
struct identity {
    using type = T;
};
template <class T>
using identity_t = typename identity<T>::type;

template <class F, class Self = void, int Tag = 0>
extern undefined<F> thunk;

template <class Self, int Tag, class R, class C, class... A>
inline constexpr identity_t<R (*)(void*, A...)> thunk<R (*)(C&, A...), Self, Tag> = nullptr;

template <class Self, int Tag, class R, class C, class... A>
inline constexpr identity_t<R (*)(const void*, A...)> thunk<R (*)(const C&, A...), Self, Tag> = nullptr;

template <class F, int Extra = 0>
constexpr int arity = -1;
template <int Extra, class R, class... A>
constexpr identity_t<int> arity<R (*)(A...), Extra> = sizeof...(A) * 10 + Extra;

template <class A, class B>
constexpr bool same = false;
template <class A>
constexpr bool same<A, A> = true;

struct Counter {
    int n;
};

__host__ __device__ long long run()
{
    using mutating = int (*)(Counter&, short);
    using reading = long (*)(const Counter&);
    auto m = thunk<mutating, Counter, 1>;
    auto r = thunk<reading, Counter>;
    long long k = same<decltype(m), int (*)(void*, short)> * 1000 + same<decltype(r), long (*)(const void*)> * 100;
    return k + (m == nullptr) * 10 + (r == nullptr) + arity<mutating, 3> * 10000;
}
