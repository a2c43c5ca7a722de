// Static member function templates named through a member type alias with the
// `template` keyword (`traits::template make<E>(b, n)`, as CUB's BlockRadixSort
// calls its key traits' digit_extractor), through the class template's instance
// itself, and returning a member alias template's type.
struct Extractor {
    int begin, bits;
    __host__ __device__ Extractor(int b, int n) : begin(b), bits(n) {}
    __host__ __device__ int digit(unsigned key) const { return (key >> begin) & ((1u << bits) - 1); }
};

template <class T>
struct traits_t {
    template <class F, class> using extractor_t = F;
    template <class F>
    static __host__ __device__ extractor_t<F, T> make(int begin, int bits) { return F(begin, bits); }
};

template <class T>
struct Sorter {
    using traits = traits_t<T>;
    __host__ __device__ int go(unsigned key, int begin) {
        auto e = traits::template make<Extractor>(begin, 3);
        auto f = traits_t<T>::template make<Extractor>(begin + 4, 4);
        return e.digit(key) * 100 + f.digit(key);
    }
};

__host__ __device__ long long run() {
    Sorter<int> s;
    return s.go(0xABCDu, 0) * 1000 + s.go(0x1234u, 4);
}
