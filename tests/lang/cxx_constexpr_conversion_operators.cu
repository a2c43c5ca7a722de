// constexpr conversion functions in constant expressions, and constexpr members of
// an empty class called on a function parameter (nothing of the object is read), as
// libcu++'s PTX wrappers test `static_assert(__scope == scope_cta || ...)` and
// `if constexpr (__scope == scope_cta)` on an integral_constant parameter.
template <class T, T v> struct integral_constant {
    static constexpr T value = v;
    using value_type = T;
    __host__ __device__ constexpr operator value_type() const noexcept { return value; }
    __host__ __device__ constexpr value_type operator()() const noexcept { return value; }
};
enum class dot_scope { cta, cluster, gpu };
template <dot_scope S> using scope_t = integral_constant<dot_scope, S>;
static constexpr scope_t<dot_scope::cta> scope_cta{};
static constexpr scope_t<dot_scope::cluster> scope_cluster{};

struct Unit {
    __host__ __device__ constexpr explicit operator long() const { return 1200L; }
    __host__ __device__ constexpr operator int() const { return 12; }
};

template <dot_scope S> __host__ __device__ int code(scope_t<S> scope) {
    static_assert(scope == scope_cta || scope == scope_cluster, "a supported scope");
    if constexpr (scope == scope_cta)
        return 1;
    else
        return 2 + (scope() == dot_scope::cluster);
}

__host__ __device__ long long run() {
    constexpr integral_constant<int, 7> seven{};
    constexpr int s7 = seven;
    constexpr Unit m{};
    constexpr int as_int = m;
    constexpr long as_long = static_cast<long>(m);
    int table[seven()] = {};
    long long s = s7 * 100 + as_int;
    s = s * 10000 + as_long;
    s = s * 10 + sizeof(table) / sizeof(int);
    s = s * 10 + code(scope_cta);
    s = s * 10 + code(scope_cluster);
    return s;
}
