// Member operator function templates in operator expressions: `t += u` finds
// `template <class U> cx& operator+=(const cx<U>&)` and the ordinary
// `operator+=(const T&)` beside it, which compete as in a member call (as
// cuda::std::complex declares them). Members overloaded on `const` and
// `const volatile` pick the `const` one for a non-volatile object.
template <class T>
class cx {
    T re_, im_;

public:
    __host__ __device__ constexpr cx(const T& r = T(), const T& i = T()) : re_(r), im_(i) {}
    __host__ __device__ constexpr T real() const { return re_; }
    __host__ __device__ constexpr T imag() const { return im_; }
    __host__ __device__ inline T real() const volatile { return re_ + 1000; }
    __host__ __device__ inline T imag() const volatile { return im_ + 1000; }
    __host__ __device__ constexpr cx& operator+=(const T& r) {
        re_ += r;
        return *this;
    }
    template <class U>
    __host__ __device__ constexpr cx& operator+=(const cx<U>& c) {
        re_ += c.real();
        im_ += c.imag();
        return *this;
    }
    template <class U>
    __host__ __device__ constexpr bool operator==(const cx<U>& c) const {
        return re_ == c.real() && im_ == c.imag();
    }
};

template <class T>
__host__ __device__ constexpr cx<T> operator+(const cx<T>& x, const cx<T>& y) {
    cx<T> t(x);
    t += y;
    return t;
}

__host__ __device__ long long run() {
    cx<int> a(1, 2), b(3, 4);
    cx<int> c = a + b;
    c += 10;
    c += cx<long>(100, 200);
    volatile cx<int> v(5, 6);
    bool same = c == cx<short>(114, 206);
    return c.real() * 1000 + c.imag() + v.real() * 1000000 + same;
}
