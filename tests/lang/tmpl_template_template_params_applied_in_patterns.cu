// Template template parameters applied in patterns: `Tmpl<Args...>` in partial
// specializations of variable and class templates (libcu++'s
// __is_specialization_of_v, Thrust's is_compatible_tuple_helper_v) and in function
// templates' parameters (`I<S>&`), deduced from an instance of any class template.
template <class...>
struct box {
    static constexpr int id = 1;
};
template <class...>
struct bag {
    static constexpr int id = 2;
};

template <class T, template <class...> class Tmpl>
inline constexpr bool is_spec_of = false;
template <template <class...> class Tmpl, class... Args>
inline constexpr bool is_spec_of<Tmpl<Args...>, Tmpl> = true;

template <class T>
struct first {
    using type = void;
};
template <template <class...> class Tmpl, class A, class... Rest>
struct first<Tmpl<A, Rest...>> {
    using type = A;
};

template <class T, class U, bool Same>
inline constexpr int same_size = 0;
template <template <class...> class T1, template <class...> class T2, class... Ts, class... Us>
inline constexpr int same_size<T1<Us...>, T2<Ts...>, true> = sizeof...(Us) * 10 + T1<int>::id + T2<int>::id;

template <template <class...> class I, class S>
__host__ __device__ constexpr int arity_of(I<S>&) {
    return I<S, S>::id * 100 + (int)sizeof(S);
}
template <template <class...> class I, class S, class R>
__host__ __device__ constexpr int arity_of(const I<S, R>&) {
    return I<S>::id * 1000 + (int)sizeof(R);
}

__host__ __device__ long long run() {
    box<short> b;
    const bag<char, double> g{};
    long long r = is_spec_of<box<int, long>, box> + is_spec_of<box<int>, bag> * 2 + is_spec_of<int, box> * 4;
    r += sizeof(typename first<bag<short, int>>::type) * 10;
    r += (same_size<box<int, char>, bag<long, long>, true> + same_size<box<int>, bag<long>, false>) * 100;
    r += arity_of(b) * 100000LL + arity_of(g) * 100000000LL;
    return r;
}
