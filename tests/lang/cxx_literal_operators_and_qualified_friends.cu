// Literal operators whose suffix has no underscore (reserved to the standard
// library, as libcu++'s `operator""sv` and `operator""if`, but still
// declarations; g++ only warns), and friend declarations that name a function
// template of another namespace by its qualified name (they grant access and
// declare nothing).
template <class C>
class span_of;
namespace detail {
template <class C>
__host__ __device__ constexpr span_of<C> make(const C* p, int n) noexcept;
}

template <class C>
class span_of {
    struct key {};
    const C* p_;
    int n_;

public:
    __host__ __device__ constexpr span_of(key, const C* p, int n) : p_(p), n_(n) {}
    __host__ __device__ constexpr int size() const { return n_; }
    __host__ __device__ constexpr C front() const { return p_[0]; }
    template <class O>
    friend __host__ __device__ constexpr span_of<O> detail::make(const O*, int) noexcept;
    friend __host__ __device__ int detail_count(span_of s) { return s.n_; }
};

namespace detail {
template <class C>
__host__ __device__ constexpr span_of<C> make(const C* p, int n) noexcept {
    return {typename span_of<C>::key{}, p, n};
}
}

inline namespace literals {
__host__ __device__ constexpr span_of<char> operator""sv(const char* s, unsigned long n) noexcept {
    return detail::make(s, (int)n);
}
__host__ __device__ constexpr double operator""if(long double x) { return (double)x * 2; }
__host__ __device__ constexpr long long operator"" _k(unsigned long long x) { return (long long)x * 1000; }
}

__host__ __device__ long long run() {
    span_of<char> s = detail::make("abcd", 4);
    return s.size() * 100 + detail_count(s) + 3_k + (s.front() == 'a');
}
