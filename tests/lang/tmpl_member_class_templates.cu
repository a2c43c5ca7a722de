// Member class templates, as cuda::std::chrono::duration declares __no_overflow:
// a class template in a class template's body (each instance of the enclosing
// class has its own; its members see the enclosing parameters), with member class
// templates and a partial specialization of its own, named from member functions
// and from outside (`outer<T>::inner<U>::value`); and `name<args>::type::member`
// in expressions (a member type named on).
template <long A, long B> struct gcd { static constexpr long value = gcd<B, A % B>::value; };
template <long A> struct gcd<A, 0> { static constexpr long value = A; };
template <long N, long D = 1> struct ratio { static constexpr long num = N; static constexpr long den = D; };

template <class Rep, class Period>
struct duration {
    template <class R1, class R2>
    struct ratio_div {
      private:
        static constexpr long g = gcd<R1::num, R2::num>::value;
        template <long X, bool Big> struct pick { static constexpr long value = X; };
        template <long X> struct pick<X, true> { static constexpr long value = -1; };
      public:
        static constexpr long value = pick<R1::num / g + sizeof(Rep), (R1::num > 1000)>::value;
        using type = ratio<R1::num / g, R2::num / g>;
    };
    template <int K> struct scaled_rep { Rep v[K]; };
    Rep r;
    template <class P2>
    __host__ __device__ long scaled() const {
        return r * ratio_div<P2, Period>::value + ratio_div<P2, Period>::type::den;
    }
    __host__ __device__ int width() const { return sizeof(scaled_rep<3>); }
};

template <class R> struct half { using type = ratio<R::num, R::den * 2>; };

__host__ __device__ long long run() {
    duration<int, ratio<6>> d{5};
    long long s = d.scaled<ratio<4>>();
    s = s * 1000 + d.scaled<ratio<5000>>() + 500;
    s = s * 100 + duration<char, ratio<2>>::ratio_div<ratio<8>, ratio<2>>::value;
    s = s * 100 + d.width() + duration<short, ratio<1>>{}.width();
    s = s * 10 + half<ratio<5>>::type::den;
    return s;
}
