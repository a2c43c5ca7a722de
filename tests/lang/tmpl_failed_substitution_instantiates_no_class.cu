// A function template whose return type names a class template instance of a failed
// substitution (`Span<CommonT<int, Marker>>`) drops out of overload resolution
// without that instance being made: the members of an instance of the error type
// (`Limits<error>::top()`, a class with no such member) report nothing, and the
// non-template candidate is called.
template <class A, class B> struct Common {};
template <class A> struct Common<A, A> { using type = A; };
template <class A, class B> using CommonT = typename Common<A, B>::type;
template <bool B> struct Check {};
template <> struct Check<true> { using type = int; };

template <class R> struct Limits {};
template <> struct Limits<int> { static constexpr int top() { return 1000; } };

template <class R> struct Values {
    static constexpr R top() { return Limits<R>::top(); }
};

template <class R>
struct Span {
    R r;
    static constexpr Span widest() { return Span{Values<R>::top()}; }
    template <class R2, typename Check<sizeof(R2) != 0>::type = 0>
    friend constexpr Span<CommonT<R, R2>> operator/(const Span& s, const R2& k) {
        return {s.r / k};
    }
};
struct Marker { int m; };
__host__ __device__ constexpr int operator/(const Span<int>& s, const Marker& k) { return s.r - k.m; }

__host__ __device__ long long run() {
    Span<int> s{84};
    int by_template = (s / 2).r;        // 42
    int by_function = s / Marker{4};    // 80
    return by_template * 10000 + by_function * 10 + (Span<int>::widest().r == 1000);
}
