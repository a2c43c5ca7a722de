// `(bits<E>::value < 8) ? a : b` in a class template: a data member of a class template
// instance followed by `<` compares (no template of that name takes arguments), so the
// parentheses hold a value, not a type for a cast. Found in CUTLASS's
// subbyte_reference.h (`(sizeof_bits<Element>::value < 8) ? lcm(...) : ...`); before,
// "value" was reported as "not a type name" when the class was instantiated. A member
// variable template still takes arguments (`bits<E>::template wider<8>`).
template <class T>
struct bits {
    static constexpr int value = int(sizeof(T)) * 8;
    template <int N>
    static constexpr bool wider = value > N;
};

template <class T>
__host__ __device__ constexpr T lcm_of(T a, T b) {
    T m = a;
    while (m % b != 0) m += a;
    return m;
}

template <class E, class U>
struct Container {
    static constexpr int kBits = (bits<E>::value < 8) ? lcm_of(bits<E>::value, bits<U>::value) : bits<E>::value;
    static constexpr int kWide = bits<E>::template wider<8> ? 1 : 0;
    static constexpr bool kSmall = (bits<E>::value <= 8) && (bits<U>::value < 32);
};

struct Nibble {
    char c;
};
template <>
struct bits<Nibble> {
    static constexpr int value = 4;
    template <int N>
    static constexpr bool wider = false;
};

__host__ __device__ long long run() {
    return Container<Nibble, short>::kBits * 100000LL + Container<long, char>::kBits * 1000 +
           Container<int, char>::kWide * 100 + Container<char, short>::kSmall * 10 + Container<Nibble, int>::kSmall;
}
