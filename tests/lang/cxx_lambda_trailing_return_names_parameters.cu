// A lambda's trailing return type may name its parameters ([basic.scope.param]); a
// generic lambda's is read for each call operator instance, and when it does not
// substitute there is no operator for those argument types, which SFINAE around the
// call takes back: CuTe's `is_valid([](auto t) -> void_t<decltype(t.with(true))> {}, x)`
// detection idiom. Before, the type was read once, at the lambda, where `t` was
// unknown, and the detection always answered yes.
template <class...> using void_t = void;
template <class T> T&& declval_of();
template <bool B> struct answer { static constexpr bool value = B; constexpr operator bool() const { return B; } };

template <class F, class... Args, class = decltype(declval_of<F&&>()(declval_of<Args&&>()...))>
__host__ __device__ constexpr answer<true> valid_impl(int) { return {}; }
template <class F, class... Args> __host__ __device__ constexpr answer<false> valid_impl(...) { return {}; }
template <class F, class... Args> __host__ __device__ constexpr auto is_valid(F&&, Args&&...) {
    return valid_impl<F&&, Args&&...>(0);
}

struct WithFlag {
    int base;
    __host__ __device__ int with(bool b) const { return b ? base * 2 : base; }
};
struct Plain {
    int base;
    __host__ __device__ int plain() const { return base + 1; }
};

template <class T> __host__ __device__ int probe(T const& t) {
    auto has = is_valid([](auto x) -> void_t<decltype(x.with(true))> {}, t);
    if constexpr (decltype(has)::value) {
        return t.with(true);
    } else {
        return t.plain() + 1000;
    }
}

// An ordinary lambda's parameters in its trailing return type.
__host__ __device__ long long typed() {
    auto twice = [](int x) -> decltype(x * 2L) { return x * 2L; };
    return sizeof(twice(3)) == sizeof(long) ? twice(21) : -1;
}

// One generic lambda called with two argument types, one of which its return type
// rejects: the other type's instance is not used for it (an `int` argument does not
// convert to `WithFlag`, but the `short` instance must not take an `int` either).
template <class T> __host__ __device__ int shift_of(T v) {
    auto shifted = [](auto y) -> decltype(y << 1) { return y << 1; };
    auto ok = is_valid(shifted, v);
    if constexpr (decltype(ok)::value) {
        return shifted(v) + (int)sizeof(shifted(v));
    } else {
        return -7;
    }
}

__host__ __device__ long long run() {
    long long r = probe(WithFlag{21});            // 42
    r = r * 10000 + probe(Plain{5});               // 1006
    r = r * 100 + typed();                         // 42
    r = r * 100 + shift_of((short)3);              // 6 + 4 = 10
    r = r * 100 + shift_of(4.0f) + 50;             // -7 + 50 = 43
    return r;
}
