// non-type template parameters typed by an earlier type parameter (`template <class T,
// T v>`, as integral_constant), also packs (`T... vs`), with conversion functions whose
// specifiers include attributes
template <class T, T v>
struct constant {
    static constexpr const T value = v;
    using value_type = T;
    using type = constant;
    __host__ __device__ __attribute__((always_inline)) constexpr operator value_type() const noexcept { return value; }
    __host__ __device__ [[nodiscard]] constexpr value_type operator()() const noexcept { return value; }
};
using yes = constant<bool, true>;
template <bool B> using boolean = constant<bool, B>;

template <class T, T... vs>
struct seq {
    static constexpr int size = sizeof...(vs);
};

template <class T, T v>
__host__ __device__ long long twice(constant<T, v>) { return 2 * (long long)v; }

__host__ __device__ long long run() {
    constant<unsigned char, 200> wrapped;
    constant<short, -7> neg;
    constant<long, 5000000000L> big;
    long long s = wrapped + 0;                 // 200
    s = s * 100 + (neg() + 10);                // 3
    s = s * 10 + yes::value + boolean<false>::value;   // 1
    s = s * 10 + seq<int, 1, 2, 3>::size + seq<char>::size;  // 3
    s = s * 1000 + twice(constant<int, 21>{}); // 42
    s += big / 1000000000L;                    // 5
    s += sizeof(constant<char, 'a'>::value_type) * 1000000000LL;
    return s;
}
