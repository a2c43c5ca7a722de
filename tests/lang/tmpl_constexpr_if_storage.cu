// The shape of libcu++'s floating-point storage traits: a constexpr function
// whose `if constexpr` branches return different types (only the taken one
// deduces the return type), an alias of `decltype` of its call, functional casts
// through that alias (`st_t<f>(1) << n`, also parenthesized), and variable
// templates over a scoped enumeration's values (`f == F::a` sees `f` as an `F`).
enum class F { a, b, c };
template <F f>
__host__ __device__ constexpr auto st() noexcept {
    if constexpr (f == F::a) {
        using u8 = unsigned char;
        return u8{};
    } else if constexpr (f == F::b) {
        using u16 = unsigned short;
        return u16{};
    } else {
        return 0ull;
    }
}
template <F f> using st_t = decltype(st<f>());
template <F f> inline constexpr int nbits = f == F::a ? 3 : 5;
template <F f> inline constexpr auto mask = static_cast<st_t<f>>(((st_t<f>(1) << nbits<f>) - 1) << 2);
template <class T> using same_t = T;

__host__ __device__ long long run() {
    long long s = sizeof(st_t<F::a>) * 100 + sizeof(st_t<F::b>) * 10 + sizeof(st_t<F::c>);
    s = s * 1000 + mask<F::a>;
    s = s * 1000 + (mask<F::b> & 0xff);
    s = s * 10 + sizeof(mask<F::b>);
    s = s * 100 + (same_t<short>(3) << 2) + (st_t<F::a>(1) << 4);
    return s;
}
